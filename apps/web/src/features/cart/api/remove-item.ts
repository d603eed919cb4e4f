// POST /api/cart/cart/removeItem {detailId} (service spec §7, storefront spec §7: remove takes the
// line id). Answers the whole cart.
import { cartPaths } from '@medsupply/contract';
import type { Cart, RemoveItemRequest } from '@medsupply/contract';

import { call } from '@/lib/api-client';

import { CART_TEXTS } from '../constants';

import { useCartMutation } from './cart-mutation';

export function removeCartItem(body: RemoveItemRequest): Promise<Cart> {
  return call('POST', cartPaths.removeItem, { body });
}

export function useRemoveCartItem() {
  return useCartMutation(removeCartItem, { failureMessage: CART_TEXTS.removeFailed });
}
