// The store's content (storefront spec §1, §3 "Content entries"), as two entries (issue 15: no page
// carries another page's content): the shell's part (GET /api/content/shell: nav bar, navigation,
// footer, alert banner, the content pages' list), which every page's document carries, and the home
// page's sections from GET /api/content/website (about 40 KB, its carousels priced for the caller),
// which only the home page's does.
import { contentPaths } from '@medsupply/contract';
import type { ShellContentResponse, WebsiteResponse } from '@medsupply/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { call } from '@/lib/api-client';

export const contentKeys = {
  all: ['content'] as const,
  shell: () => [...contentKeys.all, 'shell'] as const,
  home: () => [...contentKeys.all, 'home'] as const,
  page: (path: string) => [...contentKeys.all, 'page', path] as const,
};

/** The home page's sections (null while the content has none). */
export type HomeContent = Pick<WebsiteResponse, 'homePage'>;

export function homeContentOf(website: WebsiteResponse): HomeContent {
  return { homePage: website.homePage };
}

function getWebsite(signal?: AbortSignal): Promise<WebsiteResponse> {
  return call('GET', contentPaths.website, { signal, skipAuthRedirect: true });
}

function getShellContent(signal?: AbortSignal): Promise<ShellContentResponse> {
  return call('GET', contentPaths.shell, { signal, skipAuthRedirect: true });
}

const STALE_TIME = 5 * 60 * 1000;

export const shellContentQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.shell(),
    queryFn: ({ signal }) => getShellContent(signal),
    staleTime: STALE_TIME,
  });

export const homeContentQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.home(),
    queryFn: async ({ signal }) => homeContentOf(await getWebsite(signal)),
    staleTime: STALE_TIME,
  });

/** Banner, footer and the content pages' list: what the layout and the content pages read. */
export function useShellContent() {
  return useQuery(shellContentQueryOptions());
}

/** The home page's sections. */
export function useHomeContent() {
  return useQuery(homeContentQueryOptions());
}
