// POST /api/cart/itemList/createList {name, shared?} (service spec §7): a new list of the contact.
// Answers the created list; the lists refetch so counts and order follow the server.
import { itemListPaths } from '@medsupply/contract';
import type { CreateListRequest, ItemList } from '@medsupply/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { call } from '@/lib/api-client';

import { itemListKeys } from './keys';

export function createList(body: CreateListRequest): Promise<ItemList> {
  return call('POST', itemListPaths.createList, { body });
}

export function useCreateList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createList,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: itemListKeys.lists() }),
  });
}
