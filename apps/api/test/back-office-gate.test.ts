// Staff and customers never open each other's routes (issue 20 "Reliability and security",
// ARCHITECTURE §7), walked over the whole route table: every back-office route refuses a live
// customer token with 403, and every customer route answers a live staff token exactly as it
// answers a visitor (staff are no customer there). A route added later is walked the day it is added.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../src/http/route-table.ts';
import { createAccount, createUser, loginAs } from './factories.ts';
import { createTestContext, type TestContext } from './harness.ts';
import { createStaff, staffLoginAs } from './staff-factories.ts';

let t: TestContext;
let routes: readonly RouteEntry[];
beforeAll(async () => {
  t = await createTestContext({ workJobs: false });
  routes = t.app.routeTable.filter(
    (r) =>
      r.method !== 'HEAD' &&
      r.method !== 'OPTIONS' &&
      r.url.startsWith('/api/') &&
      !r.url.startsWith('/api/docs'),
  );
});
afterAll(async () => t.close());

const isAdmin = (route: RouteEntry) => route.url.startsWith('/api/admin/');

async function call(route: RouteEntry, authorization: string | null) {
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  return t.app.inject({
    method: route.method as 'GET',
    url: route.url.replaceAll(/:[A-Za-z_]+/g, '1').replaceAll('*', 'x'),
    headers: {
      ...(authorization ? { authorization } : {}),
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
    },
    ...(hasBody ? { payload: '{}' } : {}),
  });
}

describe('the route table walked with the other side’s token', () => {
  it('has back-office routes and customer routes to walk', () => {
    expect(routes.filter(isAdmin).length).toBeGreaterThanOrEqual(8);
    expect(routes.filter((r) => !isAdmin(r)).length).toBeGreaterThan(50);
  });

  it('refuses a customer token with 403 on every back-office route', async () => {
    const account = await createAccount(t.db);
    const user = await createUser(t.db, { accountId: account.id, isAdmin: true, isParentLogin: true });
    const answers: string[] = [];
    for (const route of routes.filter(isAdmin)) {
      // A fresh session each time: no call can sign the next one out.
      const { headers } = await loginAs(t.db, t.config, user);
      const res = await call(route, headers.authorization);
      if (res.statusCode !== 403) answers.push(`${route.method} ${route.url} → ${res.statusCode}`);
    }
    expect(answers).toEqual([]);
  });

  it('answers a staff token on every customer route as it answers a visitor', async () => {
    const staff = await createStaff(t.db, { roles: ['administrator'] });
    const differences: string[] = [];
    for (const route of routes.filter((r) => !isAdmin(r))) {
      const { headers } = await staffLoginAs(t.db, t.config, staff);
      const asVisitor = await call(route, null);
      const asStaff = await call(route, headers.authorization);
      // A visitor's 200 stays a 200 (public pages); anything a visitor is refused, staff are too.
      const same =
        asStaff.statusCode === asVisitor.statusCode ||
        (asVisitor.statusCode === 401 && asStaff.statusCode === 401);
      if (!same || asStaff.statusCode >= 500) {
        differences.push(
          `${route.method} ${route.url}: visitor ${asVisitor.statusCode}, staff ${asStaff.statusCode}`,
        );
      }
    }
    expect(differences).toEqual([]);
  }, 120_000);
});
