// GET /api/auth/logout (service spec §7): ends the session on the server. The storefront's part
// (token, click entries, cached user data, /login) is useLogout's.
import { paths } from '@medsupply/contract';
import type { SuccessResponse } from '@medsupply/contract';

import { api } from '@/lib/api-client';

export function logout(): Promise<SuccessResponse> {
  return api.get<SuccessResponse>(paths.auth.logout, { skipAuthRedirect: true });
}
