// Invoices (/myaccount/menu/invoices, isPriceVisible; storefront spec §2.2, §3 Billing; issue 18
// point 1): the account's invoices, 10 a page, filtered by status (open, paid, all), a date range
// and a search on the invoice, order or PO number. The table stacks into cards on a narrow screen
// (DataTable), and the filters fold behind a button there.
import { useState } from 'react';
import type { SyntheticEvent } from 'react';
import { Link } from 'react-router';

import { Button, buttonStyles } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { FoldingFilters } from '@/components/ui/folding-filters';
import { Pager } from '@/components/ui/pager';
import { SelectField, TextField } from '@/components/ui/field';
import { Skeleton } from '@/components/ui/skeleton';
import { formatStoreDate, formatDollarsUsd } from '@/lib/format';

import { useInvoices } from '../api/invoices';
import type { InvoiceListFilters } from '../api/invoices';

const emptyForm = { fromDate: '', toDate: '', search: '', status: 'all' };
const STATUS_OPTIONS = [
  { value: 'all', label: 'All invoices' },
  { value: 'open', label: 'Open' },
  { value: 'paid', label: 'Paid in full' },
] as const;

const money = (value: number | undefined) => (value !== undefined ? formatDollarsUsd(value) : '');

/**
 * invoiceHref: where an invoice's number links; payHref: Make a Payment (the route knows the
 * account menu's paths).
 */
export function InvoicesPage({
  invoiceHref,
  payHref,
}: {
  invoiceHref: (id: number) => string;
  payHref?: string;
}) {
  const [filters, setFilters] = useState<InvoiceListFilters>({ page: 1 });
  const [form, setForm] = useState(emptyForm);
  const invoices = useInvoices(filters);

  const apply = (event: SyntheticEvent) => {
    event.preventDefault();
    setFilters({
      page: 1,
      fromDate: form.fromDate || undefined,
      toDate: form.toDate || undefined,
      search: form.search || undefined,
      status: form.status === 'open' || form.status === 'paid' ? form.status : undefined,
    });
  };
  const clear = () => {
    setForm(emptyForm);
    setFilters({ page: 1 });
  };
  const update = (key: keyof typeof emptyForm) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [key]: event.target.value }));

  const activeFilters = [filters.fromDate, filters.toDate, filters.search, filters.status].filter(
    Boolean,
  ).length;

  const page = invoices.data;
  return (
    <div className="space-y-5">
      <FoldingFilters
        activeCount={activeFilters}
        actions={
          payHref && (
            <Link className={buttonStyles({ variant: 'primary' })} to={payHref}>
              Make a payment
            </Link>
          )
        }
      >
        <form
          aria-label="Filter invoices"
          onSubmit={apply}
          className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-3"
        >
          <SelectField label="Status" value={form.status} onChange={update('status')}>
            {STATUS_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectField>
          <TextField label="From date" type="date" value={form.fromDate} onChange={update('fromDate')} />
          <TextField label="To date" type="date" value={form.toDate} onChange={update('toDate')} />
          <TextField
            label="Search"
            placeholder="Invoice, order or PO number"
            value={form.search}
            maxLength={100}
            onChange={update('search')}
          />
          <div className="flex items-end gap-2">
            <Button type="submit">Apply filters</Button>
            <Button type="button" variant="outline" onClick={clear}>
              Clear
            </Button>
          </div>
        </form>
      </FoldingFilters>

      {invoices.isPending ? (
        <div aria-label="Loading invoices" role="status" className="space-y-2">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : invoices.isError ? (
        <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-5 text-sm text-red-800">
          <p>We could not load your invoices. {invoices.error.message}</p>
          <Button className="mt-3" size="sm" variant="outline" onClick={() => void invoices.refetch()}>
            Try again
          </Button>
        </div>
      ) : page && page.results.length === 0 ? (
        <p className="rounded-2xl border border-slate-200 bg-white px-5 py-8 text-center text-sm text-slate-600">
          No invoices match these filters.
        </p>
      ) : page ? (
        <section aria-labelledby="invoices-heading" className="rounded-2xl border border-slate-200 bg-white">
          <h2 id="invoices-heading" className="sr-only">
            Invoices
          </h2>
          <DataTable
            labelledBy="invoices-heading"
            rows={page.results}
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
              { label: 'Date', date: true, minor: true, cell: (invoice) => formatStoreDate(invoice.date) },
              { label: 'Due date', date: true, cell: (invoice) => formatStoreDate(invoice.dueDate) },
              { label: 'Status', role: 'status', cell: (invoice) => invoice.status },
              { label: 'Total', numeric: true, cell: (invoice) => money(invoice.total) },
              {
                label: 'Amount due',
                role: 'amount',
                numeric: true,
                cell: (invoice) => money(invoice.amountDue),
              },
              {
                label: 'Days overdue',
                numeric: true,
                cell: (invoice) => invoice.daysOverdue,
                className: (invoice) => (invoice.daysOverdue > 0 ? 'font-semibold text-red-700' : undefined),
              },
            ]}
          />
          <Pager
            label="Invoices pages"
            page={page.page}
            pages={page.pages}
            total={page.total}
            noun="invoices"
            onPage={(next) => setFilters((current) => ({ ...current, page: next }))}
          />
        </section>
      ) : null}
    </div>
  );
}
