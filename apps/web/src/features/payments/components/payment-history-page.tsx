// Payment History (/myaccount/menu/paymenthistory; storefront spec §2.3, §3 page sizes; issue 18
// point 4): the account's payments, newest first, 10 a page, each linking to its details. A
// narrow screen scrolls the table sideways inside a focusable region.
import { useState } from 'react';
import { Link } from 'react-router';

import { DocumentTable, cellClass } from '@/components/transaction/document-table';
import { Pager } from '@/components/ui/pager';
import { formatStoreDate, formatDollarsUsd } from '@/lib/format';

import { usePayments } from '../api/payments';
import { QueryStatus } from './payment-parts';

const money = (dollars: number | undefined) => (dollars === undefined ? '' : formatDollarsUsd(dollars));

export function PaymentHistoryPage({ paymentHref }: { paymentHref: (id: number) => string }) {
  const [page, setPage] = useState(1);
  const payments = usePayments(page);
  if (!payments.data) return <QueryStatus query={payments} what="payments" />;
  const data = payments.data;
  if (data.results.length === 0)
    return (
      <p className="rounded-2xl border border-slate-200 bg-white px-5 py-8 text-center text-sm text-slate-600">
        No payments yet.
      </p>
    );
  return (
    <section aria-labelledby="payments-heading" className="rounded-2xl border border-slate-200 bg-white">
      <h2 id="payments-heading" className="sr-only">
        Payments
      </h2>
      <DocumentTable
        labelledBy="payments-heading"
        columns={[
          { label: 'Payment' },
          { label: 'Date' },
          { label: 'Method' },
          { label: 'Status' },
          { label: 'Amount', numeric: true },
          { label: 'Unapplied', numeric: true },
        ]}
      >
        {data.results.map((payment) => (
          <tr key={payment.id}>
            <td className={`${cellClass()} font-semibold`}>
              <Link className="text-brand-700 underline" to={paymentHref(payment.id)}>
                {payment.tranId}
              </Link>
            </td>
            <td className={cellClass('date')}>{formatStoreDate(payment.date)}</td>
            <td className={cellClass()}>{payment.methodLabel}</td>
            <td className={cellClass()}>{payment.status}</td>
            <td className={cellClass('numeric')}>{money(payment.amount)}</td>
            <td className={cellClass('numeric')}>{money(payment.unapplied)}</td>
          </tr>
        ))}
      </DocumentTable>
      <Pager
        label="Payments pages"
        page={data.page}
        pages={data.pages}
        total={data.total}
        noun="payments"
        onPage={setPage}
      />
    </section>
  );
}
