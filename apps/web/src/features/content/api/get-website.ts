// The store's content (GET /api/content/website): nav bar, main navigation, home page sections,
// footer, alert banner and the list of content pages (storefront spec §1, §3 "Content entries").
import { paths } from '@medsupply/contract';
import type { WebsiteResponse } from '@medsupply/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export const contentKeys = {
  all: ['content'] as const,
  website: () => [...contentKeys.all, 'website'] as const,
  page: (path: string) => [...contentKeys.all, 'page', path] as const,
};

export function getWebsite(signal?: AbortSignal): Promise<WebsiteResponse> {
  return api.get<WebsiteResponse>(paths.content.website, { signal, skipAuthRedirect: true });
}

export const websiteQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.website(),
    queryFn: ({ signal }) => getWebsite(signal),
    staleTime: 5 * 60 * 1000,
  });

export function useWebsite() {
  return useQuery(websiteQueryOptions());
}
