// POST /api/cart/cart/deleteSaveForLater {id} (service spec §7): deletes a saved entry. Answers the
// whole cart.
import { cartPaths } from '@medsupply/contract';
import type { Cart, DeleteSaveForLaterRequest } from '@medsupply/contract';

import { call } from '@/lib/api-client';

import { CART_TEXTS } from '../constants';

import { useCartMutation } from './cart-mutation';

export function deleteSavedItem(body: DeleteSaveForLaterRequest): Promise<Cart> {
  return call('POST', cartPaths.deleteSaveForLater, { body });
}

export function useDeleteSavedItem() {
  return useCartMutation(deleteSavedItem, { failureMessage: CART_TEXTS.deleteSavedFailed });
}
