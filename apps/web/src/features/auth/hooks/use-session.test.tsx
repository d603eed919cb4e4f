import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createQueryClient } from '@/app/query-client';
import { REFRESH_TOKEN_PATH } from '@/lib/api-client';
import { getToken, getTokenExpiry, isPunchout, setPunchout, setToken } from '@/lib/storage';
import {
  overviewFixture,
  parentUserFixture,
  relatedAccountsFixture,
  sessionFixture,
  userFixture,
} from '@/test/auth-fixtures';
import { categoriesFixture, siteConfigFixture } from '@/test/fixtures';
import { apiError, json, mockApi } from '@/test/mock-api';
import type { MockHandler } from '@/test/mock-api';
import { renderApp, signIn } from '@/test/render';

import { useTokenExpiryCheck } from './use-session';

const INTERVAL = 600_000;

function ExpiryCheck({ onExpired }: { onExpired: () => void }) {
  useTokenExpiryCheck({ onExpired });
  return null;
}

function renderExpiryCheck(onExpired: () => void) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ExpiryCheck onExpired={onExpired} />
    </QueryClientProvider>,
  );
}

describe('token expiry check (service spec §9: every 600000 ms)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date('2026-11-21T12:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('removes an expired token and reloads the page at the next check', async () => {
    const { requests } = mockApi({});
    setToken('session-token', Date.now() + 2 * INTERVAL + 1_000);
    const onExpired = vi.fn();
    renderExpiryCheck(onExpired);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(INTERVAL);
    });
    expect(getToken()).toBe('session-token');
    expect(onExpired).not.toHaveBeenCalled();

    // The stored expiry passes (the tab slept through the refresh): the next check ends it.
    setToken('session-token', Date.now() + 1_000);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(INTERVAL);
    });
    expect(getToken()).toBeNull();
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(requests.filter((request) => request.path === REFRESH_TOKEN_PATH).length).toBeLessThanOrEqual(1);
  });

  it('refreshes a token that would expire before the next check', async () => {
    const { requests } = mockApi({
      [`GET ${REFRESH_TOKEN_PATH}`]: () =>
        json({ token: 'refreshed', expiresAt: '2026-11-22T12:00:00.000Z' }),
    });
    setToken('session-token', Date.now() + INTERVAL + 60_000);
    const onExpired = vi.fn();
    renderExpiryCheck(onExpired);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(INTERVAL);
    });
    expect(requests.map((request) => request.path)).toEqual([REFRESH_TOKEN_PATH]);
    expect(getToken()).toBe('refreshed');
    expect(getTokenExpiry()).toBe(Date.parse('2026-11-22T12:00:00.000Z'));
    expect(onExpired).not.toHaveBeenCalled();
  });
});

const shell: Record<string, MockHandler> = {
  'GET /api/site/config': () => json(siteConfigFixture),
  'GET /api/shopping/category/getCategories': () => json(categoriesFixture),
  'GET /api/myaccount/account/getOverViewData': () => json(overviewFixture),
};

/** The page's header, the first banner (the account area's sidebar greets the buyer too). */
const header = async () => {
  const [first] = await screen.findAllByRole('banner', {}, { timeout: 4000 });
  if (!first) throw new Error('no header');
  return first;
};

