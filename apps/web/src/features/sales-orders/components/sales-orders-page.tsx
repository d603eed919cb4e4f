// Sales Orders (/myaccount/menu/salesorders, isPriceVisible; storefront spec §2.2, §3 Transactions):
// the account's orders, 10 a page, with the filters fromDate, toDate, search, ship-to and status.
// The API sends the shown status label ('Billed' → 'Fulfilled'). The table stacks into cards on a
// narrow screen (DataTable), and the filters fold behind a button there.
import { useState } from 'react';
import type { SyntheticEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ShipToListResponse } from '@medsupply/contract';

import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { FoldingFilters } from '@/components/ui/folding-filters';
import { Pager } from '@/components/ui/pager';
import { SelectField, TextField } from '@/components/ui/field';
import { Skeleton } from '@/components/ui/skeleton';
import { formatStoreDate, formatDollarsUsd } from '@/lib/format';

import {
  filtersFromSearch,
  scopeFromSearch,
  searchFromFilters,
  useOrderStatuses,
  useSalesOrders,
  useShipToList,
} from '../api/sales-orders';
import type { SalesOrderListFilters } from '../api/sales-orders';

const emptyForm = { fromDate: '', toDate: '', search: '', address: '', status: '' };

function formOf(filters: SalesOrderListFilters): typeof emptyForm {
  return {
    fromDate: filters.fromDate ?? '',
    toDate: filters.toDate ?? '',
    search: filters.search ?? '',
    address: filters.address ? String(filters.address) : '',
    status: filters.status ?? '',
  };
}

export interface SalesOrdersPageProps {
  /** Where an order's number links (the route knows the account menu's paths). */
  orderHref: (id: number) => string;
  /** A parent login's accounts (storefront spec §6): with more than one, an account picker. */
  accounts?: ReadonlyArray<{ id: number; accountName: string }>;
}

