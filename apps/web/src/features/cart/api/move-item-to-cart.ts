// POST /api/cart/cart/moveItemToCart {id, itemId, unit, quantity} (service spec §7): a saved entry
// goes back to the cart under the add-to-cart rules (merging, allocation), so the answer may carry
// addToCartAdjustment. Answers the whole cart.
import { cartPaths } from '@medsupply/contract';
import type { Cart, MoveItemToCartRequest } from '@medsupply/contract';

import { call } from '@/lib/api-client';

import { CART_TEXTS } from '../constants';

import { useCartMutation } from './cart-mutation';

export function moveSavedItemToCart(body: MoveItemToCartRequest): Promise<Cart> {
  return call('POST', cartPaths.moveItemToCart, { body });
}

export function useMoveItemToCart() {
  return useCartMutation(moveSavedItemToCart, { failureMessage: CART_TEXTS.moveFailed });
}
