// The listing (POST /api/shopping/item/paginate): page, search term, category, one facet choice per
// group and sort; page size 10 (storefront spec §9). The listing and category pages' loaders prime
// the first one.
import { catalogPaths } from '@medsupply/contract';
import type { PaginateItemsBody, PaginateItemsResponse } from '@medsupply/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { call } from '@/lib/api-client';

import { catalogKeys } from './keys';

export function paginateItems(body: PaginateItemsBody, signal?: AbortSignal): Promise<PaginateItemsResponse> {
  return call('POST', catalogPaths.paginate, { body, signal, skipAuthRedirect: true });
}

export const paginateItemsQueryOptions = (body: PaginateItemsBody) =>
  queryOptions({
    queryKey: catalogKeys.listing(body),
    queryFn: ({ signal }) => paginateItems(body, signal),
    staleTime: 60 * 1000,
    // Changing page or filter keeps the current cards on screen (dimmed) until the next arrive.
    placeholderData: keepPreviousData,
  });

export function usePaginateItems(body: PaginateItemsBody) {
  return useQuery(paginateItemsQueryOptions(body));
}
