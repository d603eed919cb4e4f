// The order summary beside checkout and review: the cart's lines in short, the totals of service
// spec §9 (or, without price visibility, a count), any message that blocks placing, and the
// screen's action under them.
import type { Cart } from '@medsupply/contract';
import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';
import { formatDollarsUsd } from '@/lib/format';

import { CHECKOUT_TEXTS } from '../constants';
import type { OrderTotals } from '../lib/order-totals';

/** What the summary lists: the cart, or on /subscription the item list's lines (the same fields). */
export interface SummaryLines {
  cartDetail: ReadonlyArray<
    Pick<
      Cart['cartDetail'][number],
      'id' | 'siteDisplayName' | 'displayName' | 'quantity' | 'units' | 'unit' | 'itemName' | 'lineTotal'
    >
  >;
  totalItems: number;
}

export interface OrderSummaryProps {
  cart: SummaryLines;
  /** Said under the lines when there are no totals (default: prices are confirmed on the order). */
  totalsNote?: string;
  totals: OrderTotals | null;
  /** Messages that stop the buyer from going on (tax error, over the available balance). */
  problems: string[];
  children: ReactNode;
}

export function OrderSummary({ cart, totals, totalsNote, problems, children }: OrderSummaryProps) {
  return (
    <section
      aria-labelledby="order-summary-heading"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm lg:sticky lg:top-24"
    >
      <h2 id="order-summary-heading" className="text-lg font-semibold text-navy-900">
        {CHECKOUT_TEXTS.orderSummary}
      </h2>
      <ul className="mt-4 divide-y divide-slate-100 border-y border-slate-100 text-sm" aria-label="Items">
        {cart.cartDetail.map((line) => (
          <li key={line.id} className="flex items-start justify-between gap-3 py-2.5">
            <div className="min-w-0">
              <p className="font-medium text-navy-900">{line.siteDisplayName ?? line.displayName}</p>
              <p className="text-xs text-slate-600">
                {line.quantity} × {line.units.find((u) => u.id === line.unit)?.unitName ?? 'Each'} · Item #{' '}
                {line.itemName}
              </p>
            </div>
            {line.lineTotal !== undefined && line.lineTotal !== null && (
              <span className="shrink-0 font-medium text-slate-900 tabular-nums">
                {formatDollarsUsd(line.lineTotal)}
              </span>
            )}
          </li>
        ))}
      </ul>
      {totals ? (
        <dl className="mt-4 space-y-2.5 text-sm" aria-busy={totals.calculating}>
          {totals.lines.map((row) => (
            <div
              key={row.key}
              className={cn(
                'flex items-baseline justify-between gap-4',
                row.key === 'total' && 'mt-3 border-t border-slate-200 pt-3',
              )}
            >
              <dt
                className={row.key === 'total' ? 'text-base font-semibold text-navy-900' : 'text-slate-600'}
              >
                {row.label}
              </dt>
              <dd
                data-testid={`checkout-${row.key}`}
                className={cn(
                  'text-right tabular-nums',
                  row.key === 'total' ? 'text-xl font-bold text-navy-900' : 'font-medium text-slate-900',
                  row.value === 'FREE' && 'font-semibold text-emerald-700',
                  row.value === CHECKOUT_TEXTS.amountUnavailable && 'text-red-700',
                )}
              >
                {row.value}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="mt-3 text-sm text-slate-600">
          {cart.totalItems} {cart.totalItems === 1 ? 'product' : 'products'}.{' '}
          {totalsNote ?? CHECKOUT_TEXTS.pricesHidden}
        </p>
      )}
      {problems.length > 0 && (
        <div
          role="alert"
          className="mt-4 space-y-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          {problems.map((problem) => (
            <p key={problem}>{problem}</p>
          ))}
        </div>
      )}
      <div className="mt-5 grid gap-3">{children}</div>
    </section>
  );
}
