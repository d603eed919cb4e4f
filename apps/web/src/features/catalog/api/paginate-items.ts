// The listing (POST /api/shopping/item/paginate): page, search term, category, one facet choice per
// group and sort; page size 10 (storefront spec §9). The category page's first listing may be
// embedded by the server (see get-category.ts).
import { paths } from '@medsupply/contract';
import type { PaginateItemsBody, PaginateItemsResponse } from '@medsupply/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { catalogKeys } from './keys';

export function paginateItems(body: PaginateItemsBody, signal?: AbortSignal): Promise<PaginateItemsResponse> {
  return api.post<PaginateItemsResponse>(paths.catalog.paginate, body, { signal, skipAuthRedirect: true });
}

export const paginateItemsQueryOptions = (body: PaginateItemsBody, initialData?: PaginateItemsResponse) =>
  queryOptions({
    queryKey: catalogKeys.listing(body),
    queryFn: ({ signal }) => paginateItems(body, signal),
    initialData,
    staleTime: 60 * 1000,
    // Changing page or filter keeps the current cards on screen (dimmed) until the next arrive.
    placeholderData: keepPreviousData,
  });

export function usePaginateItems(
  body: PaginateItemsBody,
  options: { initialData?: PaginateItemsResponse } = {},
) {
  return useQuery(paginateItemsQueryOptions(body, options.initialData));
}
