import { beforeEach, describe, expect, it, vi } from 'vitest';

import { apiError, json, mockApi } from '@/test/mock-api';

import { ApiError, REFRESH_TOKEN_PATH, api, apiUrl, setUnauthorizedHandler } from './api-client';

/** The client's untyped request under the typed `call`: what every call goes through. */
const apiRequest = api.request;
import { getToken, getTokenExpiry, setToken } from './storage';

const INVOICES = '/api/transactions/invoices';

let redirects: string[];

beforeEach(() => {
  redirects = [];
  setUnauthorizedHandler((loginUrl) => redirects.push(loginUrl));
  window.history.replaceState(null, '', '/myaccount/menu/invoices?page=2');
});

describe('apiUrl', () => {
  it('puts paths under /api and adds defined query values', () => {
    expect(apiUrl('/shopping/item/item', { id: 5, uom: undefined })).toBe('/api/shopping/item/item?id=5');
    expect(apiUrl('/api/site/config')).toBe('/api/site/config');
    expect(apiUrl('api/shopping/item/topItems')).toBe('/api/shopping/item/topItems');
    expect(apiUrl('/api/x', { tag: ['a', 'b'] })).toBe('/api/x?tag=a&tag=b');
  });
});

describe('the API client', () => {
  it('sends the bearer token, asks for no caching and parses JSON', async () => {
    setToken('token-1', Date.now() + 60_000);
    const { requests } = mockApi({ [`GET ${INVOICES}`]: () => json({ results: [1, 2] }) });

    await expect(apiRequest(INVOICES)).resolves.toEqual({ results: [1, 2] });
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(requests[0]?.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('sends no Authorization header without a token, and JSON bodies with their content type', async () => {
    const { requests } = mockApi({ 'POST /api/cart/cart/addItem': () => json({ ok: true }) });
    await apiRequest('/api/cart/cart/addItem', { method: 'POST', body: { itemId: 3, quantity: 1 } });
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
    expect(requests[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(requests[0]?.body).toBe('{"itemId":3,"quantity":1}');
  });

  it('throws a typed ApiError from the API error shape', async () => {
    mockApi({ [`GET ${INVOICES}`]: () => apiError(409, 'Insufficient stock', 'INSUFFICIENT_STOCK') });
    const error = await apiRequest(INVOICES).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: 'Insufficient stock', code: 'INSUFFICIENT_STOCK' });
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(apiRequest(INVOICES)).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('validates with a schema when the call passes one', async () => {
    mockApi({ [`GET ${INVOICES}`]: () => json({ total: '12' }) });
    const schema = {
      parse(data: unknown): { total: number } {
        const total = (data as { total?: unknown }).total;
        if (typeof total !== 'number') throw new Error('total must be a number');
        return { total };
      },
    };
    await expect(apiRequest(INVOICES, { schema })).rejects.toThrow('total must be a number');
  });

  it('returns undefined for an empty 204 answer', async () => {
    mockApi({ 'POST /api/auth/logout': () => new Response(null, { status: 204 }) });
    await expect(apiRequest('/api/auth/logout', { method: 'POST', body: {} })).resolves.toBeUndefined();
  });
});

describe('401 handling (service spec §4, §7)', () => {
  it('refreshes the token once, stores it and retries the call', async () => {
    setToken('expired-token', Date.now() + 1_000);
    const fresh = 'fresh-token';
    const { requests } = mockApi({
      [`GET ${INVOICES}`]: (request) =>
        request.headers.get('Authorization') === `Bearer ${fresh}`
          ? json({ results: ['INV-1'] })
          : apiError(401, 'Token expired'),
      [`GET ${REFRESH_TOKEN_PATH}`]: () => json({ token: fresh, expiresAt: '2099-01-01T00:00:00.000Z' }),
    });

    await expect(apiRequest(INVOICES)).resolves.toEqual({ results: ['INV-1'] });
    expect(requests.map((request) => request.path)).toEqual([INVOICES, REFRESH_TOKEN_PATH, INVOICES]);
    expect(getToken()).toBe(fresh);
    expect(getTokenExpiry()).toBe(Date.parse('2099-01-01T00:00:00.000Z'));
    expect(redirects).toEqual([]);
  });

  it('clears the token and goes to /login with the return path when the refresh fails', async () => {
    setToken('expired-token', Date.now() + 1_000);
    mockApi({
      [`GET ${INVOICES}`]: () => apiError(401, 'Token expired'),
      [`GET ${REFRESH_TOKEN_PATH}`]: () => apiError(401, 'Session ended'),
    });

    await expect(apiRequest(INVOICES)).rejects.toMatchObject({ status: 401 });
    expect(getToken()).toBeNull();
    expect(redirects).toEqual(['/login?redirectTo=%2Fmyaccount%2Fmenu%2Finvoices%3Fpage%3D2']);
  });

  it('retries only once: a second 401 after a good refresh still ends the session', async () => {
    setToken('expired-token', Date.now() + 1_000);
    const { requests } = mockApi({
      [`GET ${INVOICES}`]: () => apiError(401, 'Not allowed'),
      [`GET ${REFRESH_TOKEN_PATH}`]: () =>
        json({ token: 'new-token', expiresAt: '2099-01-01T00:00:00.000Z' }),
    });

    await expect(apiRequest(INVOICES)).rejects.toMatchObject({ status: 401 });
    expect(requests.map((request) => request.path)).toEqual([INVOICES, REFRESH_TOKEN_PATH, INVOICES]);
    expect(getToken()).toBeNull();
    expect(redirects).toHaveLength(1);
  });

  it('does not redirect a call that opts out with skipAuthRedirect', async () => {
    setToken('expired-token', Date.now() + 1_000);
    mockApi({
      [`GET ${INVOICES}`]: () => apiError(401, 'Token expired'),
      [`GET ${REFRESH_TOKEN_PATH}`]: () => apiError(401, 'Session ended'),
    });

    await expect(apiRequest(INVOICES, { skipAuthRedirect: true })).rejects.toMatchObject({ status: 401 });
    expect(getToken()).toBeNull();
    expect(redirects).toEqual([]);
  });

  it('skips the refresh when there is no token to refresh', async () => {
    const { requests } = mockApi({ [`GET ${INVOICES}`]: () => apiError(401, 'Login required') });
    await expect(apiRequest(INVOICES)).rejects.toMatchObject({ status: 401 });
    expect(requests.map((request) => request.path)).toEqual([INVOICES]);
    expect(redirects).toHaveLength(1);
  });

  it("treats wrong credentials as the form's answer: no refresh, the token kept, no redirect", async () => {
    setToken('live-token', Date.now() + 60_000);
    const { requests } = mockApi({
      [`POST /api/auth/login`]: () => apiError(401, 'Invalid username or password', 'INVALID_CREDENTIALS'),
    });
    await expect(apiRequest('/auth/login', { method: 'POST', body: {} })).rejects.toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });
    expect(requests.map((request) => request.path)).toEqual(['/api/auth/login']);
    expect(getToken()).toBe('live-token');
    expect(redirects).toEqual([]);
  });

  it('shares one refresh between calls that fail together', async () => {
    setToken('expired-token', Date.now() + 1_000);
    const { requests } = mockApi({
      [`GET ${INVOICES}`]: (request) =>
        request.headers.get('Authorization') === 'Bearer new-token'
          ? json({ ok: 1 })
          : apiError(401, 'Token expired'),
      'GET /api/cart/cart/getCart': (request) =>
        request.headers.get('Authorization') === 'Bearer new-token'
          ? json({ ok: 2 })
          : apiError(401, 'Token expired'),
      [`GET ${REFRESH_TOKEN_PATH}`]: () =>
        json({ token: 'new-token', expiresAt: '2099-01-01T00:00:00.000Z' }),
    });

    await expect(Promise.all([apiRequest(INVOICES), apiRequest('/api/cart/cart/getCart')])).resolves.toEqual([
      { ok: 1 },
      { ok: 2 },
    ]);
    expect(requests.filter((request) => request.path === REFRESH_TOKEN_PATH)).toHaveLength(1);
  });

  it('does not redirect when the visitor is already on /login', async () => {
    window.history.replaceState(null, '', '/login');
    mockApi({ [`GET ${INVOICES}`]: () => apiError(401, 'Login required') });
    await expect(apiRequest(INVOICES)).rejects.toMatchObject({ status: 401 });
    expect(redirects).toEqual([]);
  });
});
