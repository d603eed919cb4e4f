// Account Statement (/myaccount/menu/statements, isPriceVisible; storefront spec §2.3, §3
// "Statements"; issue 18 point 6): choose the start and statement dates and whether only open
// transactions show, see the statement on screen (opening balance, charges, credits, closing
// balance, the aging, each transaction with the running balance) with when it was read, and
// download it as a PDF. It opens on the last 90 days.
import { AGING_BUCKETS, STATEMENT_PERIOD_MESSAGE, addCalendarDays } from '@medsupply/domain';
import type { IsoDay } from '@medsupply/domain';
import { StatementQuery } from '@medsupply/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { Fact } from '@/components/transaction/document-parts';
import { DataTable } from '@/components/ui/data-table';
import { PdfButton } from '@/components/transaction/pdf-button';
import { Button } from '@/components/ui/button';
import { FormNotice, TextField } from '@/components/ui/field';
import { QueryView } from '@/components/ui/query-view';
import { formatStoreDate, formatDollarsUsd, formatStoreDateTime } from '@/lib/format';
import { schemaResolver } from '@/lib/schema-resolver';

import { statementPdf, useStatement } from '../api/statements';
import type { StatementParams } from '../api/statements';

const money = (dollars: number | undefined) => (dollars === undefined ? '' : formatDollarsUsd(dollars));
const KIND_LABEL = {
  invoice: 'Invoice',
  payment: 'Payment',
  'credit-memo': 'Credit memo',
  refund: 'Refund',
} as const;
/** How far back the statement first shown starts. */
const DEFAULT_PERIOD_DAYS = 90;

/** The statement first shown: the last 90 days up to `today` (the store's calendar day). */
export function defaultStatementParams(today: IsoDay): StatementParams {
  return {
    startDate: addCalendarDays(today, -DEFAULT_PERIOD_DAYS),
    statementDate: today,
    openTransactionsOnly: false,
  };
}

/** The period's own rules first: both days given, the start not after the statement's day. */
const periodResolver = schemaResolver<StatementParams>(
  StatementQuery,
  (values) => ({ ...values, openTransactionsOnly: values.openTransactionsOnly ? 'true' : 'false' }),
  (values) => ({
    root:
      !values.startDate || !values.statementDate
        ? 'Enter a start date and a statement date.'
        : values.startDate > values.statementDate
          ? STATEMENT_PERIOD_MESSAGE
          : undefined,
  }),
);

export function StatementsPage({ today, openUrl }: { today: IsoDay; openUrl?: (url: string) => void }) {
  const [params, setParams] = useState(() => defaultStatementParams(today));
  const statement = useStatement(params);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<StatementParams>({ defaultValues: params, resolver: periodResolver });
  const submit = handleSubmit((values) => setParams(values));
  const formError = errors.root?.message ?? errors.startDate?.message ?? errors.statementDate?.message;

  return (
    <div className="space-y-5">
      <form
        aria-label="Statement period"
        noValidate
        onSubmit={(event) => void submit(event)}
        className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-end"
      >
        <TextField label="Start date" type="date" {...register('startDate')} />
        <TextField label="Statement date" type="date" {...register('statementDate')} />
        <label className="flex h-11 items-center gap-2 text-sm text-navy-900">
          <input type="checkbox" className="size-4 accent-brand-700" {...register('openTransactionsOnly')} />
          Open transactions only
        </label>
        <Button type="submit">View statement</Button>
      </form>
      {formError && <FormNotice tone="error">{formError}</FormNotice>}

      <QueryView query={statement} what="statement" loading="panel">
        {({ statementData: data, lastUpdated }) => (
          <>
            <section
              aria-labelledby="statement-heading"
              className="rounded-2xl border border-slate-200 bg-white p-5"
            >
              <div className="flex flex-wrap items-center justify-between gap-3">
                <div>
                  <h2 id="statement-heading" className="text-lg font-semibold text-navy-900">
                    Statement {formatStoreDate(data.startDate)} – {formatStoreDate(data.statementDate)}
                  </h2>
                  <p className="mt-0.5 text-sm text-slate-600">
                    {data.openTransactionsOnly ? 'Open transactions only · ' : ''}Last updated{' '}
                    {formatStoreDateTime(lastUpdated)}
                  </p>
                </div>
                <PdfButton generate={() => statementPdf(params)} openUrl={openUrl} />
              </div>
              <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
                <Fact term="Opening balance">{money(data.openingBalance)}</Fact>
                <Fact term="Charges">{money(data.charges)}</Fact>
                <Fact term="Payments and credits">{money(data.credits)}</Fact>
                <Fact term="Closing balance">
                  <span className="text-base font-semibold">{money(data.closingBalance)}</span>
                </Fact>
              </dl>
            </section>
            <section
              aria-labelledby="aging-heading"
              className="rounded-2xl border border-slate-200 bg-white p-5"
            >
              <h2 id="aging-heading" className="text-base font-semibold text-navy-900">
                Aging
              </h2>
              <dl className="mt-3 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
                {AGING_BUCKETS.map((bucket) => (
                  <Fact key={bucket.key} term={bucket.label}>
                    {money(data.aging[bucket.key])}
                  </Fact>
                ))}
                <Fact term="Total">{money(data.aging.total)}</Fact>
              </dl>
            </section>
            <section
              aria-labelledby="transactions-heading"
              className="rounded-2xl border border-slate-200 bg-white"
            >
              <h2
                id="transactions-heading"
                className="border-b border-slate-200 px-5 py-4 text-base font-semibold text-navy-900"
              >
                Transactions
              </h2>
              {data.lines.length === 0 ? (
                <p className="px-5 py-6 text-sm text-slate-600">No transactions in this period.</p>
              ) : (
                <DataTable
                  labelledBy="transactions-heading"
                  rows={data.lines}
                  rowKey={(line, index) => `${line.tranId}-${index}`}
                  columns={[
                    { label: 'Date', date: true, cell: (line) => formatStoreDate(line.date) },
                    {
                      label: 'Transaction',
                      role: 'identity',
                      cell: (line) => (
                        <>
                          {line.tranId}{' '}
                          <span className="font-normal text-slate-600">{KIND_LABEL[line.kind]}</span>
                        </>
                      ),
                    },
                    {
                      label: 'Due date',
                      date: true,
                      cell: (line) => (line.dueDate ? formatStoreDate(line.dueDate) : '—'),
                    },
                    { label: 'Amount', role: 'amount', numeric: true, cell: (line) => money(line.amount) },
                    { label: 'Open', numeric: true, cell: (line) => money(line.open) },
                    { label: 'Balance', numeric: true, cell: (line) => money(line.balance) },
                  ]}
                />
              )}
            </section>
          </>
        )}
      </QueryView>
    </div>
  );
}
