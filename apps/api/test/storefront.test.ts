// The storefront's serving (http/storefront.ts, ADR 0022) and the session cookie
// (http/session-cookie.ts): which document requests reach the page renderer, what API its loaders
// get (the cookie's buyer through the token rules, or a visitor), the page's CSP nonce, and the
// cookie that login, switchAccount, refreshToken and logout set. The renderer here is a stand-in
// that answers what it was given; the real one is covered by the browser journeys.
import { adminPaths, paths } from '@medsupply/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_ACTOR_HEADER, lentDocumentActors } from '../src/http/document-actors.ts';
import type { ServerApi } from '../src/http/storefront.ts';
import { createAccount, createItem, createLogin, grantAccountAccess } from './factories.ts';
import { createTestContext, type TestContext } from './harness.ts';

const PASSWORD = 'Correct horse 9!';

interface Rendered {
  url: string;
  signedIn: boolean;
  nonce: string;
  /** What the loaders' API answered for the item, as the document's buyer. */
  item: { status: number; body: unknown } | null;
  /** What it answered for the `calls` a test asked the renderer to make, in order. */
  answers: Array<{ status: number; body: unknown }>;
}

let t: TestContext;
let last: Rendered | undefined;
let itemId = 0;
/** GETs the stand-in renderer makes through the loaders' API besides the item's. */
let calls: string[] = [];

beforeAll(async () => {
  t = await createTestContext({
    storefront: {
      kind: 'render',
      render: async (request: Request, api: ServerApi, nonce: string) => {
        const item = itemId ? await api.call('GET', `${paths.catalog.item}?id=${itemId}`) : null;
        const answers = await Promise.all(calls.map((url) => api.call('GET', url)));
        last = { url: request.url, signedIn: api.signedIn, nonce, item, answers };
        return new Response(`<!doctype html><p>page</p><script nonce="${nonce}">1</script>`, {
          status: 200,
          headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-store' },
        });
      },
    },
  });
  const account = await createAccount(t.db, { priceLevel: 'Base Price' });
  itemId = (await createItem(t.db, { prices: { 'Base Price': 1250 } })).item.id;
  await createLogin(t.db, { accountId: account.id, username: 'doc@clinic.example', password: PASSWORD });
  const hidden = await createAccount(t.db, { priceLevel: 'Base Price' });
  await createLogin(t.db, {
    accountId: hidden.id,
    username: 'noprice@clinic.example',
    password: PASSWORD,
    isPriceVisible: false,
  });
  const child = await createAccount(t.db);
  const parent = await createLogin(t.db, {
    accountId: account.id,
    username: 'parent@clinic.example',
    password: PASSWORD,
    isParentLogin: true,
  });
  await grantAccountAccess(t.db, parent.id, child.id);
});

afterAll(async () => t.close());

