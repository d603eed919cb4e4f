// The look of the store's native dropdowns. The browser draws the arrow inside the box, so there is
// no extra right padding: with it, 'Box of 100' or 'Size: X-Small' no longer fit a two-to-a-row
// phone card and were cut mid-word (a closed <select> cannot wrap).
import { cn } from '@/lib/cn';

export function selectClassName(size: 'sm' | 'md'): string {
  return cn(
    'block w-full min-w-0 rounded-lg border border-slate-300 bg-white text-navy-900 shadow-sm focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600',
    size === 'sm' ? 'h-9 pr-1 pl-2 text-sm' : 'h-11 pr-2 pl-3 text-[15px]',
  );
}
