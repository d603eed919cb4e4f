// Staff and customers never open each other's routes (issue 20 "Reliability and security",
// ARCHITECTURE §7), walked over the whole route table: every back-office route refuses a live
// customer token with 403, and every customer route answers a live staff token exactly as it
// answers a visitor (staff are no customer there). A visitor hears 401 from every route that needs
// a login before anything is said about its payload (issue 26). A route added later is walked the
// day it is added.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAuth, requirePermission, requireUser } from '../src/http/auth.ts';
import { LOGIN_REQUIRED_MESSAGE } from '../src/modules/auth/auth.service.ts';
import { STAFF_MESSAGES } from '../src/modules/back-office/staff.service.ts';
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

/**
 * The route's URL with each :param set to `value`, or to 1 where the router takes digits only
 * (`:id(^\\d+$)`, ADR 0057): any other value would be no route at all, and prove nothing.
 */
const filled = (url: string, value: string) =>
  url
    .replaceAll(/:[A-Za-z_]+(\([^)]*\))?/g, (_param, constraint?: string) => (constraint ? '1' : value))
    .replaceAll('*', 'x');

async function call(route: RouteEntry, authorization: string | null) {
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  return t.app.inject({
    method: route.method as 'GET',
    url: filled(route.url, '1'),
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

/**
 * The routes a visitor may call that take input, so an empty body or a missing query is a 400 for
 * them: signing in and its neighbours, the public catalogue and content (a product's dating and
 * recall banner included), the support form, and a
 * document link (its token is the permission).
 */
const OPEN_WITH_INPUT = new Set([
  'GET /api/content/page',
  'GET /api/myaccount/transaction/pdf',
  'GET /api/search/suggestions',
  'GET /api/shopping/category/getCategoryBySubCategoryUrl',
  'GET /api/recalls/item',
  'GET /api/shopping/item/alternativeItem',
  'GET /api/shopping/item/correlatedItems',
  'GET /api/shopping/item/dating',
  'GET /api/shopping/item/getItemList',
  'GET /api/shopping/item/item',
  'POST /api/admin/auth/login',
  'POST /api/auth/acceptInvitation',
  'POST /api/auth/createAccount',
  'POST /api/auth/createResetHash',
  'POST /api/auth/login',
  'POST /api/auth/requestAccess',
  'POST /api/auth/resetPassword',
  'POST /api/auth/validateInvitation',
  'POST /api/auth/validatePasswordReset',
  'POST /api/myaccount/contact/submitIssue',
]);

describe('the route table walked by a visitor', () => {
  /** No token, an empty JSON body, and path parameters that are no id. */
  const asVisitor = (route: RouteEntry) => {
    const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
    return t.app.inject({
      method: route.method as 'GET',
      url: filled(route.url, 'x'),
      ...(hasBody ? { headers: { 'content-type': 'application/json' }, payload: '{}' } : {}),
    });
  };
  const key = (route: RouteEntry) => `${route.method} ${route.url}`;

  // Issue 26: a guard declared as preHandler ran after Fastify had validated the request, so a
  // visitor's `{}` to a protected write was answered 400, as if it could send a better one.
  it('answers 401, not 400, on every route that needs a login, whatever the body, query or path', async () => {
    const checkedFirst: string[] = [];
    for (const route of routes) {
      const res = await asVisitor(route);
      if (res.statusCode === 400 && !OPEN_WITH_INPUT.has(key(route))) {
        checkedFirst.push(`${key(route)}: ${res.json<{ message: string }>().message}`);
      }
    }
    expect(checkedFirst).toEqual([]);
  });

  it('says so with the login messages, storefront and back office alike', async () => {
    const expected: Array<[string, string]> = [
      ['POST /api/cart/itemList/createList', LOGIN_REQUIRED_MESSAGE],
      ['POST /api/myaccount/address/upsert', LOGIN_REQUIRED_MESSAGE],
      ['PATCH /api/contacts/edit', LOGIN_REQUIRED_MESSAGE],
      ['GET /api/contacts/:id', LOGIN_REQUIRED_MESSAGE],
      ['POST /api/payments/payments/createPayment', LOGIN_REQUIRED_MESSAGE],
      ['POST /api/admin/credit-memos', STAFF_MESSAGES.signInRequired],
      ['POST /api/admin/items/:id/receipts', STAFF_MESSAGES.signInRequired],
    ];
    for (const [routeKey, message] of expected) {
      const route = routes.find((r) => key(r) === routeKey);
      expect(route, routeKey).toBeDefined();
      if (!route) continue;
      const res = await asVisitor(route);
      expect([routeKey, res.statusCode, res.json<{ message: string }>().message]).toEqual([
        routeKey,
        401,
        message,
      ]);
    }
  });

  it('refuses at start a route whose login check would run after validation', async () => {
    for (const guard of [requireUser, requirePermission('isAdmin')]) {
      const app = Fastify();
      registerAuth(app, { db: t.db, readDb: t.db, jwtSecret: t.config.jwtSecret });
      expect(() => app.post('/api/test/late-guard', { preHandler: [guard] }, async () => ({}))).toThrow(
        /late-guard: require\w+ checks who is calling; declare it as preValidation/,
      );
      await app.close();
    }
  });

  it('still checks the input of the routes open to visitors', async () => {
    const unchecked: string[] = [];
    for (const route of routes.filter((r) => OPEN_WITH_INPUT.has(key(r)))) {
      if ((await asVisitor(route)).statusCode !== 400) unchecked.push(key(route));
    }
    expect(routes.filter((r) => OPEN_WITH_INPUT.has(key(r)))).toHaveLength(OPEN_WITH_INPUT.size);
    expect(unchecked).toEqual([]);
  });
});
