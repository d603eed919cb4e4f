// What spend control says of the order being checked out (issue 33, ADR 0047): over a hard budget
// it cannot be placed (and says why); otherwise each reason it will wait for approval, and what the
// chosen ship-to's, the contact's and the account's budgets have left this period. The same
// judgement placing makes under its locks, asked of the cart as it stands.
import type { Cart, SpendPreviewResponse } from '@medsupply/contract';
import { dollarsToCents, formatUsd } from '@medsupply/domain';

import { cn } from '@/lib/cn';

import { useSpendPreview } from '../api/checkout';

/** The cart's lines and quantities: a changed cart asks again. */
export const cartSignature = (cart: Cart): string =>
  cart.cartDetail.map((l) => `${l.id}:${l.quantity}:${l.unit}`).join(',');

const dollars = (amount: number | undefined) =>
  amount === undefined ? '' : formatUsd(dollarsToCents(amount));

export function SpendNotice({
  data,
  fallbackNote,
  className,
}: {
  /** useSpendPreview's answer; undefined while it is asked (or could not be). */
  data: SpendPreviewResponse | undefined;
  /** The checkout data's own note (the spec's words when the contact's orders need approval), shown with the reasons. */
  fallbackNote: string | null;
  className?: string;
}) {
  if (!data) {
    return fallbackNote ? (
      <p
        role="note"
        className={cn('rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900', className)}
      >
        {fallbackNote}
      </p>
    ) : null;
  }
  if (data.refusal === null && data.reasons.length === 0 && data.budgets.length === 0 && !fallbackNote)
    return null;
  return (
    <div className={cn('grid gap-3', className)}>
      {/* The spec's sentence for a contact whose orders need approval stays; the reasons follow. */}
      {fallbackNote && data.refusal === null && (
        <p role="note" className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
          {fallbackNote}
        </p>
      )}
      {data.refusal !== null && (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          <p className="font-semibold">This order cannot be placed.</p>
          <p className="mt-1">{data.refusal}</p>
        </div>
      )}
      {data.refusal === null && data.reasons.length > 0 && (
        <div
          role="note"
          className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
        >
          <p className="font-semibold">This order will wait for approval before it is processed:</p>
          <ul className="mt-1 list-disc pl-5">
            {data.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
      )}
      {data.budgets.length > 0 && data.budgets[0]?.remaining !== undefined && (
        <section
          aria-label="Budgets this order counts against"
          className="rounded-xl border border-slate-200 bg-white p-4 text-sm"
        >
          <h3 className="font-semibold text-navy-900">Budget left before this order</h3>
          <ul className="mt-1 grid gap-1">
            {data.budgets.map((budget) => (
              <li key={budget.id} className="flex flex-wrap justify-between gap-x-3">
                <span>
                  {budget.targetName}, {budget.periodLabel}
                  {budget.hardLimit ? ' (hard limit)' : ''}
                </span>
                <span
                  className={cn('tabular-nums', (budget.remaining ?? 0) < 0 && 'font-semibold text-red-700')}
                >
                  {dollars(budget.remaining)} of {dollars(budget.amount)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/**
 * The cart page's word on spend control: what the default ship-to's, the contact's and the
 * account's budgets have left, and whether an order of the cart as it stands would wait or be
 * refused (the ship-to chosen at checkout may differ: checkout says again).
 */
export function CartSpendNotice({ cart }: { cart: Cart }) {
  const preview = useSpendPreview(cart.cartDetail.length > 0 ? 'default' : undefined, cartSignature(cart));
  return <SpendNotice data={preview.data} fallbackNote={null} />;
}
