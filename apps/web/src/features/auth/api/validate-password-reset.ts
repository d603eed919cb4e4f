// POST /api/auth/validatePasswordReset (service spec §7): whether the mailed link can still be used.
import { paths } from '@medsupply/contract';
import type { ValidatePasswordResetBody, ValidatePasswordResetResponse } from '@medsupply/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { authKeys } from './keys';

export function validatePasswordReset(
  body: ValidatePasswordResetBody,
  signal?: AbortSignal,
): Promise<ValidatePasswordResetResponse> {
  return api.post<ValidatePasswordResetResponse>(paths.auth.validatePasswordReset, body, {
    signal,
    skipAuthRedirect: true,
  });
}

export const passwordResetQueryOptions = (body: ValidatePasswordResetBody) =>
  queryOptions({
    queryKey: authKeys.passwordReset(body.username, body.hash),
    queryFn: ({ signal }) => validatePasswordReset(body, signal),
    // A link is checked once per visit; it is single-use, so a refetch after use would say "invalid".
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

export function useValidatePasswordReset(body: ValidatePasswordResetBody) {
  return useQuery(passwordResetQueryOptions(body));
}
