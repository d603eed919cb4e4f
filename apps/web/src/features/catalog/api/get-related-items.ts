// The product page's Related Products and Alternative Products tabs (storefront spec §2.5):
// GET correlatedItems and alternativeItem, `?id=` (id or urlComponent).
import { catalogPaths } from '@medsupply/contract';
import type { AlternativeItemsResponse, RelatedItem } from '@medsupply/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { call } from '@/lib/api-client';

import { catalogKeys } from './keys';

export async function getCorrelatedItems(key: string, signal?: AbortSignal): Promise<RelatedItem[]> {
  const response = await call('GET', catalogPaths.correlatedItems, {
    query: { id: key },
    signal,
    skipAuthRedirect: true,
  });
  // service spec §7: each entry wraps correlatedItem.
  return response.map((entry) => entry.correlatedItem);
}

export function getAlternativeItems(key: string, signal?: AbortSignal): Promise<AlternativeItemsResponse> {
  return call('GET', catalogPaths.alternativeItem, {
    query: { id: key },
    signal,
    skipAuthRedirect: true,
  });
}

export const correlatedItemsQueryOptions = (key: string) =>
  queryOptions({
    queryKey: catalogKeys.correlated(key),
    queryFn: ({ signal }) => getCorrelatedItems(key, signal),
    staleTime: 5 * 60 * 1000,
  });

export const alternativeItemsQueryOptions = (key: string) =>
  queryOptions({
    queryKey: catalogKeys.alternatives(key),
    queryFn: ({ signal }) => getAlternativeItems(key, signal),
    staleTime: 5 * 60 * 1000,
  });

export function useCorrelatedItems(key: string) {
  return useQuery(correlatedItemsQueryOptions(key));
}

export function useAlternativeItems(key: string) {
  return useQuery(alternativeItemsQueryOptions(key));
}
