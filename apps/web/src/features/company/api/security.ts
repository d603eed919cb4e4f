// The security page's calls (issue 19 point 2): change password (every other session ends), the
// user's signed-in sessions, sign out one of them or every one but this.
import { authPaths } from '@medsupply/contract';
import type {
  ChangePasswordBody,
  SessionsResponse,
  SignOutResponse,
  SuccessResponse,
} from '@medsupply/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { companyKeys } from './keys';

export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: companyKeys.sessions(),
    queryFn: ({ signal }) => api.get<SessionsResponse>(authPaths.sessions, { signal }),
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
    mutationFn: (body: ChangePasswordBody) => api.post<SuccessResponse>(authPaths.changePassword, body),
    onSuccess: refresh,
  });
}

export function useSignOutSession() {
  const refresh = useRefreshSessions();
  return useMutation({
    mutationFn: (id: string) => api.post<SignOutResponse>(authPaths.signOutSession, { id }),
    onSettled: refresh,
  });
}

export function useSignOutOtherSessions() {
  const refresh = useRefreshSessions();
  return useMutation({
    mutationFn: () => api.post<SignOutResponse>(authPaths.signOutOtherSessions, {}),
    onSettled: refresh,
  });
}
