// A category with its breadcrumbs and children (GET getCategoryBySubCategoryUrl?urlComponent=, id or
// urlComponent) for /category/{catid}. The server embeds it with page 1 of its listing.
import { paths } from '@medsupply/contract';
import type { CategoryDetail, PaginateItemsResponse } from '@medsupply/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { takeCategoryPageData } from '@/lib/initial-data';
import { hasValidToken } from '@/lib/storage';

import { catalogKeys } from './keys';

export function getCategory(key: string, signal?: AbortSignal): Promise<CategoryDetail> {
  return api.get<CategoryDetail>(paths.catalog.getCategoryBySubCategoryUrl, {
    query: { urlComponent: key },
    signal,
    skipAuthRedirect: true,
  });
}

export const categoryQueryOptions = (key: string, initialData?: CategoryDetail) =>
  queryOptions({
    queryKey: catalogKeys.category(key),
    queryFn: ({ signal }) => getCategory(key, signal),
    initialData,
    staleTime: 5 * 60 * 1000,
  });

export function useCategory(key: string, initialData?: CategoryDetail) {
  return useQuery(categoryQueryOptions(key, initialData));
}

/**
 * The server's first data for this category page, if it embedded it. The listing is anonymous, so
 * it is only used for visitors (a logged-in buyer's listing carries prices).
 */
export function takeCategoryFirstData(key: string): {
  category?: CategoryDetail;
  listing?: PaginateItemsResponse;
} {
  const embedded = takeCategoryPageData(key);
  if (!embedded?.category) return {};
  return {
    category: embedded.category,
    ...(embedded.listing && !hasValidToken() ? { listing: embedded.listing } : {}),
  };
}
