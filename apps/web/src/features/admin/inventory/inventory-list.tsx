// /admin/inventory: find an item by name, MPN or maker and see its stock and what waits for it.
import type { AdminInventoryItemSummary } from '@medsupply/contract';
import { Link } from 'react-router';

import { formatStoreDate } from '@/lib/format';

import { AdminPage } from '../components/admin-page';
import { AdminTable, StatusPill } from '../components/admin-table';
import type { AdminColumn } from '../components/admin-table';
import { FilterBar, useListParams } from '../components/filter-bar';
import { SelectField, TextField } from '../components/form';
import { useAdminItems } from './api';

const DEFAULTS = { q: '', backordered: 'false' } as const;

const COLUMNS: AdminColumn<AdminInventoryItemSummary>[] = [
  {
    key: 'item',
    role: 'identity',
    header: 'Item',
    nowrap: true,
    cell: (i) => (
      <Link to={`/admin/inventory/${i.id}`} className="font-semibold text-brand-700 hover:underline">
        {i.itemName}
      </Link>
    ),
  },
  {
    key: 'name',
    header: 'Description',
    cell: (i) => (
      <>
        {i.displayName}
        {i.inactive && (
          <span className="ml-2">
            <StatusPill>Inactive</StatusPill>
          </span>
        )}
      </>
    ),
  },
  {
    key: 'maker',
    minor: true,
    header: 'Manufacturer · MPN',
    cell: (i) => (
      <>
        {i.manufacturer}
        <span className="block text-xs text-slate-500">{i.mpn}</span>
      </>
    ),
  },
  { key: 'stock', header: 'In stock', align: 'right', cell: (i) => i.quantityAvailable },
  {
    key: 'backordered',
    header: 'Backordered',
    align: 'right',
    cell: (i) =>
      i.quantityBackordered > 0 ? (
        <span className="font-semibold text-amber-800">{i.quantityBackordered}</span>
      ) : (
        0
      ),
  },
  {
    key: 'restock',
    minor: true,
    header: 'Restock expected',
    cell: (i) => (i.restockExpectedOn ? formatStoreDate(i.restockExpectedOn) : '—'),
  },
];

export function InventoryList() {
  const { filters, page, setFilters, setPage } = useListParams(DEFAULTS);
  const items = useAdminItems({
    q: filters.q || undefined,
    backordered: filters.backordered === 'true',
    page,
  });
  return (
    <AdminPage
      title="Inventory"
      area="inventory"
      description="Find an item, see its stock and the lines waiting for it, and receive stock."
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
              label="Search"
              {...field('q')}
              placeholder="Item, description, manufacturer or MPN"
              containerClassName="min-w-64 flex-1"
            />
            <SelectField label="Show" {...field('backordered')} containerClassName="w-56">
              <option value="false">All items</option>
              <option value="true">Items with backorders</option>
            </SelectField>
          </>
        )}
      </FilterBar>
      <AdminTable
        caption="Items"
        columns={COLUMNS}
        rows={items.data?.results}
        rowKey={(i) => i.id}
        loading={items.isPending}
        error={items.error}
        empty="No items match."
        paging={
          items.data && {
            page: items.data.page,
            pages: items.data.pages,
            total: items.data.total,
            noun: 'items',
            onPage: setPage,
          }
        }
      />
    </AdminPage>
  );
}
