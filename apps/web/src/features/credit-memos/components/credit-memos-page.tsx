// Credit Memos (/myaccount/menu/creditmemos, hasCreditMemoAccess; storefront spec §2.3, §6; issue
// 18 point 5): the account's credit memos with what each has left (total − applied), 10 a page,
// all of them or only those with a remaining balance; a memo's details (where it was applied, its PDF) open above the list
// (`?id=`), and Apply starts a payment with that memo selected at its remaining balance.
import { useState } from 'react';
import { Link } from 'react-router';

import { Fact } from '@/components/transaction/document-parts';
import { PdfButton } from '@/components/transaction/pdf-button';
import { buttonStyles } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { SelectField } from '@/components/ui/field';
import { Pager } from '@/components/ui/pager';
import { QueryView } from '@/components/ui/query-view';
import { formatStoreDate, formatDollarsUsd } from '@/lib/format';

import { creditMemoPdf, useCreditMemo, useCreditMemos } from '../api/credit-memos';
import type { CreditMemoStatus } from '../api/credit-memos';

const money = (dollars: number | undefined) => (dollars === undefined ? '' : formatDollarsUsd(dollars));

export interface CreditMemosPageProps {
  /** The memo whose details show (the page's `?id=`), or null. */
  selectedId: number | null;
  memoHref: (id: number) => string;
  invoiceHref: (id: number) => string;
  applyHref: (id: number) => string;
  openUrl?: (url: string) => void;
}

export function CreditMemosPage({
  selectedId,
  memoHref,
  invoiceHref,
  applyHref,
  openUrl,
}: CreditMemosPageProps) {
  const [status, setStatus] = useState<CreditMemoStatus>('all');
  const [page, setPage] = useState(1);
  const memos = useCreditMemos(page, status);
  return (
    <div className="space-y-5">
      {selectedId !== null && (
        <CreditMemoDetails
          key={selectedId}
          id={selectedId}
          invoiceHref={invoiceHref}
          applyHref={applyHref}
          openUrl={openUrl}
        />
      )}
      <div className="max-w-xs">
        <SelectField
          label="Show"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value === 'open' ? 'open' : 'all');
            setPage(1);
          }}
        >
          <option value="all">All credit memos</option>
          <option value="open">With a remaining balance</option>
        </SelectField>
      </div>
      <QueryView
        query={memos}
        what="credit memos"
        isEmpty={(page) => page.results.length === 0}
        empty="No credit memos to show."
      >
        {(page) => (
          <section aria-labelledby="memos-heading" className="rounded-2xl border border-slate-200 bg-white">
            <h2 id="memos-heading" className="sr-only">
              Credit memos
            </h2>
            <DataTable
              labelledBy="memos-heading"
              rows={page.results}
              rowKey={(memo) => memo.id}
              isCurrent={(memo) => memo.id === selectedId}
              columns={[
                {
                  label: 'Credit memo',
                  role: 'identity',
                  cell: (memo) => (
                    <Link className="text-brand-700 underline" to={memoHref(memo.id)}>
                      {memo.tranId}
                    </Link>
                  ),
                },
                { label: 'Date', date: true, cell: (memo) => formatStoreDate(memo.date) },
                { label: 'Reason', minor: true, cell: (memo) => memo.reason },
                {
                  label: 'Invoice',
                  nowrap: true,
                  cell: (memo) =>
                    memo.invoice ? (
                      <Link className="text-brand-700 underline" to={invoiceHref(memo.invoice.id)}>
                        {memo.invoice.tranId}
                      </Link>
                    ) : (
                      '—'
                    ),
                },
                { label: 'Total', numeric: true, cell: (memo) => money(memo.total) },
                { label: 'Applied', numeric: true, minor: true, cell: (memo) => money(memo.amountPaid) },
                {
                  label: 'Remaining',
                  role: 'amount',
                  numeric: true,
                  cell: (memo) => money(memo.remaining),
                  className: 'font-semibold',
                },
                {
                  label: 'Action',
                  nowrap: true,
                  unlabelledWhenStacked: true,
                  cell: (memo) =>
                    (memo.remaining ?? 0) > 0 ? (
                      <Link
                        className={buttonStyles({ variant: 'outline', size: 'sm' })}
                        to={applyHref(memo.id)}
                        aria-label={`Apply ${memo.tranId} to invoices`}
                      >
                        Apply
                      </Link>
                    ) : (
                      <>
                        {/* A dash keeps the table narrow; the applied and remaining columns say why. */}
                        <span className="sr-only">Fully applied</span>
                        <span aria-hidden="true" className="text-slate-500">
                          —
                        </span>
                      </>
                    ),
                },
              ]}
            />
            <Pager
              label="Credit memo pages"
              page={page.page}
              pages={page.pages}
              total={page.total}
              noun="credit memos"
              onPage={setPage}
            />
          </section>
        )}
      </QueryView>
    </div>
  );
}

function CreditMemoDetails({
  id,
  invoiceHref,
  applyHref,
  openUrl,
}: {
  id: number;
  invoiceHref: (id: number) => string;
  applyHref: (id: number) => string;
  openUrl?: (url: string) => void;
}) {
  const query = useCreditMemo(id);
  return (
    <QueryView query={query} what="credit memo" loading="panel">
      {({ creditMemo: memo }) => (
        <section aria-labelledby="memo-heading" className="rounded-2xl border border-brand-200 bg-white p-5">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="memo-heading" className="text-lg font-semibold text-navy-900">
              Credit memo {memo.tranId}
            </h2>
            <div className="flex flex-wrap items-center gap-3">
              {(memo.remaining ?? 0) > 0 && (
                <Link className={buttonStyles({ variant: 'primary' })} to={applyHref(memo.id)}>
                  Apply to invoices
                </Link>
              )}
              <PdfButton generate={() => creditMemoPdf(memo.id)} variant="outline" openUrl={openUrl} />
            </div>
          </div>
          <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <Fact term="Date">{formatStoreDate(memo.date)}</Fact>
            <Fact term="Reason">{memo.reason}</Fact>
            <Fact term="Invoice">
              {memo.invoice ? (
                <Link className="text-brand-700 underline" to={invoiceHref(memo.invoice.id)}>
                  {memo.invoice.tranId}
                </Link>
              ) : (
                '—'
              )}
            </Fact>
            <Fact term="Total">{money(memo.total)}</Fact>
            <Fact term="Applied">{money(memo.amountPaid)}</Fact>
            <Fact term="Remaining balance">{money(memo.remaining)}</Fact>
          </dl>
          <h3 className="mt-5 text-sm font-semibold text-navy-900">Applied to</h3>
          {memo.applications.length === 0 ? (
            <p className="mt-1 text-sm text-slate-600">Not applied to any invoice yet.</p>
          ) : (
            <ul className="mt-2 divide-y divide-slate-100">
              {memo.applications.map((application, index) => (
                <li
                  key={`${application.invoice.id}-${index}`}
                  className="flex flex-wrap justify-between gap-2 py-2 text-sm"
                >
                  <span>
                    <Link
                      className="font-semibold text-brand-700 underline"
                      to={invoiceHref(application.invoice.id)}
                    >
                      {application.invoice.tranId}
                    </Link>{' '}
                    · {formatStoreDate(application.date)}
                    {application.payment ? ` · with payment ${application.payment.tranId}` : ''}
                  </span>
                  <span className="tabular-nums">{money(application.amount)}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </QueryView>
  );
}
