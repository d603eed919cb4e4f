// The ledger's Refund action (issue 26, ADR 0035): gives a card or bank payment the gateway took back
// to it, in part or whole, for an amount or for units of the invoice it paid that came back. The API
// writes a credit memo against that invoice, used at once by the refund, and pays it out. The form
// says what will be refunded before sending, checks the amount against what is left of the payment
// and the units against what is left of each line, and sends once: one Idempotency-Key per opened
// form, kept while the outcome of a send is unknown so that a retry is the same refund, not a second.
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { type LedgerEntry, PositiveAmount, RefundPaymentBody } from '@medsupply/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { Button, ErrorNotice, FormNotice, TextField } from '@/features/admin/components/form';
import { schemaResolver } from '@/lib/schema-resolver';

import { billingKeys, invoiceLinesQuery, refundPayment } from '../api/billing';
import { centsOf, day, dollarsOf, usd } from './money';
import {
  CREDIT_BASES,
  type CreditBasis,
  type InvoiceLine,
  ReturnedUnits,
  type TypedUnits,
  returnedCents,
  returnedLines,
} from './returned-units';
import { isFinalRefusal } from '@/lib/refusal-groups';

export type Refundable = NonNullable<LedgerEntry['refundable']>;

/** A payment with money left to give back: the entries the ledger offers the Refund action on. */
export function canRefund(entry: LedgerEntry): boolean {
  return entry.type === 'payment' && centsOf(entry.refundable?.remaining) > 0;
}

export const REFUND_MESSAGES = {
  amount: 'Enter the amount to refund, such as 40.00.',
  /** The API's words (order-to-cash CREDIT_MEMO_MESSAGES.overRefund), said before sending. */
  overPayment: (tranId: string, leftCents: number) =>
    `${tranId}: Cannot refund more than ${usd(leftCents / 100)}, what is left of the payment.`,
  nothingReturned: 'The units entered come to $0.00: there is nothing to refund.',
  reason: 'Enter the reason the customer will read.',
} as const;

/**
 * The API answered and nothing was refunded (a refusal, stored under the key): the next send is a
 * new request and needs a new key. A lost answer, a server error or outage, a conflict (a request
 * still running) or a rate limit may yet have refunded: the key stays, so sending again finds that refund.
 */
function refusedForGood(error: unknown): boolean {
  return isFinalRefusal(error);
}

type Problem = { field: 'amount' | 'reason' | 'lines'; message: string };

interface RefundValues {
  basis: CreditBasis;
  amount: string;
  reason: string;
  /** Units typed per invoice line, when the basis is the units returned. */
  returned: TypedUnits;
}

/**
 * What the form sends, or the first thing to put right: units returned (`returned`) or an amount
 * (`dollars`, null when it is not dollars and cents), never more than is left of the payment, and
 * the reason. The API checks all of it again.
 */
function checkRefund(input: {
  tranId: string;
  leftCents: number;
  returned: { lines: readonly InvoiceLine[]; typed: TypedUnits } | null;
  dollars: number | null;
  reason: string;
}): { body: RefundPaymentBody } | { problem: Problem } {
  let refund: Pick<RefundPaymentBody, 'amount' | 'lines'>;
  let cents: number;
  if (input.returned) {
    const chosen = returnedLines(input.returned.lines, input.returned.typed);
    if ('problem' in chosen) return { problem: { field: 'lines', message: chosen.problem } };
    cents = returnedCents(input.returned.lines, input.returned.typed);
    if (cents <= 0) return { problem: { field: 'lines', message: REFUND_MESSAGES.nothingReturned } };
    refund = { lines: chosen.lines };
  } else {
    if (input.dollars === null) return { problem: { field: 'amount', message: REFUND_MESSAGES.amount } };
    // The contract's own rule for an amount: a cent or more, in whole cents.
    const amount = PositiveAmount.safeParse(input.dollars);
    if (!amount.success) {
      const message = amount.error.issues[0]?.message ?? REFUND_MESSAGES.amount;
      return { problem: { field: 'amount', message } };
    }
    cents = centsOf(amount.data);
    refund = { amount: amount.data };
  }
  if (cents > input.leftCents) {
    const message = REFUND_MESSAGES.overPayment(input.tranId, input.leftCents);
    return { problem: { field: input.returned ? 'lines' : 'amount', message } };
  }
  const reason = input.reason.trim();
  if (!reason) return { problem: { field: 'reason', message: REFUND_MESSAGES.reason } };
  return { body: { ...refund, reason } };
}

