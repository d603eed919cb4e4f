// GET/POST /api/myaccount/settings/get|edit (isAdmin; issue 19 point 5): statementPreferences and
// accountPreferences.approvalsNotification.
import { accountPaths } from '@medsupply/contract';
import type { AccountSettings } from '@medsupply/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { call } from '@/lib/api-client';

import { companyKeys } from './keys';

export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: companyKeys.settings(),
    queryFn: ({ signal }) => call('GET', accountPaths.getSettings, { signal }),
  });

export function useSettings() {
  return useQuery(settingsQueryOptions());
}

export function useEditSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AccountSettings) => call('POST', accountPaths.editSettings, { body }),
    onSuccess: (saved) => queryClient.setQueryData(companyKeys.settings(), saved),
  });
}
