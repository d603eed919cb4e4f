// Starting, switching and ending a session (storefront spec §4, service spec §4): the token and its
// expiry are stored, the punchout flag too, and the cached server state follows the new session.
import type { SessionResponse } from '@medsupply/contract';
import { TOKEN_CHECK_INTERVAL_MS } from '@medsupply/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';

import { refreshSession } from '@/lib/api-client';
import { resetSessionQueries } from '@/lib/session-cache';
import {
  clearItemClicks,
  clearToken,
  getTokenExpiry,
  hasExpiredToken,
  setPunchout,
  setToken,
} from '@/lib/storage';

import { authKeys } from '../api/keys';
import { logout } from '../api/logout';
import { switchAccount } from '../api/switch-account';
import { SWITCH_ACCOUNT_FAILED } from '../messages';

const isCurrentUserKey = (key: readonly unknown[]) => key[0] === authKeys.all[0] && key[1] === 'currentUser';

/** Stores a login or switch answer and points every cached query at the new session. */
export async function applySession(queryClient: QueryClient, session: SessionResponse): Promise<void> {
  const expiresAt = Date.parse(session.expiresAt);
  setToken(session.token, Number.isFinite(expiresAt) ? expiresAt : undefined);
  // storefront spec §4: the punchout flag is stored on login.
  setPunchout(session.isPunchout);
  queryClient.removeQueries({ queryKey: authKeys.relatedAccounts() });
  queryClient.setQueryData(authKeys.currentUser(), { user: session.user });
  await resetSessionQueries(queryClient, (query) => isCurrentUserKey(query.queryKey));
}

/** storefront spec §4: logout clears the token, the itemclick entries and the cart (cached data). */
export async function endSession(queryClient: QueryClient): Promise<void> {
  clearToken();
  clearItemClicks();
  setPunchout(false);
  queryClient.removeQueries({ queryKey: authKeys.all });
  await resetSessionQueries(queryClient);
}

export function useApplySession() {
  const queryClient = useQueryClient();
  return useCallback((session: SessionResponse) => applySession(queryClient, session), [queryClient]);
}

// While logout takes the buyer to /login, the gate of the page being left must not add a
// redirect of its own (with a return path) when the token disappears.
let sessionEnding = false;

/** True between clearing the token at logout and arriving on /login. */
export function isSessionEnding(): boolean {
  return sessionEnding;
}

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      sessionEnding = true;
      try {
        // Leave the page first: once the server has ended the session, any call still running on
        // a gated page answers 401, and its redirect would carry that page as the return path. On
        // /login no such redirect happens (api-client), so the server logout and the clearing of
        // the token and cached data come after arriving there.
        await navigate('/login');
        try {
          await logout();
        } catch {
          // The server's session ends on its own; the browser forgets it either way.
        }
        await endSession(queryClient);
      } finally {
        window.setTimeout(() => {
          sessionEnding = false;
        }, 0);
      }
    },
  });
}

/** storefront spec §4: after a switch the user lands on /myaccount; failure → error toast. */
export function useSwitchAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: switchAccount,
    onSuccess: async (session) => {
      await applySession(queryClient, session);
      await navigate('/myaccount');
    },
    onError: () => {
      void import('@/lib/toast').then(({ toast }) => toast.error(SWITCH_ACCOUNT_FAILED));
    },
  });
}

function reloadPage(): void {
  window.location.reload();
}

export interface TokenExpiryCheckOptions {
  intervalMs?: number;
  /** service spec §9: an expired token is removed and the page reloads. */
  onExpired?: () => void;
}

/**
 * service spec §9: the token expiry is checked every 600000 ms; an expired token is removed and
 * the page reloads. A token about to expire before the next check is refreshed first (ADR 0005:
 * a refresh slides the session), so an active buyer is not signed out mid-order. A token already
 * expired when the page opens is refreshed once: the session may well still be alive.
 */
export function useTokenExpiryCheck({
  intervalMs = TOKEN_CHECK_INTERVAL_MS,
  onExpired = reloadPage,
}: TokenExpiryCheckOptions = {}): void {
  useEffect(() => {
    if (hasExpiredToken()) {
      void refreshSession().then((refreshed) => {
        if (!refreshed) clearToken();
      });
    }
    const timer = window.setInterval(() => {
      if (hasExpiredToken()) {
        clearToken();
        onExpired();
        return;
      }
      const expiry = getTokenExpiry();
      if (expiry !== null && expiry - Date.now() < intervalMs) void refreshSession();
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs, onExpired]);
}
