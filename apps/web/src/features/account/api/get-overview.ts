// GET /api/myaccount/account/getOverViewData: the /myaccount dashboard of the account the session
// acts for. Money fields are absent without isPriceVisible (service spec §6).
import { accountPaths } from '@medsupply/contract';
import type { OverviewResponse } from '@medsupply/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { call } from '@/lib/api-client';

export const accountKeys = {
  all: ['account'] as const,
  overview: () => [...accountKeys.all, 'overview'] as const,
};

export function getOverview(signal?: AbortSignal): Promise<OverviewResponse> {
  return call('GET', accountPaths.getOverViewData, { signal });
}

export const overviewQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.overview(),
    queryFn: ({ signal }) => getOverview(signal),
  });

export function useOverview() {
  return useQuery(overviewQueryOptions());
}
