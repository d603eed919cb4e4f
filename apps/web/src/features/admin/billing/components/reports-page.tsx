// /admin/reports: sales by day and by category over a date range, open receivables by aging bucket,
// and the controlled-substance order record with its CSV export (issue 20 point 7).
import { ReportRangeQuery } from '@medsupply/contract';
import type { ControlledSubstanceRecord, ReceivablesReport, SalesReport } from '@medsupply/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';

import { AdminPage } from '@/features/admin/components/admin-page';
import { AdminPanel, AdminTable } from '@/features/admin/components/admin-table';
import { Button, ErrorNotice, TextField } from '@/features/admin/components/form';

import { controlledQuery, downloadControlledCsv, receivablesQuery, salesQuery } from '../api/billing';
import { schemaResolver } from '@/lib/schema-resolver';

import { AgingSummary } from './aging-table';
import { day, usd } from './money';
import { storeDayPlus, storeToday } from '@/lib/store-day';

interface RangeValues {
  from: string;
  to: string;
}

export const RANGE_MESSAGES = {
  order: 'The end date cannot be before the start date.',
} as const;

/** The report query's own days, and the range the form adds: an end not before its start. */
const rangeResolver = schemaResolver<RangeValues>(ReportRangeQuery, undefined, ({ from, to }) => ({
  to: from && to && to < from ? RANGE_MESSAGES.order : undefined,
}));

function RangeForm({
  from,
  to,
  onApply,
  label,
}: {
  from: string;
  to: string;
  onApply: (from: string, to: string) => void;
  label: string;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RangeValues>({ defaultValues: { from, to }, resolver: rangeResolver });
  const onSubmit = handleSubmit((values) => onApply(values.from, values.to));
  return (
    <form
      noValidate
      aria-label={label}
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => void onSubmit(event)}
    >
      <TextField label="From" type="date" error={errors.from?.message} {...register('from')} />
      <TextField label="To" type="date" error={errors.to?.message} {...register('to')} />
      <Button type="submit" variant="outline">
        Show
      </Button>
    </form>
  );
}

function SalesSection() {
  const [range, setRange] = useState(() => ({ from: storeDayPlus(storeToday(), -29), to: storeToday() }));
  const sales = useQuery({ ...salesQuery(range.from, range.to), placeholderData: keepPreviousData });
  type DayRow = SalesReport['byDay'][number];
  type CategoryRow = SalesReport['byCategory'][number];
  return (
    <AdminPanel
      title="Sales"
      actions={sales.data && <span className="text-sm text-slate-700">Total {usd(sales.data.total)}</span>}
    >
      <div className="space-y-4">
        <RangeForm
          label="Sales dates"
          from={range.from}
          to={range.to}
          onApply={(from, to) => setRange({ from, to })}
        />
        <div className="grid gap-4 2xl:grid-cols-2">
          <AdminTable<DayRow>
            caption="Sales by day"
            loading={sales.isPending}
            error={sales.error}
            rows={sales.data?.byDay}
            rowKey={(row) => row.day}
            empty="No orders in these dates."
            columns={[
              { key: 'day', header: 'Day', cell: (row) => day(row.day) },
              { key: 'orders', header: 'Orders', align: 'right', cell: (row) => row.orders },
              { key: 'total', header: 'Sales', align: 'right', cell: (row) => usd(row.total) },
            ]}
          />
          <AdminTable<CategoryRow>
            caption="Sales by category"
            loading={sales.isPending}
            error={sales.error}
            rows={sales.data?.byCategory}
            rowKey={(row) => row.category}
            empty="No orders in these dates."
            columns={[
              { key: 'category', header: 'Category', cell: (row) => row.category },
              { key: 'quantity', header: 'Units', align: 'right', cell: (row) => row.quantity },
              { key: 'total', header: 'Sales', align: 'right', cell: (row) => usd(row.total) },
            ]}
          />
        </div>
      </div>
    </AdminPanel>
  );
}

