// GET /api/auth/logout (service spec §7): ends the session on the server. The storefront's part
// (token, click entries, cached user data, /login) is useLogout's.
import { authPaths } from '@medsupply/contract';
import type { SuccessResponse } from '@medsupply/contract';

import { call } from '@/lib/api-client';

export function logout(): Promise<SuccessResponse> {
  return call('GET', authPaths.logout, { skipAuthRedirect: true });
}
