// Sign-in, tokens, sessions, switching and the failed-login limits, through HTTP against a real
// database (service spec §7 "Auth", §8; issue #4 acceptance).
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages, paths, tooManyAttemptsMessage } from '@medsupply/contract';
import { authFailures, securityEvents, sessions, userAccountAccess, users } from '../../db/schema/index.ts';
import { signAccessToken } from './tokens.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import {
  createAccount,
  createLogin,
  createUser,
  grantAccountAccess,
  setAccountStatus,
} from '../../../test/factories.ts';
import {
  ADDRESS_DELAY_MAX_SECONDS,
  ADDRESS_FREE_FAILURES,
  LOGIN_WINDOW_SECONDS,
  MAX_FAILURES_PER_USERNAME,
  addressDelaySeconds,
  SLOWDOWN_AFTER_FAILURES,
  slowdownMs,
} from './login-limits.ts';
import { REFRESH_IDLE_SECONDS, ROTATION_GRACE_SECONDS, SESSION_TTL_SECONDS } from './sessions.ts';

const PASSWORD = 'correct horse battery staple';
const SESSION_EXPIRED = 'Your session has expired. Please log in again.';
const LOGIN_REQUIRED = 'Please log in to continue.';

let t: TestContext;
const responses: LightMyRequestResponse[] = [];

// Every test that fails logins does so from an address of its own, so the per-address count of
// one test never spills into another.
let ipCounter = 0;
const freshIp = () => {
  ipCounter += 1;
  return `198.51.100.${ipCounter}`;
};

