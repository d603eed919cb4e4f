// Make a Payment, step 4 (/myaccount/menu/payment/confirmation; issue 18 point 3): what the payment
// did, as createPayment answered it (kept in sessionStorage so a reload shows it again): the payment
// number, the amount charged and the fee, each invoice's new balance, the receipt PDF and the way to
// the payment's details.
import { Link } from 'react-router';
import { CircleCheck } from 'lucide-react';
import { dollarsToCents } from '@medsupply/domain';

import { PdfButton } from '@/components/transaction/pdf-button';
import { buttonStyles } from '@/components/ui/button';
import { formatUsd } from '@/lib/format';
import { LoadingBlock } from '@/components/ui/query-view';

import { paymentReceiptPdf } from '../api/payments';
import { usePaymentResult } from '../lib/payment-draft';
import { NoDraft, PaymentSteps, PaymentSummary } from './payment-parts';

export interface PaymentConfirmationPageProps {
  owner: string | null;
  createHref: string;
  invoicesHref: string;
  paymentHref: (id: number) => string;
  openUrl?: (url: string) => void;
}

const cents = (dollars: number | undefined) => dollarsToCents(dollars ?? 0);

export function PaymentConfirmationPage({
  owner,
  createHref,
  invoicesHref,
  paymentHref,
  openUrl,
}: PaymentConfirmationPageProps) {
  const [stored] = usePaymentResult(owner);
  if (stored === undefined) return <LoadingBlock label="Loading your payment" />;
  if (!stored) return <NoDraft createHref={createHref} />;
  const { result, methodLabel } = stored;
  const payment = result.payment;
  return (
    <div className="space-y-5">
      <PaymentSteps current={3} />
      <section
        aria-labelledby="confirmation-heading"
        className="flex flex-wrap items-start gap-4 rounded-2xl border border-emerald-200 bg-emerald-50 p-5"
      >
        <CircleCheck className="size-8 shrink-0 text-emerald-700" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <h2 id="confirmation-heading" className="text-lg font-semibold text-navy-900">
            {/* The payment number never breaks at its hyphen. */}
            {payment ? (
              <>
                Thank you. Payment <span className="whitespace-nowrap">{payment.tranId}</span> has been
                received.
              </>
            ) : (
              'Your credits have been applied.'
            )}
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            {payment
              ? `${formatUsd(cents(result.charged) + cents(result.convenienceFee))} was charged to ${methodLabel ?? payment.methodLabel}. A receipt is on its way by e-mail.`
              : 'Nothing was charged. A confirmation is on its way by e-mail.'}
          </p>
        </div>
        {payment && (
          <PdfButton
            generate={() => paymentReceiptPdf(payment.id)}
            label="Download receipt"
            variant="outline"
            openUrl={openUrl}
          />
        )}
      </section>
      <section aria-label="Invoices paid" className="rounded-2xl border border-slate-200 bg-white">
        <h2 className="border-b border-slate-200 px-5 py-4 text-base font-semibold text-navy-900">
          Invoices paid
        </h2>
        <ul className="divide-y divide-slate-100">
          {result.invoices.map((invoice) => (
            <li key={invoice.id} className="flex flex-wrap justify-between gap-2 px-5 py-3 text-sm">
              <span>
                <span className="font-semibold text-navy-900">{invoice.tranId}</span> · {invoice.status}
              </span>
              <span className="tabular-nums">Balance {formatUsd(cents(invoice.amountDue))}</span>
            </li>
          ))}
        </ul>
      </section>
      <PaymentSummary
        rows={[
          { term: 'Charged', cents: cents(result.charged) },
          { term: 'Card convenience fee', cents: cents(result.convenienceFee) },
          { term: 'Total', cents: cents(result.charged) + cents(result.convenienceFee), strong: true },
        ]}
      >
        <div className="mt-4 flex flex-wrap justify-end gap-3">
          <Link className={buttonStyles({ variant: 'outline' })} to={invoicesHref}>
            Back to invoices
          </Link>
          {payment && (
            <Link className={buttonStyles({ variant: 'primary' })} to={paymentHref(payment.id)}>
              View payment details
            </Link>
          )}
        </div>
      </PaymentSummary>
    </div>
  );
}
