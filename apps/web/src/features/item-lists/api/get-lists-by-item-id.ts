// GET /api/cart/itemList/getListsByItemId?itemId=&unit= (service spec §7): which of the contact's
// own lists already hold this item in this unit; the Add To List dialog checks those lists.
import { itemListPaths } from '@medsupply/contract';
import type { ListsByItemIdResponse } from '@medsupply/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { call } from '@/lib/api-client';

import { itemListKeys } from './keys';

export function getListsByItemId(
  itemId: number,
  unit: number,
  signal?: AbortSignal,
): Promise<ListsByItemIdResponse> {
  return call('GET', itemListPaths.getListsByItemId, { query: { itemId, unit }, signal });
}

export const listsByItemIdQueryOptions = (itemId: number, unit: number) =>
  queryOptions({
    queryKey: itemListKeys.byItem(itemId, unit),
    queryFn: ({ signal }) => getListsByItemId(itemId, unit, signal),
  });

export function useListsByItemId(itemId: number, unit: number | undefined) {
  return useQuery({ ...listsByItemIdQueryOptions(itemId, unit ?? 0), enabled: unit !== undefined });
}