async function call(options: {
  method: 'GET' | 'POST';
  url: string;
  token?: string;
  payload?: unknown;
  ip?: string;
  headers?: Record<string, string>;
}): Promise<LightMyRequestResponse> {
  const res = await t.app.inject({
    method: options.method,
    url: options.url,
    headers: { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...options.headers },
    ...(options.payload === undefined ? {} : { payload: options.payload as Record<string, unknown> }),
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
  responses.push(res);
  return res;
}

const login = (username: string, password: string, ip?: string) =>
  call({ method: 'POST', url: paths.auth.login, payload: { username, password }, ...(ip ? { ip } : {}) });

async function tokenFor(username: string, password = PASSWORD): Promise<string> {
  const res = await login(username, password);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token as string;
}

const me = (token: string) => call({ method: 'GET', url: paths.auth.currentUser, token });

function claimsOf(token: string): { sub: string; acc: number; sid: string; exp: number; jti: string } {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
    sub: string;
    acc: number;
    sid: string;
    exp: number;
    jti: string;
  };
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

beforeAll(async () => {
  t = await createTestContext();
});

afterAll(async () => {
  // No answer of this file, to any caller, ever carried a password hash.
  expect(responses.length).toBeGreaterThan(50);
  for (const res of responses) {
    expect(res.body).not.toContain('$argon2');
    expect(res.body.toLowerCase()).not.toContain('passwordhash');
  }
  await t.close();
});

describe('login', () => {
  it('answers a token with its expiry, the user and the punchout flag', async () => {
    const account = await createAccount(t.db, { accountName: 'Lakeside Clinic', rxLevels: [0, 1] });
    const user = await createLogin(t.db, { accountId: account.id, password: PASSWORD, isAdmin: true });
    const res = await login(user.username, PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(typeof body.token).toBe('string');
    expect(new Date(body.expiresAt).getTime()).toBeGreaterThan(Date.now());
    expect(claimsOf(body.token).exp * 1000).toBe(new Date(body.expiresAt).getTime());
    expect(body.isPunchout).toBe(false);
    expect(body.user).toEqual({
      id: user.id,
      username: user.username,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      account: {
        id: account.id,
        accountName: 'Lakeside Clinic',
        parentId: null,
        rxLevels: [0, 1],
        relatedAccounts: [],
      },
      permissions: {
        isPriceVisible: true,
        isAdmin: true,
        hasCreditMemoAccess: true,
        canViewProfile: true,
        canReorder: true,
        canUseItemLists: true,
      },
      isParentLogin: false,
      isPunchout: false,
    });
  });

  it('trims the username and ignores its case', async () => {
    const account = await createAccount(t.db);
    const user = await createLogin(t.db, { accountId: account.id, password: PASSWORD });
    const res = await login(`  ${user.username.toUpperCase()}\t`, PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(user.id);
  });

  it('does not trim or change the password', async () => {
    const account = await createAccount(t.db);
    const user = await createLogin(t.db, { accountId: account.id, password: PASSWORD });
    const ip = freshIp();
    expect((await login(user.username, ` ${PASSWORD}`, ip)).statusCode).toBe(401);
    expect((await login(user.username, PASSWORD.toUpperCase(), ip)).statusCode).toBe(401);
  });

  it('refuses a wrong password and an unknown username with the same message', async () => {
    const account = await createAccount(t.db);
    const user = await createLogin(t.db, { accountId: account.id, password: PASSWORD });
    const ip = freshIp();
    const wrong = await login(user.username, 'not the password', ip);
    const unknown = await login(`nobody-${user.id}@clinic.example`, PASSWORD, ip);
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        message: authMessages.invalidCredentials,
        code: 'INVALID_CREDENTIALS',
      });
    }
  });

  it('refuses a login that has no password yet', async () => {
    const account = await createAccount(t.db);
    const user = await createUser(t.db, { accountId: account.id, passwordHash: null });
    const res = await login(user.username, PASSWORD, freshIp());
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(authMessages.invalidCredentials);
  });

  it('tells a deactivated login so only when the password is right', async () => {
    const account = await createAccount(t.db);
    const user = await createLogin(t.db, { accountId: account.id, password: PASSWORD });
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    const ip = freshIp();
    expect((await login(user.username, 'wrong password', ip)).json().message).toBe(
      authMessages.invalidCredentials,
    );
    const res = await login(user.username, PASSWORD, ip);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: authMessages.userInactive, code: 'USER_INACTIVE' });
  });

  it('refuses an account awaiting approval and an inactive account with clear messages', async () => {
    const pending = await createAccount(t.db);
    await setAccountStatus(t.db, pending.id, 'pending_approval');
    const pendingUser = await createLogin(t.db, { accountId: pending.id, password: PASSWORD });
    const closed = await createAccount(t.db);
    await setAccountStatus(t.db, closed.id, 'inactive');
    const closedUser = await createLogin(t.db, { accountId: closed.id, password: PASSWORD });

    const waiting = await login(pendingUser.username, PASSWORD);
    expect(waiting.statusCode).toBe(403);
    expect(waiting.json().message).toBe(authMessages.accountPendingApproval);
    const gone = await login(closedUser.username, PASSWORD);
    expect(gone.statusCode).toBe(403);
    expect(gone.json().message).toBe(authMessages.accountInactive);
  });

  it('answers the punchout flag of a punchout login', async () => {
    const account = await createAccount(t.db);
    const user = await createLogin(t.db, { accountId: account.id, password: PASSWORD, isPunchout: true });
    const body = (await login(user.username, PASSWORD)).json();
    expect(body.isPunchout).toBe(true);
    expect(body.user.isPunchout).toBe(true);
  });

  it('derives the permissions of service spec §6 on the server', async () => {
    const parent = await createAccount(t.db);
    const child = await createAccount(t.db, { parentId: parent.id });
    const cases = [
      { accountId: parent.id, isPriceVisible: false, isAdmin: false, hasCreditMemoAccess: true },
      { accountId: child.id, isPriceVisible: false, isAdmin: true, hasCreditMemoAccess: false },
      { accountId: child.id, isPriceVisible: true, isAdmin: false, hasCreditMemoAccess: true },
    ];
    for (const c of cases) {
      const user = await createLogin(t.db, {
        accountId: c.accountId,
        password: PASSWORD,
        isPriceVisible: c.isPriceVisible,
        isAdmin: c.isAdmin,
      });
      const { permissions } = (await login(user.username, PASSWORD)).json().user;
      expect(permissions).toEqual({
        isPriceVisible: c.isPriceVisible,
        isAdmin: c.isAdmin,
        hasCreditMemoAccess: c.hasCreditMemoAccess,
        canViewProfile: true,
        canReorder: true,
        canUseItemLists: true,
      });
    }
  });

  it('keeps one session row per login, with its address and browser', async () => {
    const account = await createAccount(t.db);
    const user = await createLogin(t.db, { accountId: account.id, password: PASSWORD });
    await call({
      method: 'POST',
      url: paths.auth.login,
      payload: { username: user.username, password: PASSWORD },
      ip: '192.0.2.44',
      headers: { 'user-agent': 'TestBrowser/1.0' },
    });
    await login(user.username, PASSWORD);
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.ip)).toContain('192.0.2.44');
    expect(rows.map((r) => r.userAgent)).toContain('TestBrowser/1.0');
    const [row] = await t.db
      .select({ lastLoginAt: users.lastLoginAt })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row?.lastLoginAt).toBeInstanceOf(Date);
  });

  it.each([
    ['no body', undefined, /body/i],
    ['a missing password', { username: 'someone@clinic.example' }, /password/],
    ['a missing username', { password: PASSWORD }, /username/],
    ['a blank username', { username: '   ', password: PASSWORD }, /Username is required/],
    ['an empty password', { username: 'someone@clinic.example', password: '' }, /Password is required/],
    ['a number as username', { username: 12345, password: PASSWORD }, /username/],
    ['an array as password', { username: 'someone@clinic.example', password: ['a'] }, /password/],
    [
      'an overlong username',
      { username: `${'u'.repeat(300)}@clinic.example`, password: PASSWORD },
      /at most 254/,
    ],
    [
      'an overlong password',
      { username: 'someone@clinic.example', password: 'p'.repeat(1025) },
      /at most 1024/,
    ],
  ])('answers 400 with a message for %s', async (_name, payload, message) => {
    const res = await call({ method: 'POST', url: paths.auth.login, payload, ip: freshIp() });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await call({
      method: 'POST',
      url: paths.auth.login,
      payload: '{"username": "a", ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The request body is not valid JSON.');
  });
});

