// The Sales Orders and Order Details calls (service spec §7 "Account and transactions"; issue 17
// point 6): the paginated list with its filters, the filters' status and ship-to lists, one order,
// and reorder. Money fields are absent without isPriceVisible (service spec §6).
import { salesOrdersPaths } from '@medsupply/contract';
import type { SalesOrderFilters } from '@medsupply/contract';
import { useMutation, useQuery, keepPreviousData } from '@tanstack/react-query';

import { call } from '@/lib/api-client';
import { endpointQuery } from '@/lib/endpoint-query';
import { searchFilters } from '@/lib/search-filters';

export type SalesOrderListFilters = Partial<SalesOrderFilters>;

export const salesOrderKeys = {
  all: ['sales-orders'] as const,
  list: (filters: SalesOrderListFilters, scope: SalesOrderScope = 'account') =>
    [...salesOrderKeys.all, 'list', scope, filters] as const,
  statuses: () => [...salesOrderKeys.all, 'statuses'] as const,
  shipTo: (scope: SalesOrderScope = 'account') => [...salesOrderKeys.all, 'ship-to', scope] as const,
  detail: (id: number) => [...salesOrderKeys.all, 'detail', id] as const,
};

/** Only the filters that are set go into the query string, so the cache key is stable. */
export function salesOrderQuery(filters: SalesOrderListFilters): SalesOrderListFilters {
  const query: SalesOrderListFilters = { page: filters.page ?? 1 };
  if (filters.fromDate) query.fromDate = filters.fromDate;
  if (filters.toDate) query.toDate = filters.toDate;
  if (filters.search?.trim()) query.search = filters.search.trim();
  if (filters.address) query.address = filters.address;
  if (filters.status) query.status = filters.status;
  return query;
}

/**
 * The filters a Sales Orders address carries (?page&fromDate&toDate&search&address&status), so a
 * reload, the Back button or a shared link shows the same list; anything malformed is left out.
 */
export function filtersFromSearch(params: URLSearchParams): SalesOrderListFilters {
  const read = searchFilters(params);
  return salesOrderQuery({
    page: read.page(),
    fromDate: read.day('fromDate'),
    toDate: read.day('toDate'),
    search: read.text('search'),
    address: read.positive('address'),
    status: read.text('status'),
  });
}

/** The address's query string of `filters` (page 1 is left out). */
export function searchFromFilters(filters: SalesOrderListFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(salesOrderQuery(filters)))
    if (!(key === 'page' && value === 1)) params.set(key, String(value));
  return params;
}

/**
 * Whose orders: the account the session acts for (the default), or, for a parent login,
 * salesordersForParent across its accounts ('all') or for one of them.
 */
export type SalesOrderScope = 'account' | 'all' | number;

/** The scope an address names (?account=all|<id>); anything else is the session's account. */
export function scopeFromSearch(params: URLSearchParams): SalesOrderScope {
  if (params.get('account')?.trim() === 'all') return 'all';
  return searchFilters(params).positive('account') ?? 'account';
}

export const salesOrdersQueryOptions = (
  filters: SalesOrderListFilters,
  scope: SalesOrderScope = 'account',
) => {
  const query = salesOrderQuery(filters);
  const key = salesOrderKeys.list(query, scope);
  return {
    ...(scope === 'account'
      ? endpointQuery(key, 'GET', salesOrdersPaths.paginate, { query })
      : endpointQuery(key, 'GET', salesOrdersPaths.salesordersForParent, {
          query: scope === 'all' ? query : { ...query, accountId: scope },
        })),
    placeholderData: keepPreviousData,
  };
};

export function useSalesOrders(filters: SalesOrderListFilters, scope: SalesOrderScope = 'account') {
  return useQuery(salesOrdersQueryOptions(filters, scope));
}

export function useOrderStatuses() {
  return useQuery({
    ...endpointQuery(salesOrderKeys.statuses(), 'GET', salesOrdersPaths.getStatusList),
    staleTime: Infinity,
  });
}

/** The ship-tos of the scope's accounts: a parent login's picker widens the filter's choices. */
export function useShipToList(scope: SalesOrderScope = 'account') {
  return useQuery({
    ...endpointQuery(salesOrderKeys.shipTo(scope), 'GET', salesOrdersPaths.getShipToList, {
      query: scope === 'account' ? {} : scope === 'all' ? { allAccounts: 'true' } : { accountId: scope },
    }),
    placeholderData: keepPreviousData,
  });
}

export const orderDetailsQueryOptions = (id: number) =>
  endpointQuery(salesOrderKeys.detail(id), 'GET', salesOrdersPaths.byId, { query: { id } });

export function useOrderDetails(id: number) {
  return useQuery(orderDetailsQueryOptions(id));
}

export function useReorder() {
  return useMutation({
    mutationFn: (id: number) => call('POST', salesOrdersPaths.reorder, { body: { id } }),
  });
}
