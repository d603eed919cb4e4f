// Units of an invoice's lines that came back, as the credit-memo form and the refund form take them:
// the invoice's lines (GET /api/admin/invoices/:id/lines) with what each has had credited, a count
// typed per line, what they come to at the invoiced prices, and the lines a request sends. The API
// prices them again as invoiced; the total here is what the person sees before sending.
import type { InvoiceLinesResponse } from '@medsupply/contract';
import { quantityProblem } from '@medsupply/domain';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';

import { FieldProblem, problemProps } from '@/components/ui/field-problem';

import { AdminTable } from '@/features/admin/components/admin-table';

import { invoiceLinesQuery } from '../api/billing';
import { centsOf, usd } from './money';

export type InvoiceLine = InvoiceLinesResponse['lines'][number];

/** Units typed per invoice line id, as the person typed them. */
export type TypedUnits = Record<number, string>;

/** What a credit (or a refund) is for: an amount, or units returned priced as invoiced. */
export const CREDIT_BASES = [
  ['amount', 'An amount'],
  ['returns', 'Units returned'],
] as const;

export type CreditBasis = (typeof CREDIT_BASES)[number][0];

/** What returned lines send: the lines with a count typed, or the sentence that stops it. */
export function returnedLines(
  lines: readonly InvoiceLine[],
  typed: TypedUnits,
): { lines: Array<{ invoiceLineId: number; quantity: number }> } | { problem: string } {
  const chosen: Array<{ invoiceLineId: number; quantity: number }> = [];
  for (const line of lines) {
    const text = (typed[line.id] ?? '').trim();
    if (text === '' || text === '0') continue;
    const left = line.quantity - line.credited;
    const quantity = /^\d+$/.test(text) ? Number(text) : NaN;
    if (!Number.isInteger(quantity) || quantity > left)
      return { problem: `${line.itemName}: enter a whole number of units returned, at most ${left}.` };
    chosen.push({ invoiceLineId: line.id, quantity });
  }
  if (chosen.length === 0) return { problem: 'Enter how many units came back on at least one line.' };
  return { lines: chosen };
}

/** What the units typed come to at the invoiced prices, in cents. */
export function returnedCents(lines: readonly InvoiceLine[], typed: TypedUnits): number {
  return lines.reduce((sum, line) => {
    const count = Number((typed[line.id] ?? '').trim());
    return Number.isInteger(count) && count > 0 ? sum + count * centsOf(line.unitPrice) : sum;
  }, 0);
}

export function ReturnedUnits({
  invoiceId,
  typed,
  onType,
  totalLabel,
}: {
  invoiceId: number;
  typed: TypedUnits;
  onType: (lineId: number, text: string) => void;
  /** What the total is ('Credit for the units returned'); without it the caller shows the total. */
  totalLabel?: string;
}) {
  const lines = useQuery(invoiceLinesQuery(invoiceId));
  const fieldId = useId();
  // service spec §5's whole-number rule, 0 to what is left, beside each box (issue 31 point 2).
  const lineProblem = (line: InvoiceLine): string | undefined => {
    const text = (typed[line.id] ?? '').trim();
    return text === '' ? undefined : quantityProblem(text, 0, line.quantity - line.credited);
  };
  const totalCents = returnedCents(lines.data?.lines ?? [], typed);
  return (
    <div className="space-y-2">
      <AdminTable
        caption={`Lines of ${lines.data?.invoice.tranId ?? 'the invoice'}`}
        rows={lines.data?.lines}
        loading={lines.isPending}
        error={lines.error}
        rowKey={(line) => line.id}
        // On a phone the counts and the price go under the item's name, so the name and the
        // count typed stay on screen together.

        columns={[
          {
            key: 'item',
            header: 'Item',
            cell: (line) => (
              <>
                {line.itemName}
                <span className="block text-xs text-slate-600 sm:hidden">
                  {line.quantity} invoiced · {line.credited} credited before · {usd(line.unitPrice ?? 0)} each
                </span>
              </>
            ),
          },
          {
            key: 'invoiced',
            header: 'Invoiced',
            align: 'right',
            className: 'hidden sm:table-cell',
            cell: (line) => line.quantity,
          },
          {
            key: 'credited',
            header: 'Credited before',
            align: 'right',
            className: 'hidden sm:table-cell',
            cell: (line) => line.credited,
          },
          {
            key: 'price',
            header: 'Unit price',
            align: 'right',
            className: 'hidden sm:table-cell',
            cell: (line) => usd(line.unitPrice ?? 0),
          },
          {
            key: 'returned',
            header: 'Returned',
            align: 'right',
            cell: (line) => {
              const left = line.quantity - line.credited;
              return left > 0 ? (
                <>
                  <input
                    inputMode="numeric"
                    autoComplete="off"
                    aria-label={`Returned units of ${line.itemName}`}
                    {...problemProps(`${fieldId}-${line.id}`, lineProblem(line))}
                    value={typed[line.id] ?? ''}
                    onChange={(event) => onType(line.id, event.target.value)}
                    className="w-20 rounded-md border border-slate-300 px-2 py-1 text-right aria-invalid:border-red-600"
                  />
                  <FieldProblem id={`${fieldId}-${line.id}`} problem={lineProblem(line)} />
                </>
              ) : (
                'All credited'
              );
            },
          },
        ]}
      />
      {totalLabel && (
        <p className="text-sm text-slate-700" aria-live="polite">
          {totalLabel}: <strong>{usd(totalCents / 100)}</strong> (at the invoiced prices)
        </p>
      )}
    </div>
  );
}
