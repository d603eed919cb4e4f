// Make a Payment, step 3 (/myaccount/menu/payment/review; issue 18 point 3): what will be paid,
// the credits used, the method, a card's convenience fee and the total; Submit payment shows the
// 'Processing Payment' loader ('Verifying Payment Details' after 3000 ms) and calls createPayment
// with this review's Idempotency-Key, so a double submit or a retry after a lost answer moves the
// money once. A refusal keeps the buyer here with the server's message. While a card's fee is
// asked for, the fee and the total say 'Calculating…'; if it cannot be had they say so, with a way
// to try again, and the payment waits: no $0.00 stands in for a figure not known (issue 31 point 2).
import type { CreatePaymentResponse } from '@medsupply/contract';
import { LOADER_SUBTEXT_DELAYS_MS, dollarsToCents } from '@medsupply/domain';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';

import { Button, buttonStyles } from '@/components/ui/button';
import { FormNotice } from '@/components/ui/field';
import { ProcessingOverlay } from '@/components/ui/processing-overlay';
import { isRefusal } from '@/lib/refusal';
import { isConflict } from '@/lib/refusal-groups';
import { formatUsd } from '@/lib/format';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { LoadFailed, LoadingBlock } from '@/components/ui/query-view';

import { useConvenienceFee, useCreatePayment } from '../api/payments';
import { paymentRequest, usePaymentDraft, usePaymentResult } from '../lib/payment-draft';
import type { DraftLine, PaymentDraft } from '../lib/payment-draft';
import { NoDraft, PaymentSteps, PaymentSummary } from './payment-parts';
import type { SummaryRow } from './payment-parts';

export interface PaymentReviewPageProps {
  owner: string | null;
  createHref: string;
  methodHref: string;
  confirmationHref: string;
}

export function PaymentReviewPage(props: PaymentReviewPageProps) {
  const { owner } = props;
  const [draft, setDraft] = usePaymentDraft(owner);
  const [, setResult] = usePaymentResult(owner);
  if (owner === null || draft === undefined) return <LoadingBlock label="Loading your payment" />;
  if (!draft) return <NoDraft createHref={props.createHref} />;
  if (draft.chargeCents > 0 && draft.method === null)
    return (
      <p className="rounded-2xl border border-slate-200 bg-white px-5 py-8 text-center text-sm text-slate-700">
        Choose how you would like to pay first.{' '}
        <Link className="text-brand-700 underline" to={props.methodHref}>
          Choose a payment method
        </Link>
        .
      </p>
    );
  return (
    <Review
      {...props}
      owner={owner}
      draft={draft}
      setDraft={setDraft}
      onPaid={(result) => {
        setResult({
          owner,
          result,
          methodLabel: draft.chargeCents > 0 ? (draft.method?.label ?? null) : null,
        });
        setDraft(null);
      }}
    />
  );
}

/**
 * A definite refusal: the same key would replay it, so the next attempt takes a new one. Not a
 * conflict (the first request with the key may still be running).
 */
const isDefiniteRefusal = (error: unknown) => isRefusal(error) && !isConflict(error);

