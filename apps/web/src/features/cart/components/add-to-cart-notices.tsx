// The purchase area's messages (storefront spec §2.5, §8; service spec §8): the product that
// cannot be bought now, the exhausted allocation, and the allocation notice with its contact line.
import { CalendarClock, Info } from 'lucide-react';

import { cn } from '@/lib/cn';

import { ADD_TO_CART_TEXTS } from './add-to-cart-texts';

const noticeClass = 'flex items-start gap-2 rounded-lg px-3 py-2 text-sm font-medium';

export function PurchaseNotice({
  unavailable,
  allocationMax,
  className,
}: {
  unavailable: boolean;
  allocationMax: number | null;
  className?: string;
}) {
  if (unavailable) {
    return (
      <p role="status" className={cn(noticeClass, 'bg-amber-50 text-amber-900', className)}>
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {ADD_TO_CART_TEXTS.unavailable}
      </p>
    );
  }
  if (allocationMax === 0) {
    return (
      <p role="status" className={cn(noticeClass, 'bg-amber-50 text-amber-900', className)}>
        <CalendarClock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {ADD_TO_CART_TEXTS.noAllocation}
      </p>
    );
  }
  return null;
}

/** service spec §8: 'Item on allocation' and 'Allocation contact'. */
export function AllocationNotice({ compact = false, className }: { compact?: boolean; className?: string }) {
  return (
    <div
      className={cn(
        'rounded-lg bg-navy-50 px-3 py-2 text-navy-900 ring-1 ring-navy-100',
        compact ? 'text-xs' : 'text-sm',
        className,
      )}
    >
      <p className="flex items-start gap-2 font-semibold">
        <CalendarClock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {ADD_TO_CART_TEXTS.allocation}
      </p>
      <p className={cn('mt-0.5', compact ? 'pl-0' : 'pl-6')}>{ADD_TO_CART_TEXTS.allocationContact}</p>
    </div>
  );
}
