// GET reorder/paginate (issue 21 point 1; storefront spec §9: windows 15–180 days, 90 by default,
// source Order History or Estimates, 100 a page): what the account bought, by item and unit.
import { purchasingPaths } from '@medsupply/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { endpointQuery } from '@/lib/endpoint-query';

import { purchasingKeys } from './keys';
import type { ReorderFilters } from './keys';

export const reorderQueryOptions = (filters: ReorderFilters) => ({
  ...endpointQuery(purchasingKeys.reorder(filters), 'GET', purchasingPaths.reorderPaginate, {
    query: filters,
  }),
  placeholderData: keepPreviousData,
});

export function useReorder(filters: ReorderFilters) {
  return useQuery(reorderQueryOptions(filters));
}
