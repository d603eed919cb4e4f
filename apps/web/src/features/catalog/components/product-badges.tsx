// Small product indicators shared by cards and the detail page: stock, licence (rx) and allocation.
import { CalendarClock, CircleCheck, CircleX, ShieldPlus } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

import { MESSAGES } from '../constants';

/** storefront spec §2.5, §2.6: In Stock when quantityAvailable is above 0. */
export function StockBadge({ inStock, className }: { inStock: boolean; className?: string }) {
  return inStock ? (
    <Badge tone="success" className={className}>
      <CircleCheck className="size-3.5" aria-hidden="true" />
      {MESSAGES.inStock}
    </Badge>
  ) : (
    <Badge tone="neutral" className={className}>
      <CircleX className="size-3.5" aria-hidden="true" />
      {MESSAGES.outOfStock}
    </Badge>
  );
}

/** storefront spec §2.5, §2.6: a licence icon when the item has an rx level. */
export function RxIcon({ className }: { className?: string }) {
  return (
    <span
      role="img"
      aria-label={MESSAGES.licenseRequired}
      title={MESSAGES.licenseRequired}
      className={cn(
        'inline-flex size-7 items-center justify-center rounded-full bg-amber-50 text-amber-800 ring-1 ring-amber-200',
        className,
      )}
    >
      <ShieldPlus className="size-4" aria-hidden="true" />
    </span>
  );
}

/** storefront spec §2.6: the allocation tooltip icon ('month' or 'quarter'). */
export function AllocationIcon({ period, className }: { period: string; className?: string }) {
  const text = `Allocated item: quantities are limited per ${period}`;
  return (
    <span
      role="img"
      aria-label={text}
      title={text}
      className={cn(
        'inline-flex size-7 items-center justify-center rounded-full bg-navy-50 text-navy-700 ring-1 ring-navy-200',
        className,
      )}
    >
      <CalendarClock className="size-4" aria-hidden="true" />
    </span>
  );
}
