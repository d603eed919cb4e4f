// The security page's calls over HTTP (issue 19 point 2): the user's live sessions with device,
// address and last seen; sign out one; sign out everywhere else; changing the password signs the
// other sessions out; a session of another user is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths, type SessionsResponse } from '@medsupply/contract';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { createAccount, createLogin } from '../../../test/factories.ts';

const PASSWORD = 'Security!Pass2026';
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ workJobs: false });
});
afterAll(async () => t.close());

async function signIn(username: string, userAgent: string, ip: string): Promise<{ authorization: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: paths.auth.login,
    payload: { username, password: PASSWORD },
    headers: { 'user-agent': userAgent },
    remoteAddress: ip,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { authorization: `Bearer ${res.json<{ token: string }>().token}` };
}

async function newLogin() {
  const account = await createAccount(t.db);
  return createLogin(t.db, { accountId: account.id, password: PASSWORD });
}

const sessionsOf = async (headers: { authorization: string }) => {
  const res = await t.app.inject({ method: 'GET', url: paths.auth.sessions, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SessionsResponse>().sessions;
};

const whoAmI = (headers: { authorization: string }) =>
  t.app.inject({ method: 'GET', url: paths.auth.currentUser, headers }).then((r) => r.statusCode);

describe('sessions', () => {
  it('answers 401 to a visitor', async () => {
    expect((await t.app.inject({ method: 'GET', url: paths.auth.sessions })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: paths.auth.signOutOtherSessions })).statusCode).toBe(
      401,
    );
  });

  it('lists the user’s sessions with device, address and last seen, the current one first', async () => {
    const user = await newLogin();
    const laptop = await signIn(user.username, CHROME, '203.0.113.10');
    await signIn(user.username, IPHONE, '203.0.113.20');
    const sessions = await sessionsOf(laptop);
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({ current: true, device: 'Chrome on Windows', ip: '203.0.113.10' });
    expect(sessions[1]).toMatchObject({ current: false, device: 'Safari on iPhone', ip: '203.0.113.20' });
    expect(Date.parse(sessions[1]?.lastSeenAt ?? '')).toBeGreaterThan(0);
  });

  it('signs out one session, which then stops working', async () => {
    const user = await newLogin();
    const laptop = await signIn(user.username, CHROME, '203.0.113.10');
    const phone = await signIn(user.username, IPHONE, '203.0.113.20');
    const target = (await sessionsOf(laptop)).find((s) => !s.current);
    const res = await t.app.inject({
      method: 'POST',
      url: paths.auth.signOutSession,
      headers: laptop,
      payload: { id: target?.id },
    });
    expect(res.json()).toEqual({ success: true, signedOut: 1 });
    expect(await whoAmI(phone)).toBe(401);
    expect(await whoAmI(laptop)).toBe(200);
    // Already ended: not found.
    const again = await t.app.inject({
      method: 'POST',
      url: paths.auth.signOutSession,
      headers: laptop,
      payload: { id: target?.id },
    });
    expect(again.statusCode).toBe(404);
  });

  it('signs out everywhere else', async () => {
    const user = await newLogin();
    const keep = await signIn(user.username, CHROME, '203.0.113.10');
    const others = [
      await signIn(user.username, IPHONE, '203.0.113.20'),
      await signIn(user.username, CHROME, '203.0.113.30'),
    ];
    const res = await t.app.inject({ method: 'POST', url: paths.auth.signOutOtherSessions, headers: keep });
    expect(res.json()).toEqual({ success: true, signedOut: 2 });
    for (const other of others) expect(await whoAmI(other)).toBe(401);
    expect(await sessionsOf(keep)).toHaveLength(1);
  });

  it('changing the password signs the other sessions out', async () => {
    const user = await newLogin();
    const here = await signIn(user.username, CHROME, '203.0.113.10');
    const there = await signIn(user.username, IPHONE, '203.0.113.20');
    const res = await t.app.inject({
      method: 'POST',
      url: paths.auth.changePassword,
      headers: here,
      payload: { currentPassword: PASSWORD, password: 'Changed!Pass2026', passwordMatch: 'Changed!Pass2026' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await whoAmI(there)).toBe(401);
    expect((await sessionsOf(here)).map((s) => s.current)).toEqual([true]);
  });

  it('refuses a session of another user, and a malformed id', async () => {
    const owner = await newLogin();
    const intruder = await newLogin();
    const ownerHeaders = await signIn(owner.username, CHROME, '203.0.113.10');
    const intruderHeaders = await signIn(intruder.username, CHROME, '203.0.113.11');
    const [ownerSession] = await sessionsOf(ownerHeaders);
    const res = await t.app.inject({
      method: 'POST',
      url: paths.auth.signOutSession,
      headers: intruderHeaders,
      payload: { id: ownerSession?.id },
    });
    expect(res.statusCode).toBe(404);
    expect(await whoAmI(ownerHeaders)).toBe(200);
    const bad = await t.app.inject({
      method: 'POST',
      url: paths.auth.signOutSession,
      headers: intruderHeaders,
      payload: { id: 'not-a-uuid' },
    });
    expect(bad.statusCode).toBe(400);
    expect((await sessionsOf(intruderHeaders)).map((s) => s.id)).not.toContain(ownerSession?.id);
  });
});
