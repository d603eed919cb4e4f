// GET reorder/paginate (issue 21 point 1; storefront spec §9: windows 15–180 days, 90 by default,
// source Order History or Estimates, 100 a page): what the account bought, by item and unit.
import { purchasingPaths } from '@medsupply/contract';
import type { EasyReorderResponse } from '@medsupply/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { purchasingKeys } from './keys';
import type { ReorderFilters } from './keys';

export function getReorder(filters: ReorderFilters, signal?: AbortSignal): Promise<EasyReorderResponse> {
  return api.get<EasyReorderResponse>(purchasingPaths.reorderPaginate, { query: { ...filters }, signal });
}

export const reorderQueryOptions = (filters: ReorderFilters) =>
  queryOptions({
    queryKey: purchasingKeys.reorder(filters),
    queryFn: ({ signal }) => getReorder(filters, signal),
    placeholderData: keepPreviousData,
  });

export function useReorder(filters: ReorderFilters) {
  return useQuery(reorderQueryOptions(filters));
}
