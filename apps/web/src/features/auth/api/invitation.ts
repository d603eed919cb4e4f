// POST /api/auth/acceptInvitation (issue 19 point 4; ADR 0025): a new contact's mailed link
// (/login?invitation=<secret>&username=<u>) sets the first password once; the client then logs in.
// The link is checked like a reset link (validate-password-reset.ts).
import { authPaths } from '@medsupply/contract';
import type { AcceptInvitationBody, SuccessResponse } from '@medsupply/contract';

import { call } from '@/lib/api-client';

export function acceptInvitation(body: AcceptInvitationBody): Promise<SuccessResponse> {
  return call('POST', authPaths.acceptInvitation, { body, skipAuthRedirect: true });
}
