// Staff sign-in, the member's own record and sign-out (ADR 0027's /api/admin/auth/*).
import { adminPaths } from '@medsupply/contract';
import type { StaffLoginBody } from '@medsupply/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { adminCall } from '../lib/admin-api';
import { clearStaffSession, saveStaffSession, updateStaffMember } from '../lib/staff-session';

/** Every back-office query key starts with 'admin': sign-out drops them all. */
export const adminKeys = {
  all: ['admin'] as const,
  me: () => ['admin', 'me'] as const,
};

export function useStaffLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffLoginBody) => adminCall('POST', adminPaths.login, { body }),
    onSuccess: (session) => {
      queryClient.removeQueries({ queryKey: adminKeys.all });
      saveStaffSession({
        token: session.token,
        expiresAt: Date.parse(session.expiresAt),
        staff: session.staff,
      });
    },
  });
}

/** The member as the API knows them now; keeps the stored copy (nav, header) up to date. */
export function useStaffMe(enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.me(),
    queryFn: async () => {
      const me = await adminCall('GET', adminPaths.me);
      updateStaffMember(me.staff);
      return me.staff;
    },
    enabled,
    staleTime: 5 * 60_000,
  });
}

export function useStaffLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      // The session ends on the server; whatever it answers, this browser forgets it.
      await adminCall('POST', adminPaths.logout).catch(() => undefined);
    },
    onSettled: () => {
      clearStaffSession();
      queryClient.removeQueries({ queryKey: adminKeys.all });
    },
  });
}