export function SalesOrdersPage({ orderHref, accounts = [] }: SalesOrdersPageProps) {
  // The filters live in the address (issue 17 point 6): reload and Back keep them.
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearch(searchParams);
  const picker = accounts.length > 1;
  const scope = picker ? scopeFromSearch(searchParams) : 'account';
  const showSearch = (next: SalesOrderListFilters, nextScope = scope) => {
    const params = searchFromFilters(next);
    if (nextScope !== 'account') params.set('account', String(nextScope));
    setSearchParams(params);
  };
  const setFilters = (next: SalesOrderListFilters) => showSearch(next);
  const [form, setForm] = useState(() => formOf(filters));
  const orders = useSalesOrders(filters, scope);
  const statuses = useOrderStatuses();
  const shipTo = useShipToList(scope);

  const apply = (event: SyntheticEvent) => {
    event.preventDefault();
    setFilters({
      page: 1,
      fromDate: form.fromDate || undefined,
      toDate: form.toDate || undefined,
      search: form.search || undefined,
      address: form.address ? Number(form.address) : undefined,
      status: form.status || undefined,
    });
  };
  const clear = () => {
    setForm(emptyForm);
    setFilters({ page: 1 });
  };
  const update = (key: keyof typeof emptyForm) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [key]: event.target.value }));

  const activeFilters = [
    filters.fromDate,
    filters.toDate,
    filters.search,
    filters.address,
    filters.status,
  ].filter((value) => value !== undefined && value !== '').length;

  const page = orders.data;
  return (
    <div className="space-y-5">
      <FoldingFilters activeCount={activeFilters}>
        <form
          aria-label="Filter orders"
          onSubmit={apply}
          className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-3"
        >
          {picker && (
            <SelectField
              label="Account"
              value={String(scope)}
              onChange={(event) => {
                const value = event.target.value;
                showSearch(
                  { ...filters, page: 1 },
                  value === 'account' || value === 'all' ? value : Number(value),
                );
              }}
            >
              <option value="account">This account</option>
              <option value="all">All my accounts</option>
              {accounts.map((account) => (
                <option key={account.id} value={account.id}>
                  {account.accountName}
                </option>
              ))}
            </SelectField>
          )}
          <TextField label="From date" type="date" value={form.fromDate} onChange={update('fromDate')} />
          <TextField label="To date" type="date" value={form.toDate} onChange={update('toDate')} />
          <TextField
            label="Search"
            placeholder="Order or PO number"
            value={form.search}
            maxLength={100}
            onChange={update('search')}
          />
          <SelectField label="Ship to" value={form.address} onChange={update('address')}>
            <option value="">All addresses</option>
            <ShipToOptions addresses={shipTo.data?.results ?? []} />
          </SelectField>
          <SelectField label="Status" value={form.status} onChange={update('status')}>
            <option value="">All statuses</option>
            {statuses.data?.results.map((status) => (
              <option key={status.status} value={status.status}>
                {status.label}
              </option>
            ))}
          </SelectField>
          <div className="flex items-end gap-2">
            <Button type="submit">Apply filters</Button>
            <Button type="button" variant="outline" onClick={clear}>
              Clear
            </Button>
          </div>
        </form>
      </FoldingFilters>

      {orders.isPending ? (
        <div aria-label="Loading orders" role="status" className="space-y-2">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : orders.isError ? (
        <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-5 text-sm text-red-800">
          <p>We could not load your orders. {orders.error.message}</p>
          <Button className="mt-3" size="sm" variant="outline" onClick={() => void orders.refetch()}>
            Try again
          </Button>
        </div>
      ) : page && page.results.length === 0 ? (
        <p className="rounded-2xl border border-slate-200 bg-white px-5 py-8 text-center text-sm text-slate-600">
          No orders match these filters.
        </p>
      ) : page ? (
        <section
          aria-labelledby="sales-orders-heading"
          className="rounded-2xl border border-slate-200 bg-white"
        >
          <h2 id="sales-orders-heading" className="sr-only">
            Orders
          </h2>
          <DataTable
            labelledBy="sales-orders-heading"
            rows={page.results}
            rowKey={(order) => order.id}
            columns={[
              {
                label: 'Order',
                role: 'identity',
                cell: (order) => (
                  <Link className="text-brand-700 underline" to={orderHref(order.id)}>
                    {order.tranId}
                  </Link>
                ),
              },
              scope !== 'account' && { label: 'Account', wide: true, cell: (order) => order.accountName },
              { label: 'Date', date: true, cell: (order) => formatStoreDate(order.orderDate) },
              { label: 'Status', role: 'status', cell: (order) => order.statusLabel },
              { label: 'PO number', minor: true, cell: (order) => order.poNumber ?? '' },
              {
                label: 'Ship to',
                minor: true,
                cell: (order) =>
                  `${order.shipAddress.addressee}, ${order.shipAddress.city}, ${order.shipAddress.state}`,
              },
              { label: 'Placed by', minor: true, cell: (order) => order.placedBy ?? '' },
              {
                label: 'Total',
                role: 'amount',
                numeric: true,
                cell: (order) => (order.total !== undefined ? formatDollarsUsd(order.total) : ''),
              },
            ]}
          />
          <Pager
            label="Orders pages"
            page={page.page}
            pages={page.pages}
            total={page.total}
            noun="orders"
            onPage={(next) => setFilters({ ...filters, page: next })}
          />
        </section>
      ) : null}
    </div>
  );
}

/** The filter's ship-tos; across accounts, grouped under each account's name (labels repeat). */
function ShipToOptions({ addresses }: { addresses: ShipToListResponse['results'] }) {
  const options = (list: ShipToListResponse['results']) =>
    list.map((address) => (
      <option key={address.id} value={address.id}>
        {address.label}
      </option>
    ));
  const accountIds = [...new Set(addresses.map((address) => address.accountId))];
  if (accountIds.length < 2) return options(addresses);
  return accountIds.map((accountId) => {
    const own = addresses.filter((address) => address.accountId === accountId);
    return (
      <optgroup key={accountId} label={own[0]?.accountName ?? ''}>
        {options(own)}
      </optgroup>
    );
  });
}
