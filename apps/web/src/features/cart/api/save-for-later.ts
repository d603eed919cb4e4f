// POST /api/cart/cart/saveForLater {item: {id}} (service spec §7): moves a cart line to the
// save-for-later list. Answers the whole cart, saved entries included.
import { cartPaths } from '@medsupply/contract';
import type { Cart, SaveForLaterRequest } from '@medsupply/contract';

import { call } from '@/lib/api-client';

import { CART_TEXTS } from '../constants';

import { useCartMutation } from './cart-mutation';

export function saveCartItemForLater(body: SaveForLaterRequest): Promise<Cart> {
  return call('POST', cartPaths.saveForLater, { body });
}

export function useSaveForLater() {
  return useCartMutation(saveCartItemForLater, { failureMessage: CART_TEXTS.saveFailed });
}
