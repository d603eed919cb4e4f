// Store-wide settings for the shell: name, provider, support and checkout phones, support e-mail
// and hours, and the external customer-application form (GET /api/site/config).
import { paths } from '@medsupply/contract';
import type { SiteConfigResponse } from '@medsupply/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { takeInitialData } from '@/lib/initial-data';

export const siteKeys = {
  all: ['site'] as const,
  config: () => [...siteKeys.all, 'config'] as const,
};

export function getSiteConfig(signal?: AbortSignal): Promise<SiteConfigResponse> {
  // Visitors need the shell whether or not they are logged in: never bounce them to /login.
  return api.get<SiteConfigResponse>(paths.siteConfig, { signal, skipAuthRedirect: true });
}

function isSiteConfig(value: unknown): value is SiteConfigResponse {
  return typeof value === 'object' && value !== null && 'storeName' in value && 'supportPhone' in value;
}

export const siteConfigQueryOptions = () =>
  queryOptions({
    queryKey: siteKeys.config(),
    queryFn: ({ signal }) => getSiteConfig(signal),
    // The server may embed the config in index.html (lib/initial-data.ts): no round trip then.
    initialData: () => {
      const embedded = takeInitialData(paths.siteConfig);
      return isSiteConfig(embedded) ? embedded : undefined;
    },
    // The settings change with a deploy, not during a visit.
    staleTime: Infinity,
    gcTime: Infinity,
  });

export function useSiteConfig() {
  return useQuery(siteConfigQueryOptions());
}