function ReceivablesSection() {
  const report = useQuery(receivablesQuery());
  type Row = ReceivablesReport['accounts'][number];
  const rows = report.data
    ? [...report.data.accounts].sort((a, b) => (b.over90 ?? 0) - (a.over90 ?? 0))
    : undefined;
  return (
    <AdminPanel title={report.data ? `Open receivables as of ${day(report.data.asOf)}` : 'Open receivables'}>
      <div className="space-y-4">
        {report.data && <AgingSummary aging={report.data.totals} label="Receivables by aging bucket" />}
        <AdminTable<Row>
          caption="Receivables by account"
          loading={report.isPending}
          error={report.error}
          rows={rows}
          rowKey={(row) => row.accountId}
          empty="Nothing is open."
          columns={[
            {
              key: 'account',
              header: 'Account',
              cell: (row) => (
                <Link
                  to={`/admin/billing/accounts/${row.accountId}`}
                  className="font-medium text-brand-700 hover:underline"
                >
                  {row.accountName} ({row.accountNumber})
                </Link>
              ),
            },
            { key: 'current', header: 'Current', align: 'right', cell: (row) => usd(row.current) },
            { key: 'd30', header: '1-30', align: 'right', cell: (row) => usd(row.days1To30) },
            { key: 'd60', header: '31-60', align: 'right', cell: (row) => usd(row.days31To60) },
            { key: 'd90', header: '61-90', align: 'right', cell: (row) => usd(row.days61To90) },
            { key: 'over', header: 'Over 90', align: 'right', cell: (row) => usd(row.over90) },
            {
              key: 'total',
              header: 'Total',
              align: 'right',
              cell: (row) => <strong>{usd(row.total)}</strong>,
            },
          ]}
        />
      </div>
    </AdminPanel>
  );
}

function ControlledSection() {
  const [range, setRange] = useState(() => ({ from: storeDayPlus(storeToday(), -89), to: storeToday() }));
  const [page, setPage] = useState(1);
  const [downloadError, setDownloadError] = useState<unknown>(null);
  const [downloading, setDownloading] = useState(false);
  const records = useQuery({
    ...controlledQuery(range.from, range.to, page),
    placeholderData: keepPreviousData,
  });
  return (
    <AdminPanel
      title="Controlled-substance order record"
      actions={
        <Button
          variant="outline"
          size="sm"
          disabled={downloading}
          onClick={() => {
            setDownloadError(null);
            setDownloading(true);
            downloadControlledCsv(range.from, range.to)
              .catch((error: unknown) => setDownloadError(error))
              .finally(() => setDownloading(false));
          }}
        >
          <Download aria-hidden="true" />
          Download CSV
        </Button>
      }
    >
      <div className="space-y-4">
        <p className="text-sm text-slate-600">
          Every placed Rx or scheduled line, append-only and kept at least 730 days. Corrections are new
          records.
        </p>
        <RangeForm
          label="Record dates"
          from={range.from}
          to={range.to}
          onApply={(from, to) => {
            setPage(1);
            setRange({ from, to });
          }}
        />
        <ErrorNotice error={downloadError} />
        <AdminTable<ControlledSubstanceRecord>
          caption="Controlled-substance records"
          loading={records.isPending}
          error={records.error}
          rows={records.data?.results}
          rowKey={(row) => row.id}
          empty="No records in these dates."
          paging={
            records.data
              ? {
                  page,
                  pages: records.data.pages,
                  total: records.data.total,
                  noun: 'records',
                  onPage: setPage,
                }
              : undefined
          }
          columns={[
            { key: 'date', header: 'Date', cell: (row) => day(row.recordedAt) },
            { key: 'order', role: 'identity', header: 'Order', cell: (row) => row.orderTranId },
            { key: 'account', header: 'Account', cell: (row) => `${row.accountName} (${row.accountNumber})` },
            {
              key: 'shipTo',
              minor: true,
              header: 'Ship-to',
              cell: (row) => row.shipTo,
              className: 'max-w-60',
            },
            {
              key: 'licence',
              minor: true,
              header: 'License',
              cell: (row) => `${row.licenceNumber} (exp. ${day(row.licenceExpiresOn)})`,
            },
            { key: 'item', header: 'Item', cell: (row) => row.itemName },
            { key: 'qty', header: 'Qty', align: 'right', cell: (row) => `${row.quantity} ${row.unitName}` },
            { key: 'rx', minor: true, header: 'Rx', align: 'right', cell: (row) => row.rxLevel },
          ]}
        />
      </div>
    </AdminPanel>
  );
}

export function ReportsPage() {
  return (
    <AdminPage
      title="Reports"
      area="reports"
      description="Sales, receivables and the controlled-substance record."
    >
      <SalesSection />
      <ReceivablesSection />
      <ControlledSection />
    </AdminPage>
  );
}
