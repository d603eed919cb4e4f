// Store-wide settings for the shell: name, provider, support and checkout phones, support e-mail
// and hours, and the external customer-application form (GET /api/site/config).
import { siteConfigPath } from '@medsupply/contract';
import type { SiteConfigResponse } from '@medsupply/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { call } from '@/lib/api-client';

export const siteKeys = {
  all: ['site'] as const,
  config: () => [...siteKeys.all, 'config'] as const,
};

export function getSiteConfig(signal?: AbortSignal): Promise<SiteConfigResponse> {
  // Visitors need the shell whether or not they are logged in: never bounce them to /login.
  return call('GET', siteConfigPath, { signal, skipAuthRedirect: true });
}

export const siteConfigQueryOptions = () =>
  queryOptions({
    queryKey: siteKeys.config(),
    queryFn: ({ signal }) => getSiteConfig(signal),
    // The settings change with a deploy, not during a visit.
    staleTime: Infinity,
    gcTime: Infinity,
  });

export function useSiteConfig() {
  return useQuery(siteConfigQueryOptions());
}
