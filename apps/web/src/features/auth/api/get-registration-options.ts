// GET /api/auth/getBusinessTypesandContactRoles (service spec §7): the registration form's choices.
import { authPaths } from '@medsupply/contract';
import type { BusinessTypesAndContactRolesResponse } from '@medsupply/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { call } from '@/lib/api-client';

import { authKeys } from './keys';

export function getRegistrationOptions(signal?: AbortSignal): Promise<BusinessTypesAndContactRolesResponse> {
  return call('GET', authPaths.getBusinessTypesandContactRoles, { signal, skipAuthRedirect: true });
}

export const registrationOptionsQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.registrationOptions(),
    queryFn: ({ signal }) => getRegistrationOptions(signal),
    staleTime: 60 * 60_000,
  });

export function useRegistrationOptions() {
  return useQuery(registrationOptionsQueryOptions());
}
