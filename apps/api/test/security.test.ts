// Issue 16 point 6, one test per hole found by the probe of the running store: spoofed client
// addresses, values PostgreSQL rejects, secrets in logs, telling who has a login, floods of
// unauthenticated writes, headers, and changing a password while signed in.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPaths, authMessages, paths, wireMessages } from '@medsupply/contract';
import { buildApp, PERMISSIONS_POLICY } from '../src/app.ts';
import { authFailures, sessions } from '../src/db/schema/index.ts';
import { FORWARDED_FOR_WARNING_INTERVAL_MS, warnOfUntrustedForwarding } from '../src/http/forwarded-for.ts';
import { writeLimits } from '../src/http/write-limits.ts';
import { ADDRESS_DELAY_MAX_SECONDS, ADDRESS_FREE_FAILURES } from '../src/modules/auth/login-limits.ts';
import { createAccount, createLogin, createUser, loginAs } from './factories.ts';
import { createTestContext, openTestDatabase, testConfig, type TestContext } from './harness.ts';
import { createStockItem } from './order-factories.ts';
import { signedInStaff } from './staff-factories.ts';

const PASSWORD = 'correct horse battery staple';
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ workJobs: false });
});
afterAll(async () => t.close());

let ipCounter = 0;
const freshIp = () => `203.0.113.${(ipCounter += 1)}`;

