// POST /api/cart/cart/addItemList {itemListId} (contract cart.ts, our addition): every line of a list
// the contact may see goes to the cart under the add-to-cart rules. Answers the whole cart plus the
// lines a rule refused; the caller hands the cart to the cart feature's cache (composed by the route).
import { cartPaths } from '@medsupply/contract';
import type { AddItemListRequest, AddItemListResponse } from '@medsupply/contract';

import { call } from '@/lib/api-client';

export function addItemList(body: AddItemListRequest): Promise<AddItemListResponse> {
  return call('POST', cartPaths.addItemList, { body });
}
