// One content page by its site path (GET /api/content/page?path=/about), storefront spec §2.1.
import { contentPaths } from '@medsupply/contract';
import type { ContentPageResponse } from '@medsupply/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { call } from '@/lib/api-client';

import { contentKeys } from './get-website';

export function getContentPage(path: string, signal?: AbortSignal): Promise<ContentPageResponse> {
  return call('GET', contentPaths.page, {
    query: { path },
    signal,
    skipAuthRedirect: true,
  });
}

export const contentPageQueryOptions = (path: string) =>
  queryOptions({
    queryKey: contentKeys.page(path),
    queryFn: ({ signal }) => getContentPage(path, signal),
    staleTime: 5 * 60 * 1000,
  });

export function useContentPage(path: string) {
  return useQuery(contentPageQueryOptions(path));
}
