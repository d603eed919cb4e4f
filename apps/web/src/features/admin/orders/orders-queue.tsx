// /admin/orders: the order desk's queue (ADR 0027): open orders oldest first by default, or one
// status; by order, PO, account name or number; one account's orders from a row's account.
import type { AdminOrderSummary } from '@medsupply/contract';
import { ADMIN_ORDER_FILTERS } from '@medsupply/contract';
import { orderStatusLabel } from '@medsupply/domain';
import { X } from 'lucide-react';
import { Link } from 'react-router';

import { formatStoreDate, formatDollarsUsd } from '@/lib/format';

import { AdminPage } from '../components/admin-page';
import { AdminTable } from '../components/admin-table';
import type { AdminColumn } from '../components/admin-table';
import { FilterBar, useListParams } from '../components/filter-bar';
import { SelectField, TextField } from '../components/form';
import { useOrderQueue } from './api';
import { StatusLabel } from './order-status';

const DEFAULTS = { status: 'open', q: '', accountId: '', accountName: '' } as const;

const statusLabel = (status: string) =>
  status === 'open' ? 'Open (left to ship)' : orderStatusLabel(status);

export function OrdersQueue() {
  const { filters, page, setFilters, setPage } = useListParams(DEFAULTS);
  const accountId = /^\d+$/.test(filters.accountId) ? Number(filters.accountId) : undefined;
  const queue = useOrderQueue({ status: filters.status, q: filters.q || undefined, accountId, page });

  const columns: AdminColumn<AdminOrderSummary>[] = [
    {
      key: 'order',
      role: 'identity',
      header: 'Order',
      nowrap: true,
      cell: (o) => (
        <Link to={`/admin/orders/${o.id}`} className="font-semibold text-brand-700 hover:underline">
          {o.tranId}
        </Link>
      ),
    },
    {
      key: 'date',
      header: 'Ordered',
      nowrap: true,
      cell: (o) => formatStoreDate(o.orderDate),
    },
    {
      key: 'account',
      header: 'Account',
      cell: (o) => (
        <button
          type="button"
          className="text-left hover:text-brand-700 hover:underline"
          title="Only this account's orders"
          onClick={() =>
            setFilters({ ...filters, accountId: String(o.account.id), accountName: o.account.name })
          }
        >
          {o.account.name}
          <span className="block text-xs text-slate-500">{o.account.number}</span>
        </button>
      ),
    },
    { key: 'po', minor: true, header: 'PO', cell: (o) => o.poNumber ?? '—' },
    { key: 'payment', minor: true, header: 'Payment', cell: (o) => o.paymentType },
    { key: 'status', role: 'status', header: 'Status', cell: (o) => <StatusLabel status={o.status} /> },
    { key: 'toShip', header: 'To ship', align: 'right', cell: (o) => o.quantityToShip },
    {
      key: 'backordered',
      minor: true,
      header: 'Backordered',
      align: 'right',
      cell: (o) =>
        o.quantityBackordered > 0 ? (
          <span className="font-semibold text-amber-800">{o.quantityBackordered}</span>
        ) : (
          0
        ),
    },
    {
      key: 'total',
      role: 'amount',
      header: 'Total',
      align: 'right',
      cell: (o) => (o.total === undefined ? '—' : formatDollarsUsd(o.total)),
    },
  ];

  return (
    <AdminPage
      title="Orders"
      area="orders"
      description="Open orders, oldest first: ship what is committed, all or part of it."
    >
      <FilterBar
        label="Filter orders"
        filters={filters}
        onApply={(values) =>
          setFilters({
            status: values.status,
            q: values.q,
            accountId: filters.accountId,
            accountName: filters.accountName,
          })
        }
        onClear={() => setFilters({})}
      >
        {(field) => (
          <>
            <SelectField label="Status" containerClassName="w-64" {...field('status')}>
              {ADMIN_ORDER_FILTERS.map((status) => (
                <option key={status} value={status}>
                  {statusLabel(status)}
                </option>
              ))}
            </SelectField>
            <TextField
              label="Search"
              placeholder="Order, PO, account name or number"
              containerClassName="min-w-64 flex-1"
              {...field('q')}
            />
          </>
        )}
      </FilterBar>
      {accountId !== undefined && (
        <p className="flex items-center gap-2 text-sm text-slate-700">
          Only the orders of <strong>{filters.accountName || `account ${accountId}`}</strong>
          <button
            type="button"
            className="inline-flex items-center gap-1 rounded-md px-2 py-1 font-medium text-brand-700 hover:bg-slate-200/60"
            onClick={() => setFilters({ status: filters.status, q: filters.q })}
          >
            <X className="size-4" aria-hidden="true" />
            All accounts
          </button>
        </p>
      )}
      <AdminTable
        caption="Orders"
        columns={columns}
        rows={queue.data?.results}
        rowKey={(o) => o.id}
        loading={queue.isPending}
        error={queue.error}
        empty="No orders match these filters."
        paging={
          queue.data && {
            page: queue.data.page,
            pages: queue.data.pages,
            total: queue.data.total,
            noun: 'orders',
            onPage: setPage,
          }
        }
      />
    </AdminPage>
  );
}