describe('session in the app', () => {
  it('starts logged in from a stored, unexpired token and loads the current user', async () => {
    mockApi({
      ...shell,
      'GET /api/auth/currentUser': () => json({ user: userFixture({ firstName: 'Priya' }) }),
    });
    signIn();
    renderApp('/myaccount');
    expect(await within(await header()).findByText('Hi, Priya', {}, { timeout: 4000 })).toBeTruthy();
  });

  it('clears the token and goes to /login when the current user cannot be loaded', async () => {
    mockApi({ ...shell, 'GET /api/auth/currentUser': () => apiError(500, 'boom') });
    signIn();
    const { router } = renderApp('/myaccount');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 4000 });
    expect(getToken()).toBeNull();
    expect(new URLSearchParams(router.state.location.search).get('redirectTo')).toBe('/myaccount');
  });

  it('retries a call answered 401 once after refreshing the token', async () => {
    const { requests } = mockApi({
      ...shell,
      'GET /api/auth/currentUser': (request) =>
        request.headers.get('Authorization') === 'Bearer refreshed'
          ? json({ user: userFixture() })
          : apiError(401, 'Token expired', 'TOKEN_EXPIRED'),
      [`GET ${REFRESH_TOKEN_PATH}`]: () =>
        json({ token: 'refreshed', expiresAt: '2099-01-01T00:00:00.000Z' }),
    });
    signIn();
    renderApp('/myaccount');
    expect(await within(await header()).findByText('Hi, Priya', {}, { timeout: 4000 })).toBeTruthy();
    expect(requests.filter((request) => request.path === REFRESH_TOKEN_PATH)).toHaveLength(1);
    expect(getToken()).toBe('refreshed');
  });

  it('logs out: ends the session on the server, clears token, click entries, punchout and cached user', async () => {
    const { requests } = mockApi({
      ...shell,
      'GET /api/auth/currentUser': () => json({ user: userFixture() }),
      'GET /api/auth/logout': () => json({ success: true }),
    });
    signIn();
    setPunchout(true);
    window.localStorage.setItem('itemclick:42', '{"position":1}');
    window.sessionStorage.setItem('itemclick-query', 'q1');
    const { router, queryClient, user } = renderApp('/myaccount');
    await user.click(
      await within(await header()).findByRole('button', { name: /Account/ }, { timeout: 4000 }),
    );
    const popover = await screen.findByRole('dialog', { name: 'Account & Meridian Runtime' });
    await user.click(within(popover).getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('');
    // The buyer is taken to /login first; the server logout and the clearing follow there.
    await waitFor(() => expect(getToken()).toBeNull());
    expect(requests.some((request) => request.path === '/api/auth/logout')).toBe(true);
    expect(isPunchout()).toBe(false);
    expect(window.localStorage.getItem('itemclick:42')).toBeNull();
    expect(window.sessionStorage.getItem('itemclick-query')).toBeNull();
    expect(queryClient.getQueryData(['auth', 'currentUser'])).toBeUndefined();
    window.sessionStorage.clear();
  });

  it('logs out from /login: calls still running on the page left cannot send the buyer back with a return path', async () => {
    // Once the server has ended the session, a call of the gated page answers 401; were the
    // buyer still there, its redirect would carry that page (/login?redirectTo=%2Fmyaccount).
    const seen: { router?: ReturnType<typeof renderApp>['router']; pathAtServerLogout?: string } = {};
    mockApi({
      ...shell,
      'GET /api/auth/currentUser': () => json({ user: userFixture() }),
      'GET /api/auth/logout': () => {
        seen.pathAtServerLogout = seen.router?.state.location.pathname;
        return json({ success: true });
      },
    });
    signIn();
    const { router, user } = renderApp('/myaccount');
    seen.router = router;
    await user.click(
      await within(await header()).findByRole('button', { name: /Account/ }, { timeout: 4000 }),
    );
    const popover = await screen.findByRole('dialog', { name: 'Account & Meridian Runtime' });
    await user.click(within(popover).getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(getToken()).toBeNull());
    expect(seen.pathAtServerLogout).toBe('/login');
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('');
  });

  it('switches a parent login to a related account and lands on /myaccount', async () => {
    const { requests } = mockApi({
      ...shell,
      'GET /api/auth/currentUser': () => json({ user: parentUserFixture(1) }),
      'GET /api/auth/getRelatedAccounts': () => json({ relatedAccounts: relatedAccountsFixture }),
      'POST /api/auth/switchAccount': () => json(sessionFixture(parentUserFixture(2), 'child-token')),
    });
    signIn();
    const { router, user } = renderApp('/myaccount/menu/profile');
    await user.click(
      await within(await header()).findByRole('button', { name: /Account/ }, { timeout: 4000 }),
    );
    const popover = await screen.findByRole('dialog', { name: 'Account & Meridian Runtime' });
    expect(
      await within(popover).findByRole('button', { name: /^Parent Account: Northwind Health Group/ }),
    ).toBeTruthy();
    await user.click(within(popover).getByRole('button', { name: 'Northwind Family Practice' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/myaccount'));
    const switched = requests.find((request) => request.path === '/api/auth/switchAccount');
    expect(JSON.parse(switched?.body ?? '{}')).toEqual({ accountSwitchId: 2 });
    expect(getToken()).toBe('child-token');
  });

  it('hides the switcher when there is only one related account', async () => {
    mockApi({
      ...shell,
      'GET /api/auth/currentUser': () => json({ user: userFixture() }),
    });
    signIn();
    const { user } = renderApp('/myaccount');
    await user.click(
      await within(await header()).findByRole('button', { name: /Account/ }, { timeout: 4000 }),
    );
    const popover = await screen.findByRole('dialog', { name: 'Account & Meridian Runtime' });
    expect(within(popover).getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/myaccount');
    expect(within(popover).queryByText('Switch account')).toBeNull();
  });
});
