// Payment History (/myaccount/menu/paymenthistory; storefront spec §2.3, §3 page sizes; issue 18
// point 4): the account's payments, newest first, 10 a page, each linking to its details. The
// table stacks into cards on a narrow screen (DataTable).
import { useState } from 'react';
import { Link } from 'react-router';

import { DataTable } from '@/components/ui/data-table';
import { Pager } from '@/components/ui/pager';
import { QueryView } from '@/components/ui/query-view';
import { formatStoreDate, formatDollarsUsd } from '@/lib/format';

import { usePayments } from '../api/payments';

const money = (dollars: number | undefined) => (dollars === undefined ? '' : formatDollarsUsd(dollars));

export function PaymentHistoryPage({ paymentHref }: { paymentHref: (id: number) => string }) {
  const [page, setPage] = useState(1);
  const payments = usePayments(page);
  return (
    <QueryView
      query={payments}
      what="payments"
      isEmpty={(data) => data.results.length === 0}
      empty="No payments yet."
    >
      {(data) => (
        <section aria-labelledby="payments-heading" className="rounded-2xl border border-slate-200 bg-white">
          <h2 id="payments-heading" className="sr-only">
            Payments
          </h2>
          <DataTable
            labelledBy="payments-heading"
            rows={data.results}
            rowKey={(payment) => payment.id}
            columns={[
              {
                label: 'Payment',
                role: 'identity',
                cell: (payment) => (
                  <Link className="text-brand-700 underline" to={paymentHref(payment.id)}>
                    {payment.tranId}
                  </Link>
                ),
              },
              { label: 'Date', date: true, cell: (payment) => formatStoreDate(payment.date) },
              { label: 'Method', cell: (payment) => payment.methodLabel },
              { label: 'Status', role: 'status', cell: (payment) => payment.status },
              { label: 'Amount', role: 'amount', numeric: true, cell: (payment) => money(payment.amount) },
              { label: 'Unapplied', numeric: true, cell: (payment) => money(payment.unapplied) },
            ]}
          />
          <Pager
            label="Payments pages"
            page={data.page}
            pages={data.pages}
            total={data.total}
            noun="payments"
            onPage={setPage}
          />
        </section>
      )}
    </QueryView>
  );
}
