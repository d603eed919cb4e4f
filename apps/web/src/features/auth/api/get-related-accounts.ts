// GET /api/auth/getRelatedAccounts (service spec §7, §6): loaded only for parent logins; the
// switcher shows when more than one comes back.
import { authPaths } from '@medsupply/contract';
import type { RelatedAccountsResponse } from '@medsupply/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { call } from '@/lib/api-client';

import { useCurrentUser } from './get-current-user';
import { authKeys } from './keys';

export function getRelatedAccounts(signal?: AbortSignal): Promise<RelatedAccountsResponse> {
  return call('GET', authPaths.getRelatedAccounts, { signal });
}

export const relatedAccountsQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.relatedAccounts(),
    queryFn: ({ signal }) => getRelatedAccounts(signal),
    staleTime: 10 * 60_000,
  });

export function useRelatedAccounts() {
  const { user } = useCurrentUser();
  const query = useQuery({ ...relatedAccountsQueryOptions(), enabled: user?.isParentLogin === true });
  return { ...query, relatedAccounts: user?.isParentLogin ? (query.data?.relatedAccounts ?? []) : [] };
}
