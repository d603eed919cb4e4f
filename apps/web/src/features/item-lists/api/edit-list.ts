// POST /api/cart/itemList/editList {id, name?, shared?, subscription?} (service spec §7): rename a
// list or flip its shared flag; owner only (the server answers 403 to anyone else).
import { itemListPaths } from '@medsupply/contract';
import type { EditListRequest, ItemList } from '@medsupply/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { call } from '@/lib/api-client';

import { itemListKeys } from './keys';

export function editList(body: EditListRequest): Promise<ItemList> {
  return call('POST', itemListPaths.editList, { body });
}

export function useEditList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editList,
    onSuccess: (_list, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: itemListKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: itemListKeys.details(body.id) }),
      ]),
  });
}
