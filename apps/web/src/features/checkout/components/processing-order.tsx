// The full-screen loader while an order is placed (storefront spec §2.4, §9): 'Processing Order',
// then the sub-text 'Dispatching to warehouse' after 3000 ms and a reassurance after 8000 ms.
import { useEffect, useState } from 'react';

import { CHECKOUT_TEXTS, PROCESSING_STEPS_MS } from '../constants';

export function ProcessingOrder() {
  const [step, setStep] = useState(0);
  useEffect(() => {
    const first = window.setTimeout(() => setStep(1), PROCESSING_STEPS_MS.first);
    const second = window.setTimeout(() => setStep(2), PROCESSING_STEPS_MS.second);
    return () => {
      window.clearTimeout(first);
      window.clearTimeout(second);
    };
  }, []);
  return (
    <div
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="processing-order-title"
      aria-describedby="processing-order-step"
      className="fixed inset-0 z-50 flex items-center justify-center bg-white/95 p-6 backdrop-blur-sm"
    >
      <div className="flex max-w-sm flex-col items-center text-center">
        <svg
          className="size-14 animate-spin text-brand-700"
          viewBox="0 0 24 24"
          fill="none"
          aria-hidden="true"
        >
          <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.2" strokeWidth="2.5" />
          <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
        <h2 id="processing-order-title" className="mt-5 text-2xl font-bold text-navy-900">
          {CHECKOUT_TEXTS.processingTitle}
        </h2>
        <div id="processing-order-step" aria-live="polite" className="mt-2 min-h-12 text-base text-slate-700">
          {step >= 1 && <p>{CHECKOUT_TEXTS.processingFirst}</p>}
          {step >= 2 && <p className="mt-1 text-sm text-slate-600">{CHECKOUT_TEXTS.processingSecond}</p>}
        </div>
      </div>
    </div>
  );
}
