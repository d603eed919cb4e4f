// Payment Details (/myaccount/menu/paymentdetails?id=…; issue 18 point 4): what one payment paid
// (each invoice, what it applied and the invoice's balance now), the credits used in it, the
// method, the convenience fee, and the receipt PDF.
import { Link } from 'react-router';

import { Fact } from '@/components/transaction/document-parts';
import { DataTable } from '@/components/ui/data-table';
import { PdfButton } from '@/components/transaction/pdf-button';
import { QueryView } from '@/components/ui/query-view';
import { formatStoreDate, formatDollarsUsd } from '@/lib/format';

import { paymentReceiptPdf, usePaymentDetails } from '../api/payments';

const money = (dollars: number | undefined) => (dollars === undefined ? '' : formatDollarsUsd(dollars));

export interface PaymentDetailsProps {
  id: number;
  invoiceHref: (id: number) => string;
  openUrl?: (url: string) => void;
}

export function PaymentDetails({ id, invoiceHref, openUrl }: PaymentDetailsProps) {
  const query = usePaymentDetails(id);
  return (
    <QueryView query={query} what="payment">
      {({ payment }) => (
        <div className="space-y-5">
          <section
            aria-labelledby="payment-heading"
            className="rounded-2xl border border-slate-200 bg-white p-5"
          >
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="payment-heading" className="text-lg font-semibold text-navy-900">
                Payment {payment.tranId}
              </h2>
              <PdfButton
                generate={() => paymentReceiptPdf(payment.id)}
                label="Download receipt"
                openUrl={openUrl}
              />
            </div>
            <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              <Fact term="Date">{formatStoreDate(payment.date)}</Fact>
              <Fact term="Status">{payment.status}</Fact>
              <Fact term="Method">{payment.methodLabel}</Fact>
              <Fact term="Amount">{money(payment.amount)}</Fact>
              <Fact term="Convenience fee">{money(payment.convenienceFee)}</Fact>
              <Fact term="Unapplied">{money(payment.unapplied)}</Fact>
              <Fact term="Reference">
                {/* A gateway's reference is one long word: it wraps anywhere rather than widen the page. */}
                <span className="break-all">{payment.reference ?? '—'}</span>
              </Fact>
              <Fact term="Memo">{payment.memo ?? '—'}</Fact>
            </dl>
          </section>
          <section aria-labelledby="paid-heading" className="rounded-2xl border border-slate-200 bg-white">
            <h2
              id="paid-heading"
              className="border-b border-slate-200 px-5 py-4 text-base font-semibold text-navy-900"
            >
              Invoices paid
            </h2>
            {payment.invoices.length === 0 ? (
              <p className="px-5 py-4 text-sm text-slate-600">
                This payment has not been applied to an invoice yet.
              </p>
            ) : (
              <DataTable
                labelledBy="paid-heading"
                rows={payment.invoices}
                rowKey={(invoice) => invoice.id}
                columns={[
                  {
                    label: 'Invoice',
                    role: 'identity',
                    cell: (invoice) => (
                      <Link className="text-brand-700 underline" to={invoiceHref(invoice.id)}>
                        {invoice.tranId}
                      </Link>
                    ),
                  },
                  { label: 'Due date', date: true, cell: (invoice) => formatStoreDate(invoice.dueDate) },
                  {
                    label: 'Applied',
                    role: 'amount',
                    numeric: true,
                    cell: (invoice) => money(invoice.applied),
                  },
                  { label: 'Balance now', numeric: true, cell: (invoice) => money(invoice.amountDue) },
                ]}
              />
            )}
          </section>
          {payment.creditsUsed.length > 0 && (
            <section
              aria-labelledby="credits-used-heading"
              className="rounded-2xl border border-slate-200 bg-white p-5"
            >
              <h2 id="credits-used-heading" className="text-base font-semibold text-navy-900">
                Credits used
              </h2>
              <ul className="mt-3 divide-y divide-slate-100">
                {payment.creditsUsed.map((credit) => (
                  <li key={`${credit.kind}-${credit.id}`} className="flex justify-between gap-2 py-3 text-sm">
                    <span>
                      <span className="font-semibold">{credit.tranId}</span> ·{' '}
                      {credit.kind === 'credit-memo' ? 'Credit memo' : 'Earlier payment'}
                    </span>
                    <span className="tabular-nums">{money(credit.amount)}</span>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      )}
    </QueryView>
  );
}
