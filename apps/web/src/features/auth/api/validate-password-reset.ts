// POST /api/auth/validatePasswordReset (service spec §7): whether the mailed link can still be used;
// POST /api/auth/validateInvitation the same for a new contact's invitation link (issue 19).
import { authPaths } from '@medsupply/contract';
import type { ValidatePasswordResetBody, ValidatePasswordResetResponse } from '@medsupply/contract';
import { queryOptions } from '@tanstack/react-query';

import { call } from '@/lib/api-client';

import { authKeys } from './keys';

export function validatePasswordReset(
  body: ValidatePasswordResetBody,
  signal?: AbortSignal,
  invitation = false,
): Promise<ValidatePasswordResetResponse> {
  const input = { body, signal, skipAuthRedirect: true };
  return invitation
    ? call('POST', authPaths.validateInvitation, input)
    : call('POST', authPaths.validatePasswordReset, input);
}

export const passwordResetQueryOptions = (body: ValidatePasswordResetBody, invitation = false) =>
  queryOptions({
    queryKey: invitation
      ? authKeys.invitation(body.username, body.hash)
      : authKeys.passwordReset(body.username, body.hash),
    queryFn: ({ signal }) => validatePasswordReset(body, signal, invitation),
    // A link is checked once per visit; it is single-use, so a refetch after use would say "invalid".
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
