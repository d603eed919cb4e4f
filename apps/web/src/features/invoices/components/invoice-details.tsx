// Invoice Details (/myaccount/menu/invoicedetails?id=…; storefront spec §2.2, §3 Billing; issue 18
// point 1): the invoice's header, bill-to and ship-to, lines, totals, the order it bills and that
// order's shipments (tracking links), the payments and credits applied, the amount due, and
// "Download PDF" (generatePDF answers a short-lived signed link, which opens in a new tab).
import { Link } from 'react-router';

import {
  AddressLines,
  Fact,
  itemColumn,
  ShipmentsSection,
  TotalsList,
} from '@/components/transaction/document-parts';
import { PdfButton } from '@/components/transaction/pdf-button';
import { buttonStyles } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { QueryView } from '@/components/ui/query-view';
import { formatStoreDate, formatDollarsUsd } from '@/lib/format';

import { invoicePdf, useInvoiceDetails } from '../api/invoices';

type InvoiceDetailsData = NonNullable<ReturnType<typeof useInvoiceDetails>['data']>;

const money = (dollars: number | undefined) => (dollars === undefined ? '' : formatDollarsUsd(dollars));

export interface InvoiceDetailsProps {
  id: number;
  /** Where the billed order links (Order Details). */
  orderHref: (id: number) => string;
  /** Make a Payment with this invoice selected. */
  payHref?: (id: number) => string;
  /** Opens the PDF's link (a new tab in the browser). */
  openUrl?: (url: string) => void;
}

export function InvoiceDetails({ id, orderHref, payHref, openUrl }: InvoiceDetailsProps) {
  const query = useInvoiceDetails(id);

  return (
    <QueryView query={query} what="invoice" loading="panel">
      {(data) => (
        <InvoiceView invoice={data.invoice} orderHref={orderHref} payHref={payHref} openUrl={openUrl} />
      )}
    </QueryView>
  );
}

function InvoiceView({
  invoice,
  orderHref,
  payHref,
  openUrl,
}: Omit<InvoiceDetailsProps, 'id'> & { invoice: InvoiceDetailsData['invoice'] }) {
  return (
    <div className="space-y-5">
      <section aria-labelledby="invoice-heading" className="rounded-2xl border border-slate-200 bg-white p-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="invoice-heading" className="text-lg font-semibold text-navy-900">
            Invoice {invoice.tranId}
          </h2>
          <div className="flex flex-wrap items-center gap-3">
            {payHref && (invoice.amountDue ?? 0) > 0 && (
              <Link className={buttonStyles({ variant: 'outline' })} to={payHref(invoice.id)}>
                Pay this invoice
              </Link>
            )}
            <PdfButton generate={() => invoicePdf(invoice.id)} openUrl={openUrl} />
          </div>
        </div>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Fact term="Invoice date">{formatStoreDate(invoice.date)}</Fact>
          <Fact term="Status">{invoice.status}</Fact>
          <Fact term="Due date">{formatStoreDate(invoice.dueDate)}</Fact>
          <Fact term="Days overdue">{invoice.daysOverdue}</Fact>
          {invoice.amountDue !== undefined && <Fact term="Amount due">{money(invoice.amountDue)}</Fact>}
          <Fact term="Terms">{invoice.terms ?? '—'}</Fact>
          <Fact term="PO number">{invoice.poNumber ?? '—'}</Fact>
          <Fact term="Sales order">
            {invoice.salesOrder ? (
              <Link className="text-brand-700 underline" to={orderHref(invoice.salesOrder.id)}>
                {invoice.salesOrder.tranId}
              </Link>
            ) : (
              '—'
            )}
          </Fact>
          <Fact term="Shipping method">{invoice.shippingMethod ?? '—'}</Fact>
          <Fact term="Bill to">
            <AddressLines address={invoice.billAddress} />
          </Fact>
          <Fact term="Ship to">
            {invoice.shipAddress ? <AddressLines address={invoice.shipAddress} /> : '—'}
          </Fact>
        </dl>
      </section>

      <section
        aria-labelledby="invoice-lines-heading"
        className="rounded-2xl border border-slate-200 bg-white"
      >
        <h2
          id="invoice-lines-heading"
          className="border-b border-slate-200 px-5 py-4 text-base font-semibold text-navy-900"
        >
          Items
        </h2>
        <DataTable
          labelledBy="invoice-lines-heading"
          rows={invoice.lines}
          rowKey={(line, index) => `${line.itemId}-${index}`}
          columns={[
            itemColumn(),
            { label: 'Unit', cell: (line) => line.unit },
            { label: 'Quantity', numeric: true, cell: (line) => line.quantity },
            { label: 'Rate', numeric: true, cell: (line) => money(line.rate) },
            { label: 'Amount', role: 'amount', numeric: true, cell: (line) => money(line.amount) },
          ]}
        />
        {invoice.total !== undefined && (
          <TotalsList
            label="Invoice totals"
            rows={[
              { term: 'Subtotal', value: money(invoice.subtotal) },
              { term: 'Shipping', value: money(invoice.shipping) },
              { term: 'Tax', value: money(invoice.tax) },
              { term: 'Total', value: money(invoice.total), strong: true },
              { term: 'Paid and credited', value: money(invoice.amountPaid) },
              { term: 'Amount due', value: money(invoice.amountDue), strong: true },
            ]}
          />
        )}
      </section>

      <ShipmentsSection shipments={invoice.shipments} />

      <section aria-labelledby="applied-heading" className="rounded-2xl border border-slate-200 bg-white p-5">
        <h2 id="applied-heading" className="text-base font-semibold text-navy-900">
          Payments and credits
        </h2>
        {invoice.applied.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">No payments or credits applied yet.</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-100">
            {invoice.applied.map((applied) => (
              <li
                key={`${applied.kind}-${applied.id}`}
                className="flex flex-wrap justify-between gap-2 py-3 text-sm"
              >
                <span>
                  <span className="font-semibold">{applied.tranId}</span> ·{' '}
                  {applied.kind === 'payment' ? 'Payment' : 'Credit memo'} · {formatStoreDate(applied.date)}
                </span>
                <span className="tabular-nums">{money(applied.amount)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
