// The store's most ordered items (GET topItems) for the home page. storefront spec §8: a failure
// to load top items is ignored (the section is simply not shown).
import { catalogPaths } from '@medsupply/contract';
import type { TopItemsResponse } from '@medsupply/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { call } from '@/lib/api-client';

import { catalogKeys } from './keys';

export function getTopItems(signal?: AbortSignal): Promise<TopItemsResponse> {
  return call('GET', catalogPaths.topItems, { signal, skipAuthRedirect: true });
}

export const topItemsQueryOptions = () =>
  queryOptions({
    queryKey: catalogKeys.topItems(),
    queryFn: ({ signal }) => getTopItems(signal),
    staleTime: 5 * 60 * 1000,
    retry: false,
  });

export function useTopItems() {
  return useQuery(topItemsQueryOptions());
}
