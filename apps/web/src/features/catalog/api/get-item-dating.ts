// The short-dating notice of an item that carries lots (issue 34, ADR 0049): GET
// /api/shopping/item/dating?id= answers "Ships with 5 months' dating" when the lot a buyer would
// receive now expires within the store's threshold, else null. Read apart from the item (whose
// answer is kept until the catalogue changes) because lots move with every shipment.
import { catalogPaths } from '@medsupply/contract';
import { useQuery } from '@tanstack/react-query';

import { call } from '@/lib/api-client';

import { catalogKeys } from './keys';

export function useItemDating(itemId: number) {
  return useQuery({
    queryKey: catalogKeys.dating(itemId),
    queryFn: ({ signal }) =>
      call('GET', catalogPaths.itemDating, {
        query: { id: itemId },
        signal,
        skipAuthRedirect: true,
      }),
    staleTime: 5 * 60 * 1000,
  });
}
