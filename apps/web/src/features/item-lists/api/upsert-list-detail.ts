// POST /api/cart/itemList/upsertListDetail {quantity, itemListId, itemId, unit, id?} (service spec
// §7): without id it sets the quantity of (item, unit) on a list, adding the line when absent (Add
// To List); with id it changes that line's quantity and unit (the list page's edit). The caller puts
// the answer in the cache; the list counts and the Add To List checks refetch.
import { itemListPaths } from '@medsupply/contract';
import type { UpsertListDetailRequest, UpsertListDetailResponse } from '@medsupply/contract';
import type { QueryClient } from '@tanstack/react-query';

import { call } from '@/lib/api-client';

import { itemListKeys } from './keys';

export function upsertListDetail(body: UpsertListDetailRequest): Promise<UpsertListDetailResponse> {
  return call('POST', itemListPaths.upsertListDetail, { body });
}

/** After any change to a list's lines: counts on the lists and the Add To List checks are stale. */
export function invalidateListLines(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: itemListKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: itemListKeys.byItems() }),
  ]);
}