describe('repeated failed logins', () => {
  async function failuresOf(scope: 'user' | 'ip' | 'user_ip', key: string): Promise<number> {
    const rows = await t.db
      .select({ id: authFailures.id })
      .from(authFailures)
      .where(and(eq(authFailures.scope, scope), eq(authFailures.key, key)));
    return rows.length;
  }

  it('slows attempts after a few failures, then refuses them with 429 and Retry-After', async () => {
    const account = await createAccount(t.db);
    const user = await createLogin(t.db, { accountId: account.id, password: PASSWORD });
    const ip = freshIp();
    for (let i = 0; i < MAX_FAILURES_PER_USERNAME; i += 1) {
      const started = performance.now();
      const res = await login(user.username, `wrong ${i}`, ip);
      const elapsed = performance.now() - started;
      expect(res.statusCode).toBe(401);
      if (i >= SLOWDOWN_AFTER_FAILURES) expect(elapsed).toBeGreaterThanOrEqual(slowdownMs(i) - 5);
    }
    expect(slowdownMs(MAX_FAILURES_PER_USERNAME - 1)).toBeGreaterThan(0);

    // Locked from that address: even the right password is refused there until the window passes.
    const res = await login(user.username, PASSWORD, ip);
    expect(res.statusCode).toBe(429);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(LOGIN_WINDOW_SECONDS - 120);
    expect(retryAfter).toBeLessThanOrEqual(LOGIN_WINDOW_SECONDS);
    expect(res.json()).toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
    });
    const events = await t.db.select().from(securityEvents).where(eq(securityEvents.userId, user.id));
    expect(events.map((e) => e.kind)).toEqual(['login_lockout']);
  });

  it('does not lock the owner out from elsewhere: another address signs in (slowed, not refused)', async () => {
    const account = await createAccount(t.db);
    const user = await createLogin(t.db, { accountId: account.id, password: PASSWORD });
    const guesser = freshIp();
    for (let i = 0; i < MAX_FAILURES_PER_USERNAME; i += 1) {
      expect((await login(user.username, `guess ${i}`, guesser)).statusCode).toBe(401);
    }
    expect((await login(user.username, PASSWORD, guesser)).statusCode).toBe(429);
    const owner = await login(user.username, PASSWORD, freshIp());
    expect(owner.statusCode).toBe(200);
    // The guesser's address stays refused for that username.
    expect((await login(user.username, PASSWORD, guesser)).statusCode).toBe(429);
  });

  it('counts failures for usernames that do not exist, too', async () => {
    const ghost = `ghost-${Date.now()}@clinic.example`;
    const ip = freshIp();
    for (let i = 0; i < 2; i += 1) await login(ghost, 'guess', ip);
    expect(await failuresOf('user', ghost)).toBe(2);
    expect(await failuresOf('ip', ip)).toBe(2);
    expect(await failuresOf('user_ip', `${ip} ${ghost}`)).toBe(2);
  });

  it('forgets failures once they are older than the window', async () => {
    const account = await createAccount(t.db);
    const user = await createLogin(t.db, { accountId: account.id, password: PASSWORD });
    const longAgo = new Date(Date.now() - (LOGIN_WINDOW_SECONDS + 60) * 1000);
    const ip = freshIp();
    await t.db.insert(authFailures).values(
      Array.from({ length: MAX_FAILURES_PER_USERNAME }, () => ({
        scope: 'user_ip' as const,
        key: `${ip} ${user.username}`,
        createdAt: longAgo,
      })),
    );
    expect((await login(user.username, PASSWORD, ip)).statusCode).toBe(200);
  });

  it('clears the username’s failures after a successful login', async () => {
    const account = await createAccount(t.db);
    const user = await createLogin(t.db, { accountId: account.id, password: PASSWORD });
    const ip = freshIp();
    for (let i = 0; i < 3; i += 1) await login(user.username, 'wrong', ip);
    expect(await failuresOf('user', user.username)).toBe(3);
    expect((await login(user.username, PASSWORD, ip)).statusCode).toBe(200);
    expect(await failuresOf('user', user.username)).toBe(0);
  });

  // Issue 26: thirty wrong passwords from one address locked every login from it for 15 minutes.
  it('lets an office sign in after thirty wrong passwords from its address', async () => {
    const account = await createAccount(t.db);
    const user = await createLogin(t.db, { accountId: account.id, password: PASSWORD });
    const office = freshIp();
    for (let i = 0; i < 30; i += 1) {
      expect((await login(`colleague${i}@clinic.example`, 'mistyped', office)).statusCode).toBe(401);
    }
    expect(await failuresOf('ip', office)).toBe(30);
    expect((await login(user.username, PASSWORD, office)).statusCode).toBe(200);
  });

  it('makes an address that keeps failing wait longer each time, a minute at most, never the window', async () => {
    const account = await createAccount(t.db);
    const user = await createLogin(t.db, { accountId: account.id, password: PASSWORD });
    const ip = freshIp();
    const addFailures = (n: number) =>
      t.db.insert(authFailures).values(Array.from({ length: n }, () => ({ scope: 'ip' as const, key: ip })));
    let failures = 0;
    for (const total of [
      ADDRESS_FREE_FAILURES + 11,
      ADDRESS_FREE_FAILURES + 21,
      ADDRESS_FREE_FAILURES + 60,
    ]) {
      await addFailures(total - failures);
      failures = total;
      const refused = await login(user.username, PASSWORD, ip);
      expect(refused.statusCode).toBe(429);
      // Counted from the latest failure, which was just now: 4 s, then 16 s, then a minute.
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeLessThanOrEqual(addressDelaySeconds(total));
      expect(retryAfter).toBeGreaterThan(addressDelaySeconds(total) - 2);
      expect(refused.json()).toMatchObject({
        code: 'TOO_MANY_ATTEMPTS',
        message: tooManyAttemptsMessage(retryAfter),
      });
    }
    expect(addressDelaySeconds(failures)).toBe(ADDRESS_DELAY_MAX_SECONDS);
    // The same login from another address is not affected.
    expect((await login(user.username, PASSWORD, freshIp())).statusCode).toBe(200);

    // A minute after its latest failure the address signs in, its 90 failures still in the window.
    await t.db
      .update(authFailures)
      .set({ createdAt: sql`${authFailures.createdAt} - interval '61 seconds'` })
      .where(and(eq(authFailures.scope, 'ip'), eq(authFailures.key, ip)));
    expect(await failuresOf('ip', ip)).toBe(ADDRESS_FREE_FAILURES + 60);
    expect((await login(user.username, PASSWORD, ip)).statusCode).toBe(200);
  });

  it('grows an address’s wait with its failures, up to a minute, and says how long in words', () => {
    const delays = [ADDRESS_FREE_FAILURES, 31, 35, 36, 41, 60, 61, 500].map(addressDelaySeconds);
    expect(delays).toEqual([0, 1, 1, 2, 4, 32, 60, 60]);
    expect([1, 16, 60, 61, LOGIN_WINDOW_SECONDS].map(tooManyAttemptsMessage)).toEqual([
      'Too many failed sign-in attempts. Please try again in 1 second.',
      'Too many failed sign-in attempts. Please try again in 16 seconds.',
      'Too many failed sign-in attempts. Please try again in 1 minute.',
      'Too many failed sign-in attempts. Please try again in 2 minutes.',
      'Too many failed sign-in attempts. Please try again in 15 minutes.',
    ]);
  });
});

