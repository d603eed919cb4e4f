// GET /api/myaccount/account/getOverViewData: the /myaccount dashboard of the account the session
// acts for. Money fields are absent without isPriceVisible (service spec §6).
import { accountPaths } from '@medsupply/contract';
import { useQuery } from '@tanstack/react-query';

import { endpointQuery } from '@/lib/endpoint-query';

export const accountKeys = {
  all: ['account'] as const,
  overview: () => [...accountKeys.all, 'overview'] as const,
};

export const overviewQueryOptions = () =>
  endpointQuery(accountKeys.overview(), 'GET', accountPaths.getOverViewData);

export function useOverview() {
  return useQuery(overviewQueryOptions());
}
