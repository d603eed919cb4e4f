// POST /api/cart/itemList/deleteListDetail {id} (service spec §7): removes one line of an own list.
// {updated: false} means nothing was removed; the list page keeps the line then (storefront spec §4).
import { itemListPaths } from '@medsupply/contract';
import type { DeleteListDetailRequest, UpdatedResponse } from '@medsupply/contract';

import { call } from '@/lib/api-client';

export function deleteListDetail(body: DeleteListDetailRequest): Promise<UpdatedResponse> {
  return call('POST', itemListPaths.deleteListDetail, { body });
}
