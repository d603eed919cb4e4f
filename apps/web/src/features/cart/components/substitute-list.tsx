// The equivalents of a backordered or recalled item (issue 34 point 4, ADR 0053), as the product
// page, a cart line's offer and (through the API's same ranking) the recall page show them: each
// with its picture, maker, name linking to its page, whether the buyer can have it now, the buyer's
// price of one of the unit it would go in (none without price visibility) and one action button.
// Cards that wrap, never a table: nothing scrolls sideways from 320 px.
import type { Substitute } from '@medsupply/contract';
import { dollarsToCents, formatUsd } from '@medsupply/domain';
import { Link } from 'react-router';

import { ItemThumbnail } from '@/components/ui/image';
import { cn } from '@/lib/cn';

import { CART_TEXTS } from '../constants';

export const SUBSTITUTE_TEXTS = {
  blockTitle: 'Equivalent items',
  blockIntro: {
    backordered:
      'This item is backordered. These equivalent items are listed with what you can order now first.',
    recalled:
      'This item is under a recall. These equivalent items are listed with what you can order now first.',
  },
  lineOffer: {
    backordered: 'Backordered. Swap it for an equivalent item:',
    recalled: 'Recalled. Swap it for an equivalent item:',
  },
  standing: {
    available: 'In stock',
    backordered: 'Backordered',
    unavailable: 'Not available to your account',
  },
  add: 'Add to cart',
  added: 'Added to your cart.',
  addFailed: 'We could not add this item to your cart. Please try again.',
  swap: 'Swap',
} as const;

const STANDING_CLASS: Record<Substitute['standing'], string> = {
  available: 'bg-emerald-50 text-emerald-800',
  backordered: 'bg-amber-50 text-amber-900',
  unavailable: 'bg-slate-100 text-slate-700',
};

export function substitutePriceText(substitute: Substitute): string | null {
  if (substitute.price === undefined) return null;
  const price = substitute.price === null ? CART_TEXTS.noPrice : formatUsd(dollarsToCents(substitute.price));
  return substitute.unit ? `${price} / ${substitute.unit.unitName}` : price;
}

export function SubstituteList({
  substitutes,
  action,
  className,
  compact = false,
}: {
  substitutes: readonly Substitute[];
  /** The card's button (add or swap), or null when there is none. */
  action: (substitute: Substitute) => React.ReactNode;
  className?: string;
  compact?: boolean;
}) {
  return (
    <ul className={cn('grid gap-3', !compact && 'sm:grid-cols-2', className)}>
      {substitutes.map((substitute) => {
        const price = substitutePriceText(substitute);
        return (
          <li
            key={substitute.id}
            className="flex min-w-0 flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white p-3"
          >
            <ItemThumbnail
              src={substitute.thumbnailImage}
              size={48}
              className="size-12 shrink-0 rounded text-[0px]"
            />
            <div className="min-w-0 flex-1 basis-40">
              <p className="text-xs font-semibold tracking-wide break-words text-slate-600 uppercase">
                {substitute.manufacturer}
              </p>
              <Link
                to={`/product/${substitute.urlComponent}`}
                className="line-clamp-2 text-sm font-semibold break-words text-navy-900 hover:underline"
              >
                {substitute.displayName}
              </Link>
              <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
                <span
                  className={cn('rounded px-1.5 py-0.5 font-semibold', STANDING_CLASS[substitute.standing])}
                >
                  {SUBSTITUTE_TEXTS.standing[substitute.standing]}
                </span>
                {price !== null && <span className="font-semibold text-navy-900 tabular-nums">{price}</span>}
              </p>
            </div>
            {action(substitute)}
          </li>
        );
      })}
    </ul>
  );
}
