// POST /api/auth/resetPassword (service spec §7): the new password, its confirmation as
// passwordMatch (spec §5), and the link's username and hash. The client then logs in.
import { authPaths } from '@medsupply/contract';
import type { ResetPasswordBody, SuccessResponse } from '@medsupply/contract';

import { call } from '@/lib/api-client';

export function resetPassword(body: ResetPasswordBody): Promise<SuccessResponse> {
  return call('POST', authPaths.resetPassword, { body, skipAuthRedirect: true });
}
