// POST /api/auth/login (service spec §7): username (trimmed, spec §5) and password → token, user,
// isPunchout. The answer is applied to the session by useStartSession.
import { normalizeUsername } from '@medsupply/domain';
import { authPaths } from '@medsupply/contract';
import type { LoginBody, LoginResponse } from '@medsupply/contract';

import { call } from '@/lib/api-client';

export function login(body: LoginBody): Promise<LoginResponse> {
  // A wrong password answers 401 with the server's message: never a redirect to /login.
  return call('POST', authPaths.login, {
    body: { username: normalizeUsername(body.username), password: body.password },
    skipAuthRedirect: true,
  });
}
