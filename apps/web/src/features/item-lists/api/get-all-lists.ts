// GET /api/cart/itemList/getAllLists?showShared= (service spec §7 "Item lists"): the contact's own
// lists, plus with showShared the lists other contacts of the account share (isOwner false).
// Loaded after login (storefront spec §4, app/session-watcher.tsx).
import { itemListPaths } from '@medsupply/contract';
import type { ItemListsResponse } from '@medsupply/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { call } from '@/lib/api-client';

import { itemListKeys } from './keys';

export function getAllLists(showShared: boolean, signal?: AbortSignal): Promise<ItemListsResponse> {
  return call('GET', itemListPaths.getAllLists, {
    query: { showShared: showShared ? 'true' : 'false' },
    signal,
  });
}

export const allListsQueryOptions = (showShared = false) =>
  queryOptions({
    queryKey: itemListKeys.allLists(showShared),
    queryFn: ({ signal }) => getAllLists(showShared, signal),
    staleTime: 30_000,
  });

export function useAllLists(showShared: boolean, enabled = true) {
  // Flipping 'Show shared lists' keeps the lists on screen until the other answer arrives.
  return useQuery({ ...allListsQueryOptions(showShared), enabled, placeholderData: keepPreviousData });
}
