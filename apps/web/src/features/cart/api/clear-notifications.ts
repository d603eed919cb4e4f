// POST /api/cart/cart/clearNotifications (service spec §4, §7): clearing the cart's messages is an
// action of its own. Answers the whole cart.
import { cartPaths } from '@medsupply/contract';
import type { Cart } from '@medsupply/contract';

import { call } from '@/lib/api-client';

import { CART_TEXTS } from '../constants';

import { useCartMutation } from './cart-mutation';

export function clearCartNotifications(): Promise<Cart> {
  return call('POST', cartPaths.clearNotifications, { body: {} });
}

export function useClearCartNotifications() {
  return useCartMutation<undefined>(() => clearCartNotifications(), {
    failureMessage: CART_TEXTS.clearFailed,
  });
}