describe('tokens and sessions', () => {
  let username: string;
  let userId: number;
  let accountId: number;
  beforeAll(async () => {
    const account = await createAccount(t.db);
    const user = await createLogin(t.db, { accountId: account.id, password: PASSWORD });
    username = user.username;
    userId = user.id;
    accountId = account.id;
  });

  it('loads the current user with a token', async () => {
    const token = await tokenFor(username);
    const res = await me(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: userId, username, account: { id: accountId } });
  });

  it('asks anonymous callers to log in', async () => {
    const res = await call({ method: 'GET', url: paths.auth.currentUser });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: LOGIN_REQUIRED, code: 'UNAUTHORIZED' });
  });

  it('refuses an expired token', async () => {
    const token = await tokenFor(username);
    const { sid, jti } = claimsOf(token);
    const expired = await signAccessToken(
      t.config.jwtSecret,
      { userId, accountId, sessionId: sid, tokenId: jti },
      -60,
    );
    const res = await me(expired.token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: SESSION_EXPIRED, code: 'TOKEN_EXPIRED' });
  });

  it('refuses a token whose signature was changed', async () => {
    const token = await tokenFor(username);
    const [header, payload, signature = ''] = token.split('.');
    const flipped = signature.slice(0, 5) + (signature[5] === 'A' ? 'B' : 'A') + signature.slice(6);
    const res = await me(`${header}.${payload}.${flipped}`);
    expect(res.statusCode).toBe(401);
  });

  it('refuses a token whose claims were changed under the old signature', async () => {
    const token = await tokenFor(username);
    const [header, , signature] = token.split('.');
    const claims = claimsOf(token);
    const res = await me(`${header}.${b64({ ...claims, sub: String(userId + 1) })}.${signature}`);
    expect(res.statusCode).toBe(401);
  });

  it('refuses an unsigned token (alg: none)', async () => {
    const token = await tokenFor(username);
    const claims = claimsOf(token);
    for (const alg of ['none', 'None', 'NONE']) {
      const forged = `${b64({ alg, typ: 'JWT' })}.${b64(claims)}.`;
      const res = await me(forged);
      expect(res.statusCode).toBe(401);
      expect((await call({ method: 'GET', url: paths.auth.refreshToken, token: forged })).statusCode).toBe(
        401,
      );
    }
  });

  it('refuses a token signed with another secret', async () => {
    const token = await tokenFor(username);
    const { sid } = claimsOf(token);
    const other = await signAccessToken('another-secret-another-secret-0123456789', {
      userId,
      accountId,
      sessionId: sid,
    });
    expect((await me(other.token)).statusCode).toBe(401);
    expect((await call({ method: 'GET', url: paths.auth.refreshToken, token: other.token })).statusCode).toBe(
      401,
    );
  });

  it('refuses a well-signed token that names another account than its session', async () => {
    const token = await tokenFor(username);
    const { sid } = claimsOf(token);
    const otherAccount = await createAccount(t.db);
    const forged = await signAccessToken(t.config.jwtSecret, {
      userId,
      accountId: otherAccount.id,
      sessionId: sid,
    });
    expect((await me(forged.token)).statusCode).toBe(401);
    expect(
      (await call({ method: 'GET', url: paths.auth.refreshToken, token: forged.token })).statusCode,
    ).toBe(401);
  });

  it('ends the session on logout: the token then answers 401', async () => {
    const token = await tokenFor(username);
    const out = await call({ method: 'GET', url: paths.auth.logout, token });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true });
    const after = await me(token);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(SESSION_EXPIRED);
    expect((await call({ method: 'GET', url: paths.auth.refreshToken, token })).statusCode).toBe(401);
    // Logging out again answers the same.
    expect((await call({ method: 'GET', url: paths.auth.logout, token })).statusCode).toBe(200);
  });

  it('ends only the session it was called with', async () => {
    const first = await tokenFor(username);
    const second = await tokenFor(username);
    await call({ method: 'GET', url: paths.auth.logout, token: first });
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
  });

  it('asks for a token to log out', async () => {
    expect((await call({ method: 'GET', url: paths.auth.logout })).statusCode).toBe(401);
    expect((await call({ method: 'GET', url: paths.auth.logout, token: 'not-a-token' })).statusCode).toBe(
      401,
    );
  });

  it('refreshes a token for the same session and slides the session’s end', async () => {
    const token = await tokenFor(username);
    const { sid } = claimsOf(token);
    const soon = new Date(Date.now() + 60_000);
    await t.db.update(sessions).set({ expiresAt: soon }).where(eq(sessions.id, sid));

    const res = await call({ method: 'GET', url: paths.auth.refreshToken, token });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(claimsOf(body.token).sid).toBe(sid);
    expect(new Date(body.expiresAt).getTime()).toBeGreaterThan(Date.now() + 60 * 60 * 1000);
    const [row] = await t.db
      .select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.id, sid));
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + (SESSION_TTL_SECONDS - 60) * 1000);
    expect((await me(body.token)).statusCode).toBe(200);
  });

  it('refreshes an expired token while its session lives, so a 401 can be retried once', async () => {
    const token = await tokenFor(username);
    const { sid, jti } = claimsOf(token);
    const expired = await signAccessToken(
      t.config.jwtSecret,
      { userId, accountId, sessionId: sid, tokenId: jti },
      -3600,
    );
    expect((await me(expired.token)).statusCode).toBe(401);
    const res = await call({ method: 'GET', url: paths.auth.refreshToken, token: expired.token });
    expect(res.statusCode).toBe(200);
    expect((await me(res.json().token)).statusCode).toBe(200);
  });

  it('rotates on refresh: the previous token is refused afterwards, by calls and by refresh', async () => {
    const token = await tokenFor(username);
    const res = await call({ method: 'GET', url: paths.auth.refreshToken, token });
    expect(res.statusCode).toBe(200);
    const next = res.json().token as string;
    expect(claimsOf(next).jti).not.toBe(claimsOf(token).jti);
    expect((await me(next)).statusCode).toBe(200);
    const old = await me(token);
    expect(old.statusCode).toBe(401);
    expect(old.json().message).toBe(SESSION_EXPIRED);
  });

  it('ends the session when a rotated token is presented again after the grace (reuse detection)', async () => {
    const token = await tokenFor(username);
    const { sid } = claimsOf(token);
    const next = (await call({ method: 'GET', url: paths.auth.refreshToken, token })).json().token as string;
    // The refresh happened longer ago than the grace: a second use of the old token is a thief's.
    await t.db
      .update(sessions)
      .set({ rotatedAt: new Date(Date.now() - (ROTATION_GRACE_SECONDS + 5) * 1000) })
      .where(eq(sessions.id, sid));
    const reused = await call({ method: 'GET', url: paths.auth.refreshToken, token });
    expect(reused.statusCode).toBe(401);
    // The whole session has ended: the legitimate holder's new token is refused too.
    expect((await me(next)).statusCode).toBe(401);
    const [row] = await t.db
      .select({ revokedAt: sessions.revokedAt })
      .from(sessions)
      .where(eq(sessions.id, sid));
    expect(row?.revokedAt).not.toBeNull();
    const events = await t.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.kind, 'refresh_token_reuse'));
    expect(events.map((e) => e.detail)).toContainEqual({ sessionId: sid });
  });

  it('lets parallel refreshes with one token all succeed within the grace, without ending the session', async () => {
    const token = await tokenFor(username);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call({ method: 'GET', url: paths.auth.refreshToken, token })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const ids = new Set(answers.map((a) => claimsOf(a.json().token as string).jti));
    // One rotation happened; every answer carries the one current token id.
    expect(ids.size).toBe(1);
    for (const answer of answers) expect((await me(answer.json().token as string)).statusCode).toBe(200);
  });

  it(`refreshes an expired token only within ${REFRESH_IDLE_SECONDS / 3600} hours of its expiry`, async () => {
    const token = await tokenFor(username);
    const { sid, jti } = claimsOf(token);
    const claims = { userId, accountId, sessionId: sid, tokenId: jti };
    const idle = await signAccessToken(t.config.jwtSecret, claims, -(REFRESH_IDLE_SECONDS + 60));
    const refused = await call({ method: 'GET', url: paths.auth.refreshToken, token: idle.token });
    expect(refused.statusCode).toBe(401);
    const recent = await signAccessToken(t.config.jwtSecret, claims, -(REFRESH_IDLE_SECONDS - 600));
    expect(
      (await call({ method: 'GET', url: paths.auth.refreshToken, token: recent.token })).statusCode,
    ).toBe(200);
  });

  it('does not refresh a session that has ended', async () => {
    const token = await tokenFor(username);
    const { sid } = claimsOf(token);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, sid));
    const res = await call({ method: 'GET', url: paths.auth.refreshToken, token });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(SESSION_EXPIRED);
  });

  it('does not slide a session past its maximum age', async () => {
    const token = await tokenFor(username);
    const { sid } = claimsOf(token);
    await t.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 91 * 24 * 60 * 60 * 1000) })
      .where(eq(sessions.id, sid));
    expect((await call({ method: 'GET', url: paths.auth.refreshToken, token })).statusCode).toBe(401);
  });

  it('does not refresh once the login has been deactivated', async () => {
    const account = await createAccount(t.db);
    const user = await createLogin(t.db, { accountId: account.id, password: PASSWORD });
    const token = await tokenFor(user.username);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect((await me(token)).statusCode).toBe(401);
    expect((await call({ method: 'GET', url: paths.auth.refreshToken, token })).statusCode).toBe(401);
  });

  it('asks for a token to refresh', async () => {
    const res = await call({ method: 'GET', url: paths.auth.refreshToken });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(LOGIN_REQUIRED);
  });
});

