// Invoices (/myaccount/menu/invoices, isPriceVisible; storefront spec §2.2, §3 Billing; issue 18
// point 1): the account's invoices, 10 a page, filtered by status (open, paid, all), a date range
// and a search on the invoice, order or PO number. The table stacks into cards on a narrow screen
// (DataTable), and the filters fold behind a button there. The filters live in the address, so a
// reload, Back or a shared link keeps them (as Sales Orders).
import { InvoicesQuery } from '@medsupply/contract';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';

import { Button, buttonStyles } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { FoldingFilters } from '@/components/ui/folding-filters';
import { Pager } from '@/components/ui/pager';
import { SelectField, TextField } from '@/components/ui/field';
import { QueryView } from '@/components/ui/query-view';
import { formatStoreDate, formatDollarsUsd } from '@/lib/format';
import { schemaResolver } from '@/lib/schema-resolver';

import {
  invoiceFiltersFromSearch,
  invoiceQuery,
  searchFromInvoiceFilters,
  useInvoices,
} from '../api/invoices';
import type { InvoiceListFilters } from '../api/invoices';

interface InvoiceFilterValues {
  fromDate: string;
  toDate: string;
  search: string;
  status: string;
}

const emptyForm: InvoiceFilterValues = { fromDate: '', toDate: '', search: '', status: 'all' };

function filtersOf(values: InvoiceFilterValues): InvoiceListFilters {
  return {
    page: 1,
    fromDate: values.fromDate || undefined,
    toDate: values.toDate || undefined,
    search: values.search || undefined,
    status: values.status === 'open' || values.status === 'paid' ? values.status : undefined,
  };
}

function formOf(filters: InvoiceListFilters): InvoiceFilterValues {
  return {
    fromDate: filters.fromDate ?? '',
    toDate: filters.toDate ?? '',
    search: filters.search ?? '',
    status: filters.status ?? 'all',
  };
}

const filterResolver = schemaResolver<InvoiceFilterValues>(InvoicesQuery, (values) =>
  invoiceQuery(filtersOf(values)),
);
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
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = invoiceFiltersFromSearch(searchParams);
  const setFilters = (next: InvoiceListFilters) => setSearchParams(searchFromInvoiceFilters(next));
  const invoices = useInvoices(filters);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<InvoiceFilterValues>({
    // values: the address's filters fill the form, and Back or a link refills it.
    values: formOf(filters),
    resolver: filterResolver,
  });

  const apply = handleSubmit((values) => setFilters(filtersOf(values)));
  const clear = () => {
    reset(emptyForm);
    setFilters({ page: 1 });
  };

  const activeFilters = [filters.fromDate, filters.toDate, filters.search, filters.status].filter(
    Boolean,
  ).length;

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
          noValidate
          onSubmit={(event) => void apply(event)}
          className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-3"
        >
          <SelectField label="Status" {...register('status')}>
            {STATUS_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectField>
          <TextField
            label="From date"
            type="date"
            error={errors.fromDate?.message}
            {...register('fromDate')}
          />
          <TextField label="To date" type="date" error={errors.toDate?.message} {...register('toDate')} />
          <TextField
            label="Search"
            placeholder="Invoice, order or PO number"
            maxLength={100}
            error={errors.search?.message}
            {...register('search')}
          />
          <div className="flex items-end gap-2">
            <Button type="submit">Apply filters</Button>
            <Button type="button" variant="outline" onClick={clear}>
              Clear
            </Button>
          </div>
        </form>
      </FoldingFilters>

      <QueryView
        query={invoices}
        what="invoices"
        isEmpty={(page) => page.results.length === 0}
        empty="No invoices match these filters."
      >
        {(page) => (
          <section
            aria-labelledby="invoices-heading"
            className="rounded-2xl border border-slate-200 bg-white"
          >
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
                  className: (invoice) =>
                    invoice.daysOverdue > 0 ? 'font-semibold text-red-700' : undefined,
                },
              ]}
            />
            <Pager
              label="Invoices pages"
              page={page.page}
              pages={page.pages}
              total={page.total}
              noun="invoices"
              onPage={(next) => setFilters({ ...filters, page: next })}
            />
          </section>
        )}
      </QueryView>
    </div>
  );
}
