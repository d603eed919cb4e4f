// POST /api/auth/switchAccount (service spec §7): act for a related account; answers a new token and
// user (the old session ends, ADR 0005).
import { authPaths } from '@medsupply/contract';
import type { SessionResponse } from '@medsupply/contract';

import { call } from '@/lib/api-client';

export function switchAccount(accountSwitchId: number): Promise<SessionResponse> {
  return call('POST', authPaths.switchAccount, { body: { accountSwitchId }, skipAuthRedirect: true });
}
