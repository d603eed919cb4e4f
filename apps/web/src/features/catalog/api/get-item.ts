// One product for the detail page (GET /api/shopping/item/item?id=, id or urlComponent). The page's
// loader primes it with the answer for the document's buyer (prices only where they may be seen).
import { catalogPaths } from '@medsupply/contract';
import type { ItemDetail } from '@medsupply/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { call } from '@/lib/api-client';

import { catalogKeys } from './keys';

export function getItem(key: string, signal?: AbortSignal): Promise<ItemDetail> {
  return call('GET', catalogPaths.item, { query: { id: key }, signal, skipAuthRedirect: true });
}

export const itemQueryOptions = (key: string) =>
  queryOptions({
    queryKey: catalogKeys.item(key),
    queryFn: ({ signal }) => getItem(key, signal),
    staleTime: 60 * 1000,
  });

export function useItem(key: string) {
  return useQuery(itemQueryOptions(key));
}
