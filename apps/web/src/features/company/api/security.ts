// The security page's calls (issue 19 point 2): change password (every other session ends), the
// user's signed-in sessions, sign out one of them or every one but this.
import { authPaths } from '@medsupply/contract';
import type { ChangePasswordBody } from '@medsupply/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { call } from '@/lib/api-client';

import { companyKeys } from './keys';

export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: companyKeys.sessions(),
    queryFn: ({ signal }) => call('GET', authPaths.sessions, { signal }),
  });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}

function useRefreshSessions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: companyKeys.sessions() });
}

export function useChangePassword() {
  const refresh = useRefreshSessions();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => call('POST', authPaths.changePassword, { body }),
    onSuccess: refresh,
  });
}

export function useSignOutSession() {
  const refresh = useRefreshSessions();
  return useMutation({
    mutationFn: (id: string) => call('POST', authPaths.signOutSession, { body: { id } }),
    onSettled: refresh,
  });
}

export function useSignOutOtherSessions() {
  const refresh = useRefreshSessions();
  return useMutation({
    mutationFn: () => call('POST', authPaths.signOutOtherSessions),
    onSettled: refresh,
  });
}
