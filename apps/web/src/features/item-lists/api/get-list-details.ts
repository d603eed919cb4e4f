// GET /api/cart/itemList/getListDetails?itemListId= (service spec §7): one list (own, or shared by
// another contact of the account) with its lines. Line prices are absent without price visibility.
import { itemListPaths } from '@medsupply/contract';
import type { ListDetailsResponse } from '@medsupply/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { call } from '@/lib/api-client';

import { itemListKeys } from './keys';

export function getListDetails(itemListId: number, signal?: AbortSignal): Promise<ListDetailsResponse> {
  return call('GET', itemListPaths.getListDetails, { query: { itemListId }, signal });
}

export const listDetailsQueryOptions = (itemListId: number) =>
  queryOptions({
    queryKey: itemListKeys.details(itemListId),
    queryFn: ({ signal }) => getListDetails(itemListId, signal),
    staleTime: 30_000,
  });

export function useListDetails(itemListId: number) {
  return useQuery(listDetailsQueryOptions(itemListId));
}
