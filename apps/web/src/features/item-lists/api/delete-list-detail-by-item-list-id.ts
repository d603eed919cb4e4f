// POST /api/cart/itemList/deleteListDetailByItemListId {itemListId, itemId, unit} (service spec §7):
// unchecking a list in the Add To List dialog takes the item in that unit off the list.
import { itemListPaths } from '@medsupply/contract';
import type { DeleteListDetailByItemListIdRequest, UpdatedResponse } from '@medsupply/contract';

import { call } from '@/lib/api-client';

export function deleteListDetailByItemListId(
  body: DeleteListDetailByItemListIdRequest,
): Promise<UpdatedResponse> {
  return call('POST', itemListPaths.deleteListDetailByItemListId, { body });
}
