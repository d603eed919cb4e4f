// Spend reports (/myaccount/menu/spend; issue 33 point 3): for an account administrator, their
// account's spend; for a parent login, all its accounts together or one. Choose the dates (the last
// 12 months of the store's calendar at first) and the account, read the totals against the last
// period of the same length, then spend by month (against the account budgets), by category, by
// location, by contact and by item, each as a chart with its figures in a table beside it, and
// download the same figures as CSV. The charts (recharts) load only here, after the tables.
import { SpendReportQuery } from '@medsupply/contract';
import type { SpendMonth, SpendReportResponse, SpendSlice } from '@medsupply/contract';
import {
  SPEND_DEFINITION,
  SPEND_RANGE_MESSAGES,
  defaultSpendRange,
  spendRangeProblem,
} from '@medsupply/domain';
import type { IsoDay } from '@medsupply/domain';
import { BarChart3, Download } from 'lucide-react';
import { Suspense, lazy, useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';

import { Fact } from '@/components/transaction/document-parts';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { FormNotice, SelectField, TextField } from '@/components/ui/field';
import { QueryView } from '@/components/ui/query-view';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatDollarsUsd, formatStoreDate } from '@/lib/format';
import { schemaResolver } from '@/lib/schema-resolver';
import { useHydrated } from '@/lib/use-hydrated';

import { downloadSpendCsv, queryOf, useSpendReport } from '../api/spend-report';
import type { SpendReportParams } from '../api/spend-report';

// recharts is a chunk of its own, fetched when the first chart is drawn (never on other pages).
const MonthChart = lazy(() => import('./spend-charts').then((m) => ({ default: m.MonthChart })));
const BreakdownChart = lazy(() => import('./spend-charts').then((m) => ({ default: m.BreakdownChart })));

const money = (dollars: number | null | undefined) =>
  dollars === null || dollars === undefined ? '—' : formatDollarsUsd(dollars);

const ALL = 'all';

export interface SpendAccount {
  id: number;
  accountName: string;
}

/** The report first shown: the last 12 months; a parent login sees all its accounts together. */
export function defaultSpendParams(today: IsoDay, isParentLogin: boolean): SpendReportParams {
  return { ...defaultSpendRange(today), ...(isParentLogin ? { accountId: 'all' as const } : {}) };
}

function ChartFallback({ height = 256 }: { height?: number }) {
  return (
    <div style={{ height }}>
      <Skeleton className="h-full w-full" />
    </div>
  );
}

/** The range problem in the form's words (the domain's name the query's fields). */
function rangeMessage(problem: string): string {
  switch (problem) {
    case SPEND_RANGE_MESSAGES.from:
      return 'Enter a start date.';
    case SPEND_RANGE_MESSAGES.to:
      return 'Enter an end date.';
    case SPEND_RANGE_MESSAGES.order:
      return 'The start date must be on or before the end date.';
    default:
      return problem;
  }
}

interface FigureColumn<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
}

/**
 * The figures of a chart: a plain table, the first column naming each row, amounts right-aligned
 * in columns of fixed width, so two or three columns fit beside a chart and on a 375 px phone.
 */
