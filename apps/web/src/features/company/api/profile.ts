// GET /api/myaccount/profile/get and POST …/edit (issue 19 point 1): the contact's own details and
// the account's name, number, terms and sales rep.
import { accountPaths } from '@medsupply/contract';
import type { EditProfileBody } from '@medsupply/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { call } from '@/lib/api-client';

import { companyKeys } from './keys';

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: companyKeys.profile(),
    queryFn: ({ signal }) => call('GET', accountPaths.getProfile, { signal }),
  });

export function useProfile() {
  return useQuery(profileQueryOptions());
}

export function useEditProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EditProfileBody) => call('POST', accountPaths.editProfile, { body }),
    onSuccess: (profile) => queryClient.setQueryData(companyKeys.profile(), profile),
  });
}
