// GET /api/cart/cart/getCart (service spec §7): the signed-in contact's cart with its lines,
// save-for-later entries, notifications and totals. Every cart mutation answers the whole cart;
// `setCart` puts such a response in the cache, so nothing recomputes totals on the client.
import { cartPaths } from '@medsupply/contract';
import type { Cart } from '@medsupply/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';

import { call } from '@/lib/api-client';

import { cartKeys } from './keys';

export function getCart(signal?: AbortSignal): Promise<Cart> {
  return call('GET', cartPaths.getCart, { signal });
}

export const cartQueryOptions = () =>
  queryOptions({
    queryKey: cartKeys.cart(),
    queryFn: ({ signal }) => getCart(signal),
    staleTime: 30_000,
  });

/** The cart, for a signed-in user only (`enabled` false for visitors). */
export function useCart(enabled: boolean) {
  return useQuery({ ...cartQueryOptions(), enabled });
}

/** Replaces the cached cart with a mutation's response (service spec §4: each change updates totals). */
export function setCart(queryClient: QueryClient, cart: Cart): void {
  queryClient.setQueryData(cartKeys.cart(), cart);
}
