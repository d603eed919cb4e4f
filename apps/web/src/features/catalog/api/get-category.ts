// A category with its breadcrumbs and children (GET getCategoryBySubCategoryUrl?urlComponent=, id or
// urlComponent) for /category/{catid}. The page's loader primes it with page 1 of its listing.
import { catalogPaths } from '@medsupply/contract';
import type { CategoryDetail } from '@medsupply/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { call } from '@/lib/api-client';

import { catalogKeys } from './keys';

export function getCategory(key: string, signal?: AbortSignal): Promise<CategoryDetail> {
  return call('GET', catalogPaths.getCategoryBySubCategoryUrl, {
    query: { urlComponent: key },
    signal,
    skipAuthRedirect: true,
  });
}

export const categoryQueryOptions = (key: string) =>
  queryOptions({
    queryKey: catalogKeys.category(key),
    queryFn: ({ signal }) => getCategory(key, signal),
    staleTime: 5 * 60 * 1000,
  });

export function useCategory(key: string) {
  return useQuery(categoryQueryOptions(key));
}
