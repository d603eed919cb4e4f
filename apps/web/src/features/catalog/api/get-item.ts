// One product for the detail page (GET /api/shopping/item/item?id=, id or urlComponent). The server
// embeds the anonymous answer into the product page (lib/initial-data.ts): a visitor's first paint
// needs no round trip; a logged-in buyer refetches at once for prices (service spec §6).
import { paths } from '@medsupply/contract';
import type { ItemDetail } from '@medsupply/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { takeProductPageData } from '@/lib/initial-data';
import { hasValidToken } from '@/lib/storage';

import { catalogKeys } from './keys';

export function getItem(key: string, signal?: AbortSignal): Promise<ItemDetail> {
  return api.get<ItemDetail>(paths.catalog.item, { query: { id: key }, signal, skipAuthRedirect: true });
}

export const itemQueryOptions = (key: string) =>
  queryOptions({
    queryKey: catalogKeys.item(key),
    queryFn: ({ signal }) => getItem(key, signal),
    initialData: () => {
      const embedded = takeProductPageData(key);
      // An embedded null item is the server's 404: let the query ask and fail the same way.
      return embedded?.item ?? undefined;
    },
    // The embedded answer is anonymous: a logged-in buyer refetches for prices straight away.
    initialDataUpdatedAt: () => (hasValidToken() ? 0 : Date.now()),
    staleTime: 60 * 1000,
  });

export function useItem(key: string) {
  return useQuery(itemQueryOptions(key));
}