export function RefundPaymentDialog({
  payment,
  refundable,
  onClose,
}: {
  payment: LedgerEntry;
  refundable: Refundable;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const invoice = refundable.invoice;
  // One key for this opened form (the dialog mounts it afresh each time it opens).
  const [key, setKey] = useState(newIdempotencyKey);
  const paidCents = Math.abs(centsOf(payment.amount));
  const leftCents = centsOf(refundable.remaining);
  const {
    register,
    handleSubmit,
    setValue,
    clearErrors,
    control,
    formState: { errors },
  } = useForm<RefundValues>({
    defaultValues: { basis: 'amount', amount: '', reason: '', returned: {} },
    // A problem goes when its field is typed in, and is looked for again on the next send.
    reValidateMode: 'onSubmit',
    // The form's own checks in their order (checkRefund), then the contract's body.
    resolver: (values, context, options) => {
      const checked = checkRefund(inputOf(values));
      if ('problem' in checked) {
        const { field, message } = checked.problem;
        return schemaResolver<RefundValues>(null, undefined, () => ({
          [field === 'lines' ? 'root' : field]: message,
        }))(values, context, options);
      }
      return schemaResolver<RefundValues>(RefundPaymentBody, () => checked.body)(values, context, options);
    },
  });
  const [basis, amount, returned] = useWatch({ control, name: ['basis', 'amount', 'returned'] });
  const forReturns = invoice !== null && basis === 'returns';
  const lines = useQuery({ ...invoiceLinesQuery(invoice?.id ?? 0), enabled: forReturns });
  const mutation = useMutation({
    mutationFn: (body: RefundPaymentBody) => refundPayment(payment.id, body, key),
    onError: (error) => {
      if (refusedForGood(error)) setKey(newIdempotencyKey());
    },
    // The ledger gains the refund and its memo and the payment has less left; the invoice's lines
    // have units credited. A refusal by the gateway writes too (a refused refund, its memo's credit).
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  });

  function inputOf(values: RefundValues) {
    const byUnits = invoice !== null && values.basis === 'returns';
    return {
      tranId: payment.tranId,
      leftCents,
      returned: byUnits ? { lines: lines.data?.lines ?? [], typed: values.returned } : null,
      dollars: dollarsOf(values.amount),
      reason: values.reason,
    };
  }

  const typedDollars = dollarsOf(amount);
  const toRefundCents = forReturns
    ? returnedCents(lines.data?.lines ?? [], returned)
    : typedDollars === null
      ? 0
      : centsOf(typedDollars);
  const memoTarget = invoice ? `against ${invoice.tranId}` : 'on the account';

  const onSubmit = handleSubmit((values) => {
    const checked = checkRefund(inputOf(values));
    if ('body' in checked) mutation.mutate(checked.body);
  });

  const done = mutation.data;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={`Refund ${payment.tranId}`}
        description={
          <>
            Paid {day(payment.date)} by {refundable.methodLabel}
            {invoice && (
              <>
                {' '}
                for <span className="whitespace-nowrap">{invoice.tranId}</span>
              </>
            )}
            . The refund goes back to it.
          </>
        }
        wide
      >
        <dl className="mb-4 divide-y divide-slate-100 rounded-lg border border-slate-200 text-sm">
          {(
            [
              ['Payment', paidCents],
              ['Refunded before', paidCents - leftCents],
              ['Left to refund', leftCents],
            ] as const
          ).map(([label, cents]) => (
            <div key={label} className="flex justify-between gap-4 px-3 py-2">
              <dt className="text-slate-600">{label}</dt>
              <dd className="font-semibold text-navy-900 tabular-nums">{usd(cents / 100)}</dd>
            </div>
          ))}
        </dl>
        {done ? (
          <div className="space-y-4">
            {done.refund.status === 'failed' ? (
              <FormNotice tone="error">
                {done.refund.tranId} was refused by the payment gateway. The credit stays on the account as
                credit memo {done.creditMemo.tranId}.
              </FormNotice>
            ) : (
              <FormNotice tone="success">
                {done.refund.status === 'done'
                  ? `${done.refund.tranId}: ${usd(done.refund.amount)} refunded to ${refundable.methodLabel}.`
                  : `${done.refund.tranId}: ${usd(done.refund.amount)} to ${refundable.methodLabel} is recorded; the payment gateway has not confirmed it yet and is asked again until it does.`}{' '}
                Credit memo {done.creditMemo.tranId} {memoTarget} records it.
              </FormNotice>
            )}
            <DialogClose asChild>
              <Button>Done</Button>
            </DialogClose>
          </div>
        ) : (
          <form noValidate className="space-y-4" onSubmit={(event) => void onSubmit(event)}>
            {invoice ? (
              <fieldset className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
                <legend className="mb-1 font-semibold text-navy-900">Refund for</legend>
                {CREDIT_BASES.map(([value, label]) => (
                  <label key={value} className="flex items-center gap-2">
                    <input
                      type="radio"
                      value={value}
                      {...register('basis', { onChange: () => clearErrors() })}
                    />
                    {label}
                  </label>
                ))}
              </fieldset>
            ) : (
              <p className="text-sm text-slate-600">
                This payment paid more than one invoice: refund an amount. Its credit memo is on the account.
              </p>
            )}
            {forReturns ? (
              <ReturnedUnits
                invoiceId={invoice.id}
                typed={returned}
                onType={(lineId, text) => {
                  setValue('returned', { ...returned, [lineId]: text });
                  clearErrors('root');
                }}
              />
            ) : (
              <TextField
                label="Amount to refund ($)"
                inputMode="decimal"
                autoComplete="off"
                hint={`At most ${usd(leftCents / 100)}.`}
                error={errors.amount?.message}
                {...register('amount', { onChange: () => clearErrors('amount') })}
                containerClassName="sm:max-w-xs"
              />
            )}
            <TextField
              label="Reason"
              maxLength={200}
              hint="The customer reads it on the credit memo. 200 characters at most."
              error={errors.reason?.message}
              {...register('reason', { onChange: () => clearErrors('reason') })}
            />
            <p
              className="rounded-lg border border-navy-100 bg-navy-50 px-4 py-3 text-sm text-navy-900"
              aria-live="polite"
            >
              {toRefundCents > 0 ? (
                <>
                  To refund: <strong className="tabular-nums">{usd(toRefundCents / 100)}</strong>
                  {forReturns ? ' (the units returned at the invoiced prices)' : ''} to{' '}
                  {refundable.methodLabel}, with a credit memo {memoTarget} that the refund uses at once.
                </>
              ) : forReturns ? (
                'Enter the units that came back to see what will be refunded.'
              ) : (
                'Enter an amount to see what will be refunded.'
              )}
            </p>
            {errors.root?.message && <FormNotice tone="error">{errors.root.message}</FormNotice>}
            <ErrorNotice error={mutation.error} />
            <div className="flex flex-wrap gap-3">
              <Button type="submit" disabled={mutation.isPending}>
                {mutation.isPending ? 'Refunding…' : 'Refund payment'}
              </Button>
              <DialogClose asChild>
                <Button variant="outline">Cancel</Button>
              </DialogClose>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
