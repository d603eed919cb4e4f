// The full-screen loaders of storefront spec §2.4 ('Processing Payment' / 'Verifying Payment
// Details', 'Processing Order' / 'Dispatching to warehouse'): the title at once, the sub-text after
// a delay (spec §9: 3000 ms and 8000 ms). It covers the page so nothing is pressed twice.
import { useEffect, useState } from 'react';

export interface ProcessingOverlayProps {
  title: string;
  subText: string;
  /** When the sub-text appears, in ms. */
  subTextAfterMs: number;
}

export function ProcessingOverlay({ title, subText, subTextAfterMs }: ProcessingOverlayProps) {
  const [showSub, setShowSub] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setShowSub(true), subTextAfterMs);
    return () => window.clearTimeout(timer);
  }, [subTextAfterMs]);
  return (
    <div
      role="alertdialog"
      aria-modal="true"
      aria-label={title}
      aria-busy="true"
      className="fixed inset-0 z-50 flex items-center justify-center bg-navy-950/60 p-6 backdrop-blur-sm"
    >
      <div className="flex w-full max-w-sm flex-col items-center rounded-2xl bg-white px-6 py-8 text-center shadow-xl">
        <svg
          className="size-10 animate-spin text-brand-700"
          viewBox="0 0 24 24"
          fill="none"
          aria-hidden="true"
        >
          <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
          <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        </svg>
        <p className="mt-4 text-lg font-semibold text-navy-900">{title}</p>
        <p className="mt-1 min-h-5 text-sm text-slate-600" aria-live="polite">
          {showSub ? subText : ''}
        </p>
      </div>
    </div>
  );
}
