// Staff sign-in, sessions, role gates and the audit log over HTTP (issue 20 point 1).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths, type AuditPage, type StaffSessionResponse, adminPaths } from '@medsupply/contract';
import { queryRows } from '../../db/client.ts';
import { createAccount, createUser, loginAs } from '../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { STAFF_PASSWORD, createStaff, signedInStaff, staffSignIn } from '../../../test/staff-factories.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ workJobs: false });
});
afterAll(async () => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

async function auditOf(headers: Record<string, string>, query: string): Promise<AuditPage> {
  const res = await get(`${adminPaths.audit}?${query}`, headers);
  expect(res.statusCode).toBe(200);
  return res.json<AuditPage>();
}

describe('staff sign-in', () => {
  it('signs a staff member in, answers who they are with their areas, and audits the sign-in', async () => {
    const staff = await createStaff(t.db, { roles: ['order_desk'] });
    const res = await t.app.inject({
      method: 'POST',
      url: adminPaths.login,
      payload: { username: `  ${staff.username.toUpperCase()} `, password: STAFF_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const session = res.json<StaffSessionResponse>();
    expect(session.staff).toMatchObject({
      id: staff.id,
      roles: ['order_desk'],
      areas: ['orders', 'inventory', 'catalogue'],
    });
    const me = await get(adminPaths.me, { authorization: `Bearer ${session.token}` });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ staff: { id: staff.id, username: staff.username } });

    const admin = await signedInStaff(t.app, t.db, ['administrator']);
    const page = await auditOf(admin.headers, `staffId=${staff.id}&action=staff.signIn`);
    expect(page.total).toBe(1);
    expect(page.results[0]).toMatchObject({
      staffId: staff.id,
      entityType: 'staff',
      entityId: String(staff.id),
    });
  });

  it('refuses a wrong password, an unknown name and an inactive member with one message', async () => {
    const staff = await createStaff(t.db, { roles: ['content'] });
    const inactive = await createStaff(t.db, { roles: ['content'], isActive: false });
    for (const payload of [
      { username: staff.username, password: 'wrong password' },
      { username: 'nobody-here', password: STAFF_PASSWORD },
      { username: inactive.username, password: STAFF_PASSWORD },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: adminPaths.login, payload });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ message: 'The username or password is incorrect.' });
    }
  });

  it('ends the session on sign-out: its token is refused afterwards', async () => {
    const { headers } = await signedInStaff(t.app, t.db, ['content']);
    expect((await t.app.inject({ method: 'POST', url: adminPaths.logout, headers })).statusCode).toBe(200);
    expect((await get(adminPaths.me, headers)).statusCode).toBe(401);
  });

  it('answers 401 without a token and with a forged or malformed one', async () => {
    expect((await get(adminPaths.me)).statusCode).toBe(401);
    expect((await get(adminPaths.me, { authorization: 'Bearer not.a.token' })).statusCode).toBe(401);
    expect((await get(adminPaths.me, { authorization: 'Basic abc' })).statusCode).toBe(401);
  });
});

describe('staff and customers never open each other’s routes', () => {
  it('refuses a customer token with 403 on the back office, sign-in included', async () => {
    const account = await createAccount(t.db);
    const user = await createUser(t.db, { accountId: account.id, isAdmin: true });
    const { headers } = await loginAs(t.db, t.config, user);
    const me = await get(adminPaths.me, headers);
    expect(me.statusCode).toBe(403);
    expect(me.json()).toMatchObject({
      message: 'The back office is for the store’s staff. Sign in with a staff account.',
    });
    const login = await t.app.inject({
      method: 'POST',
      url: adminPaths.login,
      headers,
      payload: { username: 'x', password: 'y' },
    });
    expect(login.statusCode).toBe(403);
  });

  it('treats a staff token as no customer on customer routes', async () => {
    const { headers } = await signedInStaff(t.app, t.db, ['administrator']);
    expect((await get(paths.auth.currentUser, headers)).statusCode).toBe(401);
    expect((await get(paths.address.getAll, headers)).statusCode).toBe(401);
  });
});

describe('role gates', () => {
  it('lets each role into its own areas only', async () => {
    const content = await signedInStaff(t.app, t.db, ['content']);
    const desk = await signedInStaff(t.app, t.db, ['order_desk']);
    const compliance = await signedInStaff(t.app, t.db, ['compliance']);
    expect((await get(adminPaths.orders, content.headers)).statusCode).toBe(403);
    expect((await get(adminPaths.orders, desk.headers)).statusCode).toBe(200);
    expect((await get(adminPaths.audit, desk.headers)).statusCode).toBe(403);
    expect((await get(adminPaths.audit, compliance.headers)).statusCode).toBe(200);
    const refused = await get(adminPaths.orders, compliance.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Your role does not allow this.' });
  });
});

describe('the audit log', () => {
  it('is append-only: the database refuses to change or delete a row', async () => {
    await signedInStaff(t.app, t.db, ['content']);
    const refusal = (statement: Promise<unknown>) =>
      statement.then(
        () => 'changed',
        (error: unknown) => {
          const cause = error instanceof Error ? error.cause : undefined;
          return cause instanceof Error ? cause.message : String(error);
        },
      );
    expect(await refusal(t.db.execute(sql`UPDATE audit_log SET action = 'x'`))).toMatch(/append-only/);
    expect(await refusal(t.db.execute(sql`DELETE FROM audit_log`))).toMatch(/append-only/);
    const [row] = await queryRows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM audit_log`);
    expect(row?.n).toBeGreaterThan(0);
  });

  it('is searched by staff member, action, entity and days, newest first, and pages', async () => {
    const admin = await signedInStaff(t.app, t.db, ['administrator']);
    const staff = await createStaff(t.db, { roles: ['content'] });
    await staffSignIn(t.app, staff.username);
    await staffSignIn(t.app, staff.username);
    const both = await auditOf(admin.headers, `staffId=${staff.id}&limit=1`);
    expect(both).toMatchObject({ total: 2, pages: 2, limit: 1 });
    const second = await auditOf(admin.headers, `staffId=${staff.id}&limit=1&page=2`);
    expect(second.results[0]?.id).toBeLessThan(both.results[0]?.id ?? 0);
    const byEntity = await auditOf(admin.headers, `entityType=staff&entityId=${staff.id}`);
    expect(byEntity.total).toBe(2);
    expect((await auditOf(admin.headers, `staffId=${staff.id}&from=2000-01-01&to=2000-01-02`)).total).toBe(0);
    expect((await get(`${adminPaths.audit}?from=2026-02-30`, admin.headers)).statusCode).toBe(400);
  });
});
