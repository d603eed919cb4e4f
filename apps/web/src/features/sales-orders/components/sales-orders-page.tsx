// Sales Orders (/myaccount/menu/salesorders, isPriceVisible; storefront spec §2.2, §3 Transactions):
// the account's orders, 10 a page, with the filters fromDate, toDate, search, ship-to and status.
// The API sends the shown status label ('Billed' → 'Fulfilled'). The table stacks into cards on a
// narrow screen (DataTable), and the filters fold behind a button there.
import { SalesOrderFilters } from '@medsupply/contract';
import type { ShipToListResponse } from '@medsupply/contract';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';

import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { FoldingFilters } from '@/components/ui/folding-filters';
import { Pager } from '@/components/ui/pager';
import { SelectField, TextField } from '@/components/ui/field';
import { QueryView } from '@/components/ui/query-view';
import { formatStoreDate, formatDollarsUsd } from '@/lib/format';
import { schemaResolver } from '@/lib/schema-resolver';

import {
  filtersFromSearch,
  salesOrderQuery,
  scopeFromSearch,
  searchFromFilters,
  useOrderStatuses,
  useSalesOrders,
  useShipToList,
} from '../api/sales-orders';
import type { SalesOrderListFilters } from '../api/sales-orders';

interface OrderFilterValues {
  fromDate: string;
  toDate: string;
  search: string;
  address: string;
  status: string;
}

const emptyForm: OrderFilterValues = { fromDate: '', toDate: '', search: '', address: '', status: '' };

function filtersOf(form: OrderFilterValues): SalesOrderListFilters {
  return {
    page: 1,
    fromDate: form.fromDate || undefined,
    toDate: form.toDate || undefined,
    search: form.search || undefined,
    address: form.address ? Number(form.address) : undefined,
    status: form.status || undefined,
  };
}

const filterResolver = schemaResolver<OrderFilterValues>(SalesOrderFilters, (values) =>
  salesOrderQuery(filtersOf(values)),
);

function formOf(filters: SalesOrderListFilters): OrderFilterValues {
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
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<OrderFilterValues>({ defaultValues: formOf(filters), resolver: filterResolver });
  const orders = useSalesOrders(filters, scope);
  const statuses = useOrderStatuses();
  const shipTo = useShipToList(scope);

  const apply = handleSubmit((values) => setFilters(filtersOf(values)));
  const clear = () => {
    reset(emptyForm);
    setFilters({ page: 1 });
  };

  const activeFilters = [
    filters.fromDate,
    filters.toDate,
    filters.search,
    filters.address,
    filters.status,
  ].filter((value) => value !== undefined && value !== '').length;

  return (
    <div className="space-y-5">
      <FoldingFilters activeCount={activeFilters}>
        <form
          aria-label="Filter orders"
          noValidate
          onSubmit={(event) => void apply(event)}
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
          <TextField
            label="From date"
            type="date"
            error={errors.fromDate?.message}
            {...register('fromDate')}
          />
          <TextField label="To date" type="date" error={errors.toDate?.message} {...register('toDate')} />
          <TextField
            label="Search"
            placeholder="Order or PO number"
            maxLength={100}
            error={errors.search?.message}
            {...register('search')}
          />
          <SelectField
            label="Ship to"
            loading={shipTo.isPending}
            error={errors.address?.message}
            {...register('address')}
          >
            <option value="">All addresses</option>
            <ShipToOptions addresses={shipTo.data?.results ?? []} />
          </SelectField>
          <SelectField
            label="Status"
            loading={statuses.isPending}
            error={errors.status?.message}
            {...register('status')}
          >
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

      <QueryView
        query={orders}
        what="orders"
        isEmpty={(page) => page.results.length === 0}
        empty="No orders match these filters."
      >
        {(page) => (
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
        )}
      </QueryView>
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