function Review({
  draft,
  setDraft,
  onPaid,
  createHref,
  methodHref,
  confirmationHref,
}: Omit<PaymentReviewPageProps, 'owner'> & {
  owner: string;
  draft: PaymentDraft;
  setDraft: (draft: PaymentDraft) => void;
  onPaid: (result: CreatePaymentResponse) => void;
}) {
  const navigate = useNavigate();
  const isCard = draft.chargeCents > 0 && draft.method?.isCard === true;
  const fee = useConvenienceFee(draft.chargeCents, isCard);
  const pay = useCreatePayment();
  const [error, setError] = useState<string | null>(null);
  const feeCents = isCard ? dollarsToCents(fee.data?.convenienceFeeTotal ?? 0) : 0;
  const feeState: SummaryRow['state'] = !isCard
    ? undefined
    : fee.isError
      ? 'unavailable'
      : fee.isPending
        ? 'calculating'
        : undefined;
  const feeFailed = feeState === 'unavailable';
  const creditsCents = [...draft.creditMemos, ...draft.unappliedPayments].reduce(
    (sum, l) => sum + l.applyCents,
    0,
  );
  const invoicesCents = draft.invoices.reduce((sum, line) => sum + line.applyCents, 0);

  const submit = () => {
    setError(null);
    pay.mutate(
      { request: paymentRequest(draft), key: draft.idempotencyKey },
      {
        onSuccess: (result) => {
          onPaid(result);
          void navigate(confirmationHref);
        },
        onError: (failure) => {
          setError(failure.message);
          if (isDefiniteRefusal(failure)) setDraft({ ...draft, idempotencyKey: newIdempotencyKey() });
        },
      },
    );
  };

  return (
    <div className="space-y-5">
      <PaymentSteps current={2} />
      <ReviewList title="Invoices" lines={draft.invoices} />
      {creditsCents > 0 && (
        <ReviewList title="Credits used" lines={[...draft.creditMemos, ...draft.unappliedPayments]} />
      )}
      <section aria-labelledby="review-method" className="rounded-2xl border border-slate-200 bg-white p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="review-method" className="text-base font-semibold text-navy-900">
            Payment method
          </h2>
          {draft.chargeCents > 0 && (
            <Link className="text-sm text-brand-700 underline" to={methodHref}>
              Change
            </Link>
          )}
        </div>
        <p className="mt-2 text-sm text-slate-800">
          {draft.chargeCents === 0
            ? 'Your credits pay these invoices in full: nothing is charged.'
            : `${draft.method?.label ?? ''}${draft.method?.kind === 'new' && draft.method.save ? ' (will be saved)' : ''}`}
        </p>
      </section>
      {error && (
        <FormNotice tone="error">
          {error}{' '}
          <Link className="underline" to={createHref}>
            Change the amounts
          </Link>
        </FormNotice>
      )}
      <PaymentSummary
        rows={[
          { term: 'Invoices', cents: invoicesCents },
          { term: 'Credits applied', cents: creditsCents, minus: true },
          ...(isCard ? [{ term: 'Card convenience fee', cents: feeCents, state: feeState }] : []),
          { term: 'Total to charge', cents: draft.chargeCents + feeCents, strong: true, state: feeState },
        ]}
      >
        {feeFailed && (
          <LoadFailed
            className="mt-3"
            message="The card convenience fee could not be calculated, so the total is not known yet."
            onRetry={() => void fee.refetch()}
          />
        )}
        <div className="mt-4 flex flex-wrap justify-between gap-3">
          <Link
            className={buttonStyles({ variant: 'outline', size: 'lg' })}
            to={draft.chargeCents > 0 ? methodHref : createHref}
          >
            Back
          </Link>
          <Button size="lg" onClick={submit} disabled={pay.isPending || feeState !== undefined}>
            Submit payment
          </Button>
        </div>
      </PaymentSummary>
      {pay.isPending && (
        <ProcessingOverlay
          title="Processing Payment"
          subText="Verifying Payment Details"
          subTextAfterMs={LOADER_SUBTEXT_DELAYS_MS[0]}
        />
      )}
    </div>
  );
}

function ReviewList({ title, lines }: { title: string; lines: DraftLine[] }) {
  return (
    <section aria-label={title} className="rounded-2xl border border-slate-200 bg-white">
      <h2 className="border-b border-slate-200 px-5 py-4 text-base font-semibold text-navy-900">{title}</h2>
      <ul className="divide-y divide-slate-100">
        {lines.map((line) => (
          <li key={line.number} className="flex justify-between gap-3 px-5 py-3 text-sm">
            <span className="font-semibold text-navy-900">{line.number}</span>
            <span className="tabular-nums">{formatUsd(line.applyCents)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
