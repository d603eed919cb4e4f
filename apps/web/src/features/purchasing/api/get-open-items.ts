// GET openitems/paginate (issue 21 point 4; service spec §7 generic paginate, 10 a page): every
// ordered line of the account not yet fulfilled, backorders with their expected date.
import { purchasingPaths } from '@medsupply/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { endpointQuery } from '@/lib/endpoint-query';

import { purchasingKeys } from './keys';

export const openItemsQueryOptions = (page: number) => ({
  ...endpointQuery(purchasingKeys.openItems(page), 'GET', purchasingPaths.openItemsPaginate, {
    query: { page },
  }),
  placeholderData: keepPreviousData,
});

export function useOpenItems(page: number) {
  return useQuery(openItemsQueryOptions(page));
}
