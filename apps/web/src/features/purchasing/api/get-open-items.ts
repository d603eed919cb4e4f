// GET openitems/paginate (issue 21 point 4; service spec §7 generic paginate, 10 a page): every
// ordered line of the account not yet fulfilled, backorders with their expected date.
import { purchasingPaths } from '@medsupply/contract';
import type { OpenItemsResponse } from '@medsupply/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { purchasingKeys } from './keys';

export const openItemsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: purchasingKeys.openItems(page),
    queryFn: ({ signal }) =>
      api.get<OpenItemsResponse>(purchasingPaths.openItemsPaginate, { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });

export function useOpenItems(page: number) {
  return useQuery(openItemsQueryOptions(page));
}
