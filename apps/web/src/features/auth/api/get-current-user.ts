// GET /api/auth/currentUser (service spec §7): the signed-in user, loaded while the stored token is
// valid (spec §4). A failed load clears the token and says 'Invalid username or password' (§8).
import { INVALID_CREDENTIALS_MESSAGE, authPaths } from '@medsupply/contract';
import type { CurrentUserResponse } from '@medsupply/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { ApiError, call } from '@/lib/api-client';
import { clearToken, getToken } from '@/lib/storage';

import { useIsLoggedIn } from '@/lib/use-is-logged-in';

import { authKeys } from './keys';

export const CURRENT_USER_FAILED_TOAST = 'current-user-failed';

export async function getCurrentUser(signal?: AbortSignal): Promise<CurrentUserResponse> {
  // A load that starts after the token is gone (an observer re-rendering in the middle of logout)
  // has no session to read: it fails quietly instead of calling the API and reporting a failed
  // login to someone who just logged out.
  if (getToken() === null) throw new ApiError(401, INVALID_CREDENTIALS_MESSAGE, 'NO_SESSION');
  try {
    // No redirect from here: a visitor on a public page stays there; gated pages follow the
    // cleared token to /login themselves (RequireAuth).
    return await call('GET', authPaths.currentUser, { signal, skipAuthRedirect: true });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    // service spec §8: 'Current-user load fails' → 'Invalid username or password'; the session is over.
    clearToken();
    void import('@/lib/toast').then(({ toast }) =>
      toast.error(INVALID_CREDENTIALS_MESSAGE, { id: CURRENT_USER_FAILED_TOAST }),
    );
    throw error instanceof ApiError ? error : new ApiError(0, INVALID_CREDENTIALS_MESSAGE);
  }
}

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.currentUser(),
    queryFn: ({ signal }) => getCurrentUser(signal),
    // One failure ends the session (spec §8): no retries that would show the message three times.
    retry: false,
    staleTime: 5 * 60_000,
  });

/** The signed-in user; `user` is undefined for visitors and while it loads. */
export function useCurrentUser() {
  const loggedIn = useIsLoggedIn();
  const query = useQuery({ ...currentUserQueryOptions(), enabled: loggedIn });
  // Only the fields callers read (issue 30): spreading the query's result read every one of its
  // tracked fields, and subscribed the caller to all of them, in each of the many add-to-cart
  // controls of a page, on the server's render too.
  return { loggedIn, user: loggedIn ? query.data?.user : undefined, isError: query.isError };
}