async function login(username: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: paths.auth.login,
    payload: { username, password: PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return res;
}

/** The session cookie a response sets, as `name=value` and its attributes. */
function setCookie(res: { headers: Record<string, string | string[] | number | undefined> }): string {
  const header = res.headers['set-cookie'];
  const value = Array.isArray(header) ? header.join('\n') : String(header ?? '');
  expect(value).toMatch(/^session=/);
  return value;
}

const cookieOf = (res: { headers: Record<string, string | string[] | number | undefined> }) =>
  setCookie(res).split(';')[0] ?? '';

const page = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('the session cookie', () => {
  it('is set by login: HttpOnly, SameSite=Lax, Path=/, until the token expires, not Secure on http', async () => {
    const res = await login('doc@clinic.example');
    const cookie = setCookie(res);
    const { token, expiresAt } = res.json<{ token: string; expiresAt: string }>();
    expect(cookie).toContain(`session=${token};`);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/Secure/);
    expect(cookie).toContain(`Expires=${new Date(expiresAt).toUTCString()}`);
  });

  it('is Secure when the store is served over https', async () => {
    const secure = await createTestContext({ env: { PUBLIC_URL: 'https://store.example' } });
    try {
      const account = await createAccount(secure.db);
      await createLogin(secure.db, {
        accountId: account.id,
        username: 'tls@clinic.example',
        password: PASSWORD,
      });
      const res = await secure.app.inject({
        method: 'POST',
        url: paths.auth.login,
        payload: { username: 'tls@clinic.example', password: PASSWORD },
      });
      expect(setCookie(res)).toMatch(/; Secure/);
    } finally {
      await secure.close();
    }
  });

  it('follows refreshToken and switchAccount, and is cleared by logout', async () => {
    const first = (await login('parent@clinic.example')).json<{ token: string }>();
    const refreshed = await t.app.inject({
      method: 'GET',
      url: paths.auth.refreshToken,
      headers: { authorization: `Bearer ${first.token}` },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(cookieOf(refreshed)).toBe(`session=${refreshed.json<{ token: string }>().token}`);

    const accounts = await t.app.inject({
      method: 'GET',
      url: paths.auth.getRelatedAccounts,
      headers: { authorization: `Bearer ${refreshed.json<{ token: string }>().token}` },
    });
    const [childId] = accounts
      .json<{ relatedAccounts: Array<{ id: number }> }>()
      .relatedAccounts.map((a) => a.id);
    const switched = await t.app.inject({
      method: 'POST',
      url: paths.auth.switchAccount,
      headers: { authorization: `Bearer ${refreshed.json<{ token: string }>().token}` },
      payload: { accountSwitchId: childId },
    });
    expect(switched.statusCode).toBe(200);
    const switchedToken = switched.json<{ token: string }>().token;
    expect(cookieOf(switched)).toBe(`session=${switchedToken}`);

    const out = await t.app.inject({
      method: 'GET',
      url: paths.auth.logout,
      headers: { authorization: `Bearer ${switchedToken}` },
    });
    expect(out.statusCode).toBe(200);
    expect(setCookie(out)).toMatch(/^session=; Max-Age=0;/);
  });

  it('opens no /api route: the API reads the bearer token alone', async () => {
    const cookie = cookieOf(await login('doc@clinic.example'));
    const res = await t.app.inject({ method: 'GET', url: paths.auth.currentUser, headers: { cookie } });
    expect(res.statusCode).toBe(401);
    const cart = await t.app.inject({
      method: 'POST',
      url: paths.cart.addItem,
      headers: { cookie },
      payload: { itemId, unit: 1, quantity: 1 },
    });
    expect(cart.statusCode).toBe(401);
  });
});

describe('document requests', () => {
  it("render as the cookie's buyer, with the prices that buyer may see", async () => {
    const cookie = cookieOf(await login('doc@clinic.example'));
    const res = await page('/product/x', cookie);
    expect(res.statusCode).toBe(200);
    expect(last?.signedIn).toBe(true);
    expect(last?.item?.status).toBe(200);
    expect(last?.item?.body).toMatchObject({ price: 12.5 });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it("lend the cookie's buyer to the loaders' calls for the document only, never to the back office", async () => {
    const cookie = cookieOf(await login('doc@clinic.example'));
    calls = [paths.auth.currentUser, paths.cart.getCart, adminPaths.me];
    try {
      await page('/product/x', cookie);
    } finally {
      calls = [];
    }
    const [user, cart, admin] = last?.answers ?? [];
    expect(user?.status).toBe(200);
    expect(user?.body).toMatchObject({ user: { username: 'doc@clinic.example' } });
    expect(cart?.status).toBe(200);
    // The back office takes staff tokens only: the document's buyer is nobody there.
    expect(admin?.status).toBe(401);
    expect(lentDocumentActors()).toBe(0);
    // A request from outside cannot name a lent buyer.
    const forged = await t.app.inject({
      method: 'GET',
      url: paths.auth.currentUser,
      headers: { [DOCUMENT_ACTOR_HEADER]: 'AAAAAAAAAAAAAAAAAAAAAA' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('render as a visitor without a cookie, or for a buyer without price visibility, with no price field', async () => {
    await page('/product/x');
    expect(last?.signedIn).toBe(false);
    expect(JSON.stringify(last?.item?.body)).not.toMatch(/"price/);
    const hidden = cookieOf(await login('noprice@clinic.example'));
    await page('/product/x', hidden);
    expect(last?.signedIn).toBe(true);
    expect(JSON.stringify(last?.item?.body)).not.toMatch(/"price/);
  });

  it('render a revoked or rotated session as a visitor', async () => {
    const session = await login('doc@clinic.example');
    const cookie = cookieOf(session);
    const token = session.json<{ token: string }>().token;
    await t.app.inject({
      method: 'GET',
      url: paths.auth.logout,
      headers: { authorization: `Bearer ${token}` },
    });
    await page('/', cookie);
    expect(last?.signedIn).toBe(false);

    const again = await login('doc@clinic.example');
    const rotated = cookieOf(again);
    const refresh = await t.app.inject({
      method: 'GET',
      url: paths.auth.refreshToken,
      headers: { authorization: `Bearer ${again.json<{ token: string }>().token}` },
    });
    expect(refresh.statusCode).toBe(200);
    await page('/', rotated);
    expect(last?.signedIn).toBe(false);
    await page('/', 'session=not-a-token');
    expect(last?.signedIn).toBe(false);
  });

  it("allow the page's own inline scripts by a nonce made for each document", async () => {
    const a = await page('/');
    const nonceA = last?.nonce ?? '';
    await page('/');
    const nonceB = last?.nonce ?? '';
    expect(nonceA).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonceB).not.toBe(nonceA);
    expect(String(a.headers['content-security-policy'])).toContain(`script-src 'self' 'nonce-${nonceA}'`);
  });

  it('keep the path and query, compress as the client accepts, and leave /api, /media and other methods alone', async () => {
    await page('/products/2?search=gloves');
    expect(last?.url).toBe(`${t.config.store.publicUrl.replace(/\/$/, '')}/products/2?search=gloves`);
    const br = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    last = undefined;
    for (const url of ['/api/no-such-thing', '/media/no-such-file.png']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/application\/json/);
    }
    expect((await t.app.inject({ method: 'POST', url: '/about' })).statusCode).toBe(404);
    expect(last).toBeUndefined();
  });
});
