// The header's Support button. The Radix popover behind it loads on intent (hover, focus) or on
// the first click, and opens as soon as it has loaded.
import { ChevronDown, Headset } from 'lucide-react';
import { Suspense, useState } from 'react';

import { cn } from '@/lib/cn';
import { lazyWithPreload } from '@/lib/lazy-with-preload';

import type { SupportPopoverProps } from './support-popover';

const SupportPopover = lazyWithPreload<SupportPopoverProps>(() => import('./support-popover'));

export function supportTriggerClass(className?: string): string {
  return cn(
    'group inline-flex h-10 items-center gap-1.5 rounded-lg px-2.5 text-sm font-semibold text-navy-900 hover:bg-slate-100',
    'data-[state=open]:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
    className,
  );
}

export function SupportTriggerContent() {
  return (
    <>
      <Headset className="size-5 text-brand-700" aria-hidden="true" />
      Support
      <ChevronDown
        className="size-4 text-slate-500 transition-transform group-data-[state=open]:rotate-180"
        aria-hidden="true"
      />
    </>
  );
}

export function SupportMenu(props: SupportPopoverProps) {
  const [activated, setActivated] = useState(false);

  const placeholder = (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={false}
      className={supportTriggerClass(props.className)}
      onPointerEnter={() => void SupportPopover.preload()}
      onFocus={() => void SupportPopover.preload()}
      onClick={() => setActivated(true)}
    >
      <SupportTriggerContent />
    </button>
  );

  if (!activated) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <SupportPopover {...props} />
    </Suspense>
  );
}