function FiguresTable<Row>({
  id,
  label,
  rows,
  rowKey,
  columns,
}: {
  id: string;
  label: string;
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  columns: ReadonlyArray<FigureColumn<Row>>;
}) {
  return (
    <div
      id={id}
      role="region"
      aria-label={label}
      tabIndex={0}
      className="min-w-0 rounded-lg border border-slate-200"
    >
      <table className="w-full table-fixed text-sm">
        <caption className="sr-only">{label}</caption>
        <thead className="bg-slate-50 text-xs text-slate-600">
          <tr>
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={cn('px-3 py-2 font-semibold', column.numeric ? 'w-28 text-right' : 'text-left')}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)}>
              {columns.map((column, columnIndex) =>
                columnIndex === 0 ? (
                  <th
                    key={column.label}
                    scope="row"
                    className="px-3 py-1.5 text-left font-normal break-words text-slate-800"
                  >
                    {column.cell(row)}
                  </th>
                ) : (
                  <td
                    key={column.label}
                    className={cn(
                      'px-3 py-1.5 text-slate-900 tabular-nums',
                      column.numeric && 'text-right whitespace-nowrap',
                    )}
                  >
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A chart and the table of its figures: side by side where there is room, stacked on a phone. */
function ChartSection({
  id,
  title,
  note,
  chart,
  table,
}: {
  id: string;
  title: string;
  note?: string;
  chart: ReactNode;
  table: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <h2 id={`${id}-heading`} className="text-base font-semibold text-navy-900">
        {title}
      </h2>
      {note && (
        <p id={`${id}-note`} className="mt-1 text-sm text-slate-600">
          {note}
        </p>
      )}
      <div className="mt-4 grid min-w-0 gap-5 xl:grid-cols-2 xl:items-start">
        <div className="min-w-0">{chart}</div>
        <div className="min-w-0">{table}</div>
      </div>
    </section>
  );
}

function SliceSection({
  id,
  title,
  note,
  rows,
  nameLabel,
  hydrated,
}: {
  id: string;
  title: string;
  note?: string;
  rows: SpendSlice[];
  nameLabel: string;
  hydrated: boolean;
}) {
  const tableId = `${id}-table`;
  const chartRows = rows.map((row) => ({ name: row.name, spent: row.spent ?? 0 }));
  const height = Math.max(120, rows.length * 30 + 40);
  return (
    <ChartSection
      id={id}
      title={title}
      {...(note ? { note } : {})}
      chart={
        rows.length === 0 ? (
          <p className="text-sm text-slate-600">Nothing to show for this period.</p>
        ) : hydrated ? (
          <Suspense fallback={<ChartFallback height={height} />}>
            <BreakdownChart
              data={chartRows}
              label={`Bar chart: ${title.toLowerCase()}`}
              describedBy={tableId}
            />
          </Suspense>
        ) : (
          <ChartFallback height={height} />
        )
      }
      table={
        <FiguresTable
          id={tableId}
          label={`${title}: figures`}
          rows={rows}
          rowKey={(row, index) => `${row.id ?? 'none'}-${index}`}
          columns={[
            { label: nameLabel, cell: (row) => row.name },
            { label: 'Spent', numeric: true, cell: (row) => money(row.spent) },
          ]}
        />
      }
    />
  );
}

function Report({ report, hydrated }: { report: SpendReportResponse; hydrated: boolean }) {
  const monthTableId = useId();
  const { totals, comparison } = report;
  const change = comparison.changePercent;
  const hasBudgets = report.byMonth.some((month) => month.budget !== null && month.budget !== undefined);
  return (
    <>
      <section
        aria-labelledby="spend-summary-heading"
        className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
      >
        <h2 id="spend-summary-heading" className="text-base font-semibold text-navy-900">
          {formatStoreDate(report.from)} – {formatStoreDate(report.to)}
          {report.accountId === null
            ? ' · All accounts'
            : report.accounts[0]
              ? ` · ${report.accounts[0].accountName}`
              : ''}
        </h2>
        <dl className="mt-4 grid grid-cols-2 gap-4 lg:grid-cols-3">
          <Fact term="Total spend">
            <span className="text-base font-semibold" data-testid="spend-total">
              {money(totals.spent)}
            </span>
          </Fact>
          <Fact term="Merchandise">{money(totals.merchandise)}</Fact>
          <Fact term="Credit memos">{money(totals.credits === undefined ? undefined : -totals.credits)}</Fact>
          <Fact term="Orders">{totals.orders.toLocaleString('en-US')}</Fact>
          <Fact
            term={`Last period (${formatStoreDate(comparison.lastPeriod.from)} – ${formatStoreDate(comparison.lastPeriod.to)})`}
          >
            {money(comparison.lastPeriod.spent)}
          </Fact>
          <Fact term="Change">
            {change === null ? 'No spend last period' : `${change > 0 ? '+' : ''}${change.toFixed(1)}%`}
          </Fact>
        </dl>
      </section>

      <ChartSection
        id="spend-month"
        title="Spend by month"
        note={
          hasBudgets
            ? 'Bars: what each month spent. Dashed line: the monthly account budget.'
            : 'What each month spent. No monthly account budget is set.'
        }
        chart={
          hydrated ? (
            <Suspense fallback={<ChartFallback />}>
              <MonthChart
                data={report.byMonth.map((month) => ({
                  label: month.label,
                  spent: month.spent ?? 0,
                  budget: month.budget ?? null,
                }))}
                label="Bar chart: spend by month"
                describedBy={monthTableId}
              />
            </Suspense>
          ) : (
            <ChartFallback />
          )
        }
        table={
          <FiguresTable
            id={monthTableId}
            label="Spend by month: figures"
            rows={report.byMonth}
            rowKey={(month) => month.month}
            columns={[
              { label: 'Month', cell: (month) => month.label },
              { label: 'Spent', numeric: true, cell: (month) => money(month.spent) },
              ...(hasBudgets
                ? [{ label: 'Budget', numeric: true, cell: (month: SpendMonth) => money(month.budget) }]
                : []),
            ]}
          />
        }
      />

      {report.budgets.length > 0 && (
        <section
          aria-labelledby="spend-budgets-heading"
          className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
        >
          <h2 id="spend-budgets-heading" className="text-base font-semibold text-navy-900">
            Against budget
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Each budget period the dates touch, with the spend of the whole period.
          </p>
          <DataTable
            className="mt-4"
            labelledBy="spend-budgets-heading"
            rows={report.budgets}
            rowKey={(budget) => `${budget.accountId}-${budget.start}`}
            columns={[
              { label: 'Period', role: 'identity', cell: (budget) => budget.label },
              report.accountId === null && {
                label: 'Account',
                wide: true,
                cell: (budget) => budget.accountName,
              },
              { label: 'Budget', numeric: true, nowrap: true, cell: (budget) => money(budget.amount) },
              {
                label: 'Spent',
                role: 'amount',
                numeric: true,
                nowrap: true,
                cell: (budget) => money(budget.spent),
              },
              {
                label: 'Remaining',
                role: 'status',
                numeric: true,
                nowrap: true,
                cell: (budget) => {
                  const left = (budget.amount ?? 0) - (budget.spent ?? 0);
                  return left < 0 ? `Over by ${formatDollarsUsd(-left)}` : formatDollarsUsd(left);
                },
              },
            ]}
          />
        </section>
      )}

      <SliceSection
        id="spend-category"
        title="Spend by category"
        note="Merchandise only: credit memos are not counted by category."
        rows={report.byCategory}
        nameLabel="Category"
        hydrated={hydrated}
      />
      <SliceSection
        id="spend-location"
        title="Spend by location"
        rows={report.byLocation}
        nameLabel="Location"
        hydrated={hydrated}
      />
      <SliceSection
        id="spend-contact"
        title="Spend by contact"
        rows={report.byContact}
        nameLabel="Contact"
        hydrated={hydrated}
      />
      <SliceSection
        id="spend-item"
        title="Spend by item"
        note="Merchandise only: the 20 items spent most on, and the rest as Other items."
        rows={report.byItem}
        nameLabel="Item"
        hydrated={hydrated}
      />
    </>
  );
}

interface SpendFilterValues {
  from: string;
  to: string;
  account: string;
}

function paramsOf(values: SpendFilterValues, isParentLogin: boolean): SpendReportParams {
  const accountId = !isParentLogin
    ? undefined
    : values.account === ALL
      ? ('all' as const)
      : Number(values.account);
  return { from: values.from, to: values.to, ...(accountId === undefined ? {} : { accountId }) };
}

/** The range's words first ('Enter a start date.'), then the contract's SpendReportQuery. */
function filterResolver(isParentLogin: boolean) {
  return schemaResolver<SpendFilterValues>(
    SpendReportQuery,
    (values) => queryOf(paramsOf(values, isParentLogin)),
    (values) => {
      const problem = spendRangeProblem(values.from, values.to);
      return { root: problem ? rangeMessage(problem) : undefined };
    },
  );
}

/** No order and no credit memo in the range. */
function isEmptyReport(data: SpendReportResponse): boolean {
  return data.totals.orders === 0 && (data.totals.spent ?? 0) === 0 && (data.totals.credits ?? 0) === 0;
}

export function SpendReportPage({
  today,
  isParentLogin,
  accounts,
}: {
  today: IsoDay;
  isParentLogin: boolean;
  /** A parent login's accounts, for the account picker (empty for other logins). */
  accounts: readonly SpendAccount[];
}) {
  const [params, setParams] = useState(() => defaultSpendParams(today, isParentLogin));
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SpendFilterValues>({
    defaultValues: { from: params.from, to: params.to, account: String(params.accountId ?? ALL) },
    resolver: filterResolver(isParentLogin),
  });
  const formError =
    errors.root?.message ?? errors.from?.message ?? errors.to?.message ?? errors.account?.message;
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const report = useSpendReport(params);
  const hydrated = useHydrated();

  const submit = handleSubmit((values) => setParams(paramsOf(values, isParentLogin)));

  const download = () => {
    setDownloadError(null);
    setDownloading(true);
    downloadSpendCsv(params, report.data?.accountId ?? null)
      .catch((error: unknown) =>
        setDownloadError(error instanceof Error ? error.message : 'The CSV could not be made. Try again.'),
      )
      .finally(() => setDownloading(false));
  };

  const data = report.data;
  return (
    <div className="min-w-0 space-y-5">
      <form
        aria-label="Report filters"
        noValidate
        onSubmit={(event) => void submit(event)}
        className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-end"
      >
        <TextField label="From" type="date" {...register('from')} />
        <TextField label="To" type="date" {...register('to')} />
        {isParentLogin && accounts.length > 0 && (
          <SelectField label="Account" {...register('account')}>
            <option value={ALL}>All accounts</option>
            {accounts.map((account) => (
              <option key={account.id} value={String(account.id)}>
                {account.accountName}
              </option>
            ))}
          </SelectField>
        )}
        <Button type="submit">Show report</Button>
      </form>
      {formError && <FormNotice tone="error">{formError}</FormNotice>}

      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">
          Figures in US dollars, dates in the store’s calendar (Eastern Time).
        </p>
        <Button variant="outline" size="sm" onClick={download} disabled={downloading || !data}>
          <Download aria-hidden="true" />
          {downloading ? 'Preparing CSV…' : 'Download CSV'}
        </Button>
      </div>
      {downloadError && <FormNotice tone="error">{downloadError}</FormNotice>}

      <QueryView
        query={report}
        what="spend report"
        owner="the"
        loading="panel"
        isEmpty={isEmptyReport}
        empty={
          <EmptyState icon={<BarChart3 />} title="No spend in these dates">
            No orders were placed and no credit memos issued between {formatStoreDate(params.from)} and{' '}
            {formatStoreDate(params.to)}. Choose other dates to see your spend.
          </EmptyState>
        }
      >
        {(data) => (
          <div
            className={report.isPlaceholderData ? 'space-y-5 opacity-60 transition-opacity' : 'space-y-5'}
            aria-busy={report.isPlaceholderData}
          >
            <Report report={data} hydrated={hydrated} />
          </div>
        )}
      </QueryView>

      <p className="text-xs leading-5 text-slate-600">{SPEND_DEFINITION}</p>
    </div>
  );
}
