// POST /api/auth/createResetHash (service spec §7): mails a reset link. The server answers the same
// whether or not the username exists ('Check your mail inbox', spec §8).
import { normalizeUsername } from '@medsupply/domain';
import { authPaths } from '@medsupply/contract';
import type { SuccessResponse } from '@medsupply/contract';
import { useMutation } from '@tanstack/react-query';

import { call } from '@/lib/api-client';

export function createResetHash(username: string): Promise<SuccessResponse> {
  // service spec §5: usernames are trimmed at reset request.
  return call('POST', authPaths.createResetHash, {
    body: { username: normalizeUsername(username) },
    skipAuthRedirect: true,
  });
}

export function useCreateResetHash() {
  return useMutation({ mutationFn: createResetHash });
}
