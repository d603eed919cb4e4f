// GET /api/shopping/item/substitutes (issue 34 point 4, ADR 0053): the product page's equivalents
// of a backordered or recalled item, for signed-in buyers (the ranking is about what they can buy).
import { substitutePaths } from '@medsupply/contract';
import { useQuery } from '@tanstack/react-query';

import { call } from '@/lib/api-client';

import { cartKeys } from './keys';

export const itemSubstitutesKey = (itemKey: string) =>
  [...cartKeys.all, 'substitutes', 'item', itemKey] as const;

export function useItemSubstitutes(itemKey: string) {
  return useQuery({
    queryKey: itemSubstitutesKey(itemKey),
    queryFn: ({ signal }) => call('GET', substitutePaths.forItem, { query: { id: itemKey }, signal }),
    staleTime: 30_000,
  });
}
