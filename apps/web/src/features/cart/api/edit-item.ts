// POST /api/cart/cart/editItem {detailId, quantity, unit} (service spec §7): sets a line's quantity
// and unit; a unit already on another line merges into it. Answers the whole cart.
import { cartPaths } from '@medsupply/contract';
import type { Cart, EditItemRequest } from '@medsupply/contract';

import { call } from '@/lib/api-client';

import { CART_TEXTS } from '../constants';

import { useCartMutation } from './cart-mutation';

export function editCartItem(body: EditItemRequest): Promise<Cart> {
  return call('POST', cartPaths.editItem, { body });
}

export function useEditCartItem() {
  return useCartMutation(editCartItem, { failureMessage: CART_TEXTS.editFailed });
}
