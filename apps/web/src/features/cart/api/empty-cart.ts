// GET /api/cart/cart/emptyCart (service spec §7): removes every cart line; saved-for-later entries
// stay. Answers the whole cart.
import { cartPaths } from '@medsupply/contract';
import type { Cart } from '@medsupply/contract';

import { call } from '@/lib/api-client';

import { CART_TEXTS } from '../constants';

import { useCartMutation } from './cart-mutation';

export function emptyCart(): Promise<Cart> {
  return call('GET', cartPaths.emptyCart);
}

export function useEmptyCart() {
  return useCartMutation<undefined>(() => emptyCart(), { failureMessage: CART_TEXTS.emptyFailed });
}
