// POST /api/cart/itemList/deleteList {id} (service spec §7): removes a list (and its subscription);
// owner only.
import { itemListPaths } from '@medsupply/contract';
import type { DeleteListRequest, UpdatedResponse } from '@medsupply/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { call } from '@/lib/api-client';

import { itemListKeys } from './keys';

export function deleteList(body: DeleteListRequest): Promise<UpdatedResponse> {
  return call('POST', itemListPaths.deleteList, { body });
}

export function useDeleteList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteList,
    onSuccess: (_answer, body) => {
      queryClient.removeQueries({ queryKey: itemListKeys.details(body.id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: itemListKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: itemListKeys.byItems() }),
      ]);
    },
  });
}