describe('client addresses', () => {
  const loginFrom = (remoteAddress: string, forwardedFor: string, username: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: paths.auth.login,
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { username, password },
    });

  it('ignores X-Forwarded-For by default: spoofing it neither escapes the address limit nor is stored', async () => {
    const account = await createAccount(t.db);
    const user = await createLogin(t.db, { accountId: account.id, password: PASSWORD });
    const real = freshIp();
    for (let i = 0; i < 3; i += 1) {
      const res = await loginFrom(real, `198.18.0.${i}`, `nobody${i}@clinic.example`, 'guess');
      expect(res.statusCode).toBe(401);
    }
    // Every failure counts against the connection's address, whatever the header claimed…
    const counted = await t.db
      .select({ key: authFailures.key })
      .from(authFailures)
      .where(eq(authFailures.scope, 'ip'));
    expect(counted.filter((f) => f.key === real)).toHaveLength(3);
    expect(counted.filter((f) => f.key.startsWith('198.18.'))).toEqual([]);
    // …so an address made to wait its longest waits whatever it claims.
    await t.db
      .insert(authFailures)
      .values(
        Array.from({ length: ADDRESS_FREE_FAILURES + 60 }, () => ({ scope: 'ip' as const, key: real })),
      );
    const refused = await loginFrom(real, '198.18.1.1', user.username, PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(ADDRESS_DELAY_MAX_SECONDS - 5);

    const other = freshIp();
    expect((await loginFrom(other, '198.18.2.2', user.username, PASSWORD)).statusCode).toBe(200);
    const [row] = await t.db.select({ ip: sessions.ip }).from(sessions).where(eq(sessions.userId, user.id));
    expect(row?.ip).toBe(other);
  });

  it('believes X-Forwarded-For from the proxies in TRUSTED_PROXIES', async () => {
    const behindProxy = await createTestContext({
      env: { TRUSTED_PROXIES: '10.0.0.0/8, 127.0.0.1' },
      workJobs: false,
    });
    try {
      const account = await createAccount(behindProxy.db);
      const user = await createLogin(behindProxy.db, { accountId: account.id, password: PASSWORD });
      const res = await behindProxy.app.inject({
        method: 'POST',
        url: paths.auth.login,
        remoteAddress: '10.1.2.3',
        headers: { 'x-forwarded-for': '192.0.2.77' },
        payload: { username: user.username, password: PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      const [row] = await behindProxy.db
        .select({ ip: sessions.ip })
        .from(sessions)
        .where(eq(sessions.userId, user.id));
      expect(row?.ip).toBe('192.0.2.77');
    } finally {
      await behindProxy.close();
    }
  });

  // Issue 26: with TRUSTED_PROXIES unset behind a proxy, the whole store is one address for the
  // login limits, and nothing said so.
  it('warns in the log, saying what to set, when X-Forwarded-For comes from a peer not trusted', async () => {
    const lines: string[] = [];
    const opened = await openTestDatabase();
    const app = await buildApp({
      config: testConfig({ LOG_LEVEL: 'warn' }),
      database: opened.database,
      workJobs: false,
      logStream: { write: (line) => lines.push(line) },
    });
    try {
      await app.ready();
      const forwarded = { 'x-forwarded-for': '192.0.2.10' };
      await app.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.0.0.5', headers: forwarded });
      await app.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.0.0.6', headers: forwarded });
      const warnings = lines
        .map((l) => JSON.parse(l) as { level: number; msg: string })
        .filter((l) => l.msg.includes('X-Forwarded-For'));
      expect(warnings).toEqual([
        expect.objectContaining({
          level: 40,
          msg: expect.stringContaining('X-Forwarded-For from 10.0.0.5 was ignored: TRUSTED_PROXIES is unset'),
        }),
      ]);
      expect(warnings[0]?.msg).toContain('set TRUSTED_PROXIES to its addresses or CIDR ranges');
    } finally {
      await app.close();
      await opened.database.close();
      await opened.drop();
    }
  });

  it('warns at most once an hour, and not for a trusted proxy or a request without the header', async () => {
    const lines: string[] = [];
    let clock = 0;
    const trusted = ['10.0.0.0/8'];
    const app = Fastify({
      logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } },
      trustProxy: trusted,
    });
    warnOfUntrustedForwarding(app, { trustedProxies: trusted, now: () => clock });
    app.get('/api/probe', async () => ({ ok: true }));
    const probe = (remoteAddress: string, forwardedFor?: string) =>
      app.inject({
        method: 'GET',
        url: '/api/probe',
        remoteAddress,
        headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      });
    try {
      await probe('203.0.113.200', '192.0.2.1');
      await probe('203.0.113.200', '192.0.2.2');
      await probe('10.1.2.3', '192.0.2.3');
      await probe('203.0.113.201');
      clock += FORWARDED_FOR_WARNING_INTERVAL_MS - 1;
      await probe('203.0.113.202', '192.0.2.4');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain('TRUSTED_PROXIES is 10.0.0.0/8');
      clock += 1;
      await probe('203.0.113.203', '192.0.2.5');
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain('X-Forwarded-For from 203.0.113.203 was ignored');
    } finally {
      await app.close();
    }
  });

  it('refuses a TRUSTED_PROXIES that is not addresses or ranges', () => {
    expect(() => testConfig({ TRUSTED_PROXIES: '10.0.0.0/33' })).toThrow(/TRUSTED_PROXIES/);
    expect(() => testConfig({ TRUSTED_PROXIES: 'proxy.internal' })).toThrow(/TRUSTED_PROXIES/);
  });
});

describe('values the database would reject', () => {
  it('answers 400 for text with a NUL character, on a call open to anyone', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: paths.auth.login,
      payload: { username: 'ro\u0000ot@clinic.example', password: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(`username: ${wireMessages.nul}`);
  });

  // Issue 26: each of these answered 500, the text reaching a jsonb value PostgreSQL rejects (the
  // reset mail's job payload, the audit log).
  it('answers 400 for text with an unpaired surrogate, from a visitor and from staff', async () => {
    const reset = await t.app.inject({
      method: 'POST',
      url: paths.auth.createResetHash,
      payload: { username: 'ab\ud800c@clinic.example' },
    });
    expect(reset.statusCode, reset.body).toBe(400);
    expect(reset.json().message).toContain(`username: ${wireMessages.surrogate}`);

    const staff = await signedInStaff(t.app, t.db, ['administrator']);
    const item = await createStockItem(t.db, { stock: 5 });
    const receipt = await t.app.inject({
      method: 'POST',
      url: adminPaths.receiveStock.replace(':id', String(item.id)),
      headers: staff.headers,
      payload: { quantity: 1, note: 'PO 12\ud800' },
    });
    expect(receipt.statusCode, receipt.body).toBe(400);
    expect(receipt.json().message).toContain(`note: ${wireMessages.surrogate}`);

    const account = await createAccount(t.db);
    const memo = await t.app.inject({
      method: 'POST',
      url: adminPaths.creditMemos,
      headers: staff.headers,
      payload: { accountId: account.id, amount: 5, reason: '\udc00Goodwill' },
    });
    expect(memo.statusCode, memo.body).toBe(400);
    expect(memo.json().message).toContain(`reason: ${wireMessages.surrogate}`);
  });

  it('answers 400 for an id beyond 32 bits, in a body and in a query', async () => {
    const account = await createAccount(t.db);
    const user = await createUser(t.db, { accountId: account.id, isParentLogin: true });
    const { headers } = await loginAs(t.db, t.config, user);
    const body = await t.app.inject({
      method: 'POST',
      url: paths.auth.switchAccount,
      headers,
      payload: { accountSwitchId: 2 ** 31 },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json().message).toContain(`accountSwitchId: ${wireMessages.range}`);
    const query = await t.app.inject({ method: 'GET', url: `${paths.catalog.item}?id=4294967296` });
    expect(query.statusCode).toBe(400);
  });
});

describe('logs', () => {
  it('never carry the parameters of a failed statement (password hashes, tokens, reset digests)', async () => {
    const lines: string[] = [];
    const opened = await openTestDatabase();
    const app = await buildApp({
      config: testConfig({ LOG_LEVEL: 'info' }),
      database: opened.database,
      workJobs: false,
      logStream: { write: (line) => lines.push(line) },
    });
    const secret = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0LXNhbHQ$leaked-hash-value';
    app.get('/api/test/failing-statement', async () => {
      await opened.database.db.execute(sql`SELECT ${secret}::int AS n`);
      return { ok: true };
    });
    await app.ready();
    try {
      const res = await app.inject({ method: 'GET', url: '/api/test/failing-statement' });
      expect(res.statusCode).toBe(500);
      const log = lines.join('');
      expect(log).toContain('unexpected error');
      expect(log).toContain('Failed query: SELECT $1::int');
      expect(log).not.toContain('leaked-hash-value');
    } finally {
      await app.close();
      await opened.database.close();
      await opened.drop();
    }
  });

  it('never carry a password-reset link, even without a mail server', async () => {
    const lines: string[] = [];
    const opened = await openTestDatabase();
    const config = testConfig({ LOG_LEVEL: 'info' });
    const app = await buildApp({
      config,
      database: opened.database,
      workJobs: false,
      logStream: { write: (line) => lines.push(line) },
    });
    try {
      const account = await createAccount(opened.database.db);
      const user = await createLogin(opened.database.db, { accountId: account.id, password: PASSWORD });
      await app.inject({
        method: 'POST',
        url: paths.auth.createResetHash,
        payload: { username: user.username },
      });
      await app.jobs.drain();
      const outbox = path.join(config.dataDir, 'outbox');
      const files = (await readdir(outbox)).filter((f) => f.endsWith('.eml'));
      const contents = await Promise.all(files.map((f) => readFile(path.join(outbox, f), 'utf8')));
      const mail = contents.find((c) => c.includes(`To: ${user.email}`)) ?? '';
      const secret = /reset=([A-Za-z0-9_-]{20,})/.exec(mail.replaceAll(/=\r?\n/g, ''))?.[1] ?? '';
      expect(secret.length).toBeGreaterThan(20);
      expect(lines.join('')).toContain('mail written to the outbox');
      expect(lines.join('')).not.toContain(secret);
    } finally {
      await app.close();
      await opened.database.close();
      await opened.drop();
    }
  });
});

describe('who has a login here', () => {
  it('createResetHash does the same work for a known and an unknown username', async () => {
    const statements: string[] = [];
    const opened = await openTestDatabase({ logQuery: (query) => statements.push(query) });
    const app = await buildApp({
      config: testConfig(),
      database: opened.database,
      logger: false,
      workJobs: false,
    });
    await app.ready();
    try {
      const account = await createAccount(opened.database.db);
      const user = await createLogin(opened.database.db, { accountId: account.id, password: PASSWORD });
      const workFor = async (username: string) => {
        statements.length = 0;
        const res = await app.inject({
          method: 'POST',
          url: paths.auth.createResetHash,
          remoteAddress: freshIp(),
          payload: { username },
        });
        expect(res.json()).toEqual({ success: true, message: authMessages.resetRequested });
        return [...statements];
      };
      const known = await workFor(user.username);
      const unknown = await workFor(`ghost-${user.username}`);
      expect(known.length).toBeGreaterThan(0);
      expect(unknown).toEqual(known);
      // The mail goes to the one who has the login, and to nobody else.
      expect(await app.jobs.drain()).toBeGreaterThanOrEqual(3);
    } finally {
      await app.close();
      await opened.database.close();
      await opened.drop();
    }
  });
});

describe('unauthenticated writes', () => {
  const bodies = {
    createResetHash: (target: string) => ({ username: target }),
    validatePasswordReset: (target: string) => ({ username: target, hash: 'not-a-real-link' }),
    requestAccess: (target: string) => ({
      company: 'Flood Co',
      firstName: 'F',
      lastName: 'L',
      phone: '555-0199',
      email: target,
    }),
    createAccount: (target: string) => ({
      companyName: 'Flood Co',
      firstName: 'F',
      lastName: 'L',
      email: target,
      phone: '555-0199',
      businessTypeId: 987_654,
      contactRoleId: 987_654,
      address: { line1: '1 A St', city: 'Bath', state: 'ME', zip: '04530' },
    }),
  } as const;

  it.each(Object.keys(bodies) as Array<keyof typeof bodies>)(
    '%s is limited per address and per target',
    async (route) => {
      const limits = writeLimits[route];
      const send = (ip: string, target: string) =>
        t.app.inject({
          method: 'POST',
          url: paths.auth[route],
          remoteAddress: ip,
          payload: bodies[route](target),
        });
      // Per address: many targets from one address.
      const ip = freshIp();
      for (let i = 0; i < limits.perAddress.max; i += 1) {
        expect((await send(ip, `a${i}-${route}@flood.example`)).statusCode).not.toBe(429);
      }
      const refused = await send(ip, `last-${route}@flood.example`);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Per target: one target from many addresses.
      const target = `target-${route}@flood.example`;
      for (let i = 0; i < limits.perTarget.max; i += 1) {
        expect((await send(freshIp(), target)).statusCode).not.toBe(429);
      }
      expect((await send(freshIp(), target)).statusCode).toBe(429);
    },
  );
});

describe('headers', () => {
  it('forbid framing in both headers browsers read, and limit browser features', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(res.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('ask browsers to insist on https when the store is served over https', async () => {
    const secure = await createTestContext({ env: { PUBLIC_URL: 'https://store.example' }, workJobs: false });
    try {
      const res = await secure.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await secure.close();
    }
  });
});

describe('changing a password while signed in', () => {
  const change = (token: string, body: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: paths.auth.changePassword,
      headers: { authorization: `Bearer ${token}` },
      payload: body,
    });
  const signIn = async (username: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: paths.auth.login,
      remoteAddress: freshIp(),
      payload: { username, password },
    });

  it('needs the current password, ends every other session and keeps the caller’s', async () => {
    const account = await createAccount(t.db);
    const user = await createLogin(t.db, { accountId: account.id, password: PASSWORD });
    const mine = (await signIn(user.username, PASSWORD)).json().token as string;
    const elsewhere = (await signIn(user.username, PASSWORD)).json().token as string;

    const wrong = await change(mine, {
      currentPassword: 'not it',
      password: 'new pass 1234',
      passwordMatch: 'new pass 1234',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: authMessages.currentPasswordWrong,
      code: 'CURRENT_PASSWORD_WRONG',
    });

    const ok = await change(mine, {
      currentPassword: PASSWORD,
      password: 'new pass 1234',
      passwordMatch: 'new pass 1234',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true, message: authMessages.passwordChanged });
    const me = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: paths.auth.currentUser,
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await me(mine)).statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await signIn(user.username, PASSWORD)).statusCode).toBe(401);
    expect((await signIn(user.username, 'new pass 1234')).statusCode).toBe(200);
    expect(await t.jobs.drain()).toBeGreaterThanOrEqual(1); // the "password was changed" mail
  });

  it('refuses a new password that breaks the rules, and callers who are not signed in', async () => {
    const account = await createAccount(t.db);
    const user = await createLogin(t.db, { accountId: account.id, password: PASSWORD });
    const token = (await signIn(user.username, PASSWORD)).json().token as string;
    const short = await change(token, {
      currentPassword: PASSWORD,
      password: 'short',
      passwordMatch: 'short',
    });
    expect(short.statusCode).toBe(400);
    const differ = await change(token, {
      currentPassword: PASSWORD,
      password: 'new pass 1234',
      passwordMatch: 'other 12345',
    });
    expect(differ.json().message).toBe(authMessages.passwordsDoNotMatch);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: paths.auth.changePassword,
      payload: { currentPassword: PASSWORD, password: 'new pass 1234', passwordMatch: 'new pass 1234' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
