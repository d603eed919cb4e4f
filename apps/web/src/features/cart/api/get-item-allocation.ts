// POST /api/myaccount/allocation/getItemAllocation {itemId} (service spec §7): what the account may
// still add of an allocated item this period. Asked only for a logged-in user and an item with an
// allocationPeriod (storefront spec §6: allocation limits apply only to logged-in users).
import { allocationPaths } from '@medsupply/contract';
import type { ItemAllocationRequest, ItemAllocationResponse } from '@medsupply/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { call } from '@/lib/api-client';

import { cartKeys } from './keys';

export function getItemAllocation(itemId: number, signal?: AbortSignal): Promise<ItemAllocationResponse> {
  const body: ItemAllocationRequest = { itemId };
  return call('POST', allocationPaths.getItemAllocation, { body, signal });
}

export const itemAllocationQueryOptions = (itemId: number) =>
  queryOptions({
    queryKey: cartKeys.allocation(itemId),
    queryFn: ({ signal }) => getItemAllocation(itemId, signal),
    staleTime: 30_000,
  });

/** The item's remaining allocation; idle (not fetched) unless `enabled`. */
export function useItemAllocation(itemId: number, enabled: boolean) {
  return useQuery({ ...itemAllocationQueryOptions(itemId), enabled });
}
