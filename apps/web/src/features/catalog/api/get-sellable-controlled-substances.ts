// GET /api/shopping/item/getSellableControlledSubstances (service spec §7): the Rx levels the store
// may sell. Loaded after login (storefront spec §4) and read by the add-to-cart control, which
// refuses items whose level is not sellable (service spec §5).
import { catalogPaths } from '@medsupply/contract';
import type { SellableControlledSubstancesResponse } from '@medsupply/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { call } from '@/lib/api-client';

import { catalogKeys } from './keys';

export function getSellableControlledSubstances(
  signal?: AbortSignal,
): Promise<SellableControlledSubstancesResponse> {
  return call('GET', catalogPaths.getSellableControlledSubstances, {
    signal,
    skipAuthRedirect: true,
  });
}

export const sellableControlledSubstancesQueryOptions = () =>
  queryOptions({
    queryKey: [...catalogKeys.all, 'sellable-controlled-substances'] as const,
    queryFn: ({ signal }) => getSellableControlledSubstances(signal),
    staleTime: 10 * 60_000,
  });

/** The sellable levels' ids (canPurchaseRxLevel's sellableLevels); only fetched when `enabled`. */
export function useSellableRxLevels(enabled: boolean) {
  return useQuery({
    ...sellableControlledSubstancesQueryOptions(),
    enabled,
    select: (levels) => levels.map((level) => level.id),
  });
}