describe('related accounts and switching', () => {
  let parentAccount: { id: number; accountName: string };
  let childAccount: { id: number; accountName: string };
  let grantedAccount: { id: number; accountName: string };
  let pendingChild: { id: number };
  let strangerAccount: { id: number };
  let parentLogin: { id: number; username: string };
  let plainLogin: { username: string };

  beforeAll(async () => {
    parentAccount = await createAccount(t.db, { accountName: 'Zeta Health Group' });
    childAccount = await createAccount(t.db, { accountName: 'Beta Clinic', parentId: parentAccount.id });
    pendingChild = await createAccount(t.db, { accountName: 'Alpha Annex', parentId: parentAccount.id });
    await setAccountStatus(t.db, pendingChild.id, 'pending_approval');
    grantedAccount = await createAccount(t.db, { accountName: 'Gamma Practice' });
    strangerAccount = await createAccount(t.db, { accountName: 'Stranger Pharmacy' });
    parentLogin = await createLogin(t.db, {
      accountId: parentAccount.id,
      password: PASSWORD,
      isParentLogin: true,
      isPriceVisible: false,
    });
    await grantAccountAccess(t.db, parentLogin.id, grantedAccount.id);
    plainLogin = await createLogin(t.db, { accountId: childAccount.id, password: PASSWORD });
  });

  const expectedRelated = () => [
    { id: parentAccount.id, parentId: null, accountName: 'Zeta Health Group' },
    { id: childAccount.id, parentId: parentAccount.id, accountName: 'Beta Clinic' },
    { id: grantedAccount.id, parentId: null, accountName: 'Gamma Practice' },
  ];

  const switchTo = (token: string, accountSwitchId: unknown) =>
    call({ method: 'POST', url: paths.auth.switchAccount, token, payload: { accountSwitchId } });

  it('lists a parent login’s own account first, then children and granted accounts, active only', async () => {
    const loginRes = await login(parentLogin.username, PASSWORD);
    expect(loginRes.json().user.isParentLogin).toBe(true);
    expect(loginRes.json().user.account.relatedAccounts).toEqual(expectedRelated());
    const res = await call({
      method: 'GET',
      url: paths.auth.getRelatedAccounts,
      token: loginRes.json().token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ relatedAccounts: expectedRelated() });
  });

  it('lists no related accounts for other logins', async () => {
    const token = await tokenFor(plainLogin.username);
    const res = await call({ method: 'GET', url: paths.auth.getRelatedAccounts, token });
    expect(res.json()).toEqual({ relatedAccounts: [] });
  });

  it('asks anonymous callers to log in for related accounts', async () => {
    expect((await call({ method: 'GET', url: paths.auth.getRelatedAccounts })).statusCode).toBe(401);
  });

  it('switches to a related account: the new token acts for it, the old one is dead', async () => {
    const oldToken = await tokenFor(parentLogin.username);
    const res = await switchTo(oldToken, childAccount.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user.account).toMatchObject({ id: childAccount.id, parentId: parentAccount.id });
    // A child account without price visibility has no credit memo access (service spec §6).
    expect(body.user.permissions).toMatchObject({ isPriceVisible: false, hasCreditMemoAccess: false });
    expect(body.user.account.relatedAccounts).toEqual(expectedRelated());
    expect(claimsOf(body.token).acc).toBe(childAccount.id);

    expect((await me(oldToken)).statusCode).toBe(401);
    const now = await me(body.token);
    expect(now.json().user.account.id).toBe(childAccount.id);

    // And back to the parent account.
    const back = await switchTo(body.token, parentAccount.id);
    expect(back.statusCode).toBe(200);
    expect(back.json().user.account.id).toBe(parentAccount.id);
    expect(back.json().user.permissions.hasCreditMemoAccess).toBe(true);
  });

  it('refuses to switch to an unrelated or pending account and keeps the session', async () => {
    const token = await tokenFor(parentLogin.username);
    for (const target of [strangerAccount.id, pendingChild.id, 999_999_999]) {
      const res = await switchTo(token, target);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        message: authMessages.accountNotRelated,
        code: 'ACCOUNT_NOT_RELATED',
      });
    }
    expect((await me(token)).json().user.account.id).toBe(parentAccount.id);
  });

  it('refuses to switch for a login that is not a parent login', async () => {
    const token = await tokenFor(plainLogin.username);
    const res = await switchTo(token, parentAccount.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(authMessages.notParentLogin);
  });

  it('refuses to switch with a dead token', async () => {
    const token = await tokenFor(parentLogin.username);
    await call({ method: 'GET', url: paths.auth.logout, token });
    expect((await switchTo(token, childAccount.id)).statusCode).toBe(401);
  });

  it.each([
    ['a string', 'abc'],
    ['a fraction', 1.5],
    ['zero', 0],
    ['nothing', undefined],
  ])('answers 400 for %s as accountSwitchId', async (_name, value) => {
    const token = await tokenFor(parentLogin.username);
    const res = await call({
      method: 'POST',
      url: paths.auth.switchAccount,
      token,
      payload: value === undefined ? {} : { accountSwitchId: value },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/accountSwitchId/);
  });

  it('ends a switched session on refresh once the account is no longer related', async () => {
    const token = await tokenFor(parentLogin.username);
    const switched = (await switchTo(token, grantedAccount.id)).json().token as string;
    expect((await call({ method: 'GET', url: paths.auth.refreshToken, token: switched })).statusCode).toBe(
      200,
    );
    await t.db
      .delete(userAccountAccess)
      .where(
        and(eq(userAccountAccess.userId, parentLogin.id), eq(userAccountAccess.accountId, grantedAccount.id)),
      );
    try {
      expect((await call({ method: 'GET', url: paths.auth.refreshToken, token: switched })).statusCode).toBe(
        401,
      );
      expect((await me(switched)).statusCode).toBe(401);
    } finally {
      await grantAccountAccess(t.db, parentLogin.id, grantedAccount.id);
    }
  });
});
