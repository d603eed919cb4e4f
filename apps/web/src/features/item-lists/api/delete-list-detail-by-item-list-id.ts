// POST /api/cart/itemList/deleteListDetailByItemListId {itemListId, itemId, unit} (service spec §7):
// unchecking a list in the Add To List dialog takes the item in that unit off the list.
import { itemListPaths } from '@medsupply/contract';
import type { DeleteListDetailByItemListIdRequest, UpdatedResponse } from '@medsupply/contract';

import { api } from '@/lib/api-client';

export function deleteListDetailByItemListId(
  body: DeleteListDetailByItemListIdRequest,
): Promise<UpdatedResponse> {
  return api.post<UpdatedResponse>(itemListPaths.deleteListDetailByItemListId, body);
}
