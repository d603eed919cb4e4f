// POST /api/cart/cart/addItem (service spec §7): adds an item in a unit and quantity and answers
// the whole cart, which replaces the cached one (setCart). addToCartAdjustment says the server cut
// the quantity to the remaining allocation (storefront spec §8: the warning toast).
import { cartPaths } from '@medsupply/contract';
import type { AddItemRequest, Cart } from '@medsupply/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { call } from '@/lib/api-client';

import { setCart } from './get-cart';
import { cartKeys } from './keys';

export function addCartItem(request: AddItemRequest): Promise<Cart> {
  return call('POST', cartPaths.addItem, { body: request });
}

/** Adds to the cart; on success the cart cache holds the answer and the item's allocation is refetched. */
export function useAddCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCartItem,
    onSuccess: (cart, request) => {
      setCart(queryClient, cart);
      // What is left of the allocation changed with this add.
      void queryClient.invalidateQueries({ queryKey: cartKeys.allocation(request.itemId) });
    },
  });
}
