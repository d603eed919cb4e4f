// /admin/catalogue: find an item by its number, MPN or name (active, inactive or all) and open its
// edit page (issue 20 point 4, ADR 0031).
import type { AdminItemSummary } from '@medsupply/contract';
import { Link } from 'react-router';

import { AdminPage } from '../components/admin-page';
import { AdminTable, StatusPill } from '../components/admin-table';
import type { AdminColumn } from '../components/admin-table';
import { FilterBar, useListParams } from '../components/filter-bar';
import { SelectField, TextField } from '../components/form';
import { useAdminItems } from './api';

const DEFAULTS = { q: '', status: 'all' } as const;

export const itemHref = (id: number) => `/admin/catalogue/${id}`;

export function ItemFlags({
  item,
}: {
  item: Pick<AdminItemSummary, 'inactive' | 'restricted' | 'rxLevel' | 'allocationPeriod'>;
}) {
  return (
    <span className="flex flex-wrap gap-1">
      {item.inactive ? (
        <StatusPill tone="red">Inactive</StatusPill>
      ) : (
        <StatusPill tone="green">Active</StatusPill>
      )}
      {item.restricted ? <StatusPill tone="amber">Restricted</StatusPill> : null}
      {item.rxLevel > 0 ? <StatusPill tone="blue">Rx level {item.rxLevel}</StatusPill> : null}
      {item.allocationPeriod ? (
        <StatusPill tone="grey">Allocated by {item.allocationPeriod}</StatusPill>
      ) : null}
    </span>
  );
}

const columns: AdminColumn<AdminItemSummary>[] = [
  {
    key: 'item',
    role: 'identity',
    wide: true,
    header: 'Item',
    cell: (item) => (
      <span className="block min-w-0">
        <Link to={itemHref(item.id)} className="font-semibold text-brand-700 hover:underline">
          {item.itemName}
        </Link>
        <span className="block text-slate-700">{item.displayName}</span>
      </span>
    ),
  },
  {
    key: 'manufacturer',
    minor: true,
    header: 'Manufacturer / MPN',
    cell: (item) => (
      <span>
        {item.manufacturer}
        <span className="block text-xs text-slate-600">{item.mpn}</span>
      </span>
    ),
  },
  {
    key: 'stock',
    header: 'In stock',
    align: 'right',
    cell: (item) => <span className="tabular-nums">{item.quantityAvailable}</span>,
  },
  { key: 'flags', header: 'Status', cell: (item) => <ItemFlags item={item} /> },
];

export function CatalogueItemsPage() {
  const { filters, page, setFilters, setPage } = useListParams(DEFAULTS);
  const items = useAdminItems({ ...filters, page, limit: 25 });
  return (
    <AdminPage
      title="Catalog"
      area="catalogue"
      description="Find an item by its number, MPN or name to change its prices, units, flags or levels."
    >
      <FilterBar
        filters={filters}
        label="Find items"
        onApply={(values) => setFilters(values)}
        onClear={() => setFilters({})}
      >
        {(field) => (
          <>
            <TextField
              {...field('q')}
              label="Item number, MPN or name"
              containerClassName="min-w-64 flex-1"
            />
            <SelectField {...field('status')} label="Status">
              <option value="all">All items</option>
              <option value="active">Active</option>
              <option value="inactive">Inactive</option>
            </SelectField>
          </>
        )}
      </FilterBar>
      <AdminTable
        caption="Items"
        columns={columns}
        rows={items.data?.results}
        rowKey={(item) => item.id}
        loading={items.isPending}
        error={items.error}
        what="items"
        onRetry={() => void items.refetch()}
        empty="No item matches. Try part of the item number or name."
        paging={
          items.data
            ? {
                page: items.data.page,
                pages: items.data.pages,
                total: items.data.total,
                noun: 'items',
                onPage: setPage,
              }
            : undefined
        }
      />
    </AdminPage>
  );
}
