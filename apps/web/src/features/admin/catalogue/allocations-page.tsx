// /admin/allocations (area catalogue; issue 20 point 4, ADR 0031): allocations per account, item and
// period, found by account or item and period day, changed inline, and set for an account and item.
import { AdminAllocationsQuery } from '@medsupply/contract';

import { AdminPage } from '../components/admin-page';
import { AdminPanel } from '../components/admin-table';
import { FilterBar, useListParams } from '../components/filter-bar';
import { TextField } from '../components/form';
import { useAllocations } from './api';
import { AllocationsTable, SetAllocationForm } from './allocations';

const DEFAULTS = { q: '', day: '' } as const;

export function AllocationsPage() {
  const { filters, page, setFilters, setPage } = useListParams(DEFAULTS);
  const list = useAllocations({ ...filters, page, limit: 25 });
  return (
    <AdminPage
      title="Allocations"
      area="catalogue"
      description="How much of an allocated item each account may buy per month or quarter."
    >
      <AdminPanel title="Set an account's allocation">
        <SetAllocationForm />
      </AdminPanel>
      <FilterBar
        filters={filters}
        query={AdminAllocationsQuery}
        label="Find allocations"
        onApply={(values) => setFilters(values)}
        onClear={() => setFilters({})}
      >
        {(field) => (
          <>
            <TextField {...field('q')} label="Account or item" containerClassName="min-w-64 flex-1" />
            <TextField {...field('day')} label="Period holding" type="date" />
          </>
        )}
      </FilterBar>
      <AllocationsTable
        rows={list.data?.results}
        loading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        paging={
          list.data
            ? {
                page: list.data.page,
                pages: list.data.pages,
                total: list.data.total,
                noun: 'allocations',
                onPage: setPage,
              }
            : undefined
        }
      />
    </AdminPage>
  );
}
