// The account dashboard (service spec §7 getOverViewData): what the caller's current account shows,
// money only with isPriceVisible, and never anything of another account.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths, type OverviewResponse } from '@medsupply/contract';
import { signAccessToken } from '../auth/tokens.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import {
  assignSalesRep,
  createAccount,
  createCreditMemo,
  createInvoice,
  createLogin,
  createPaymentRecord,
  createSalesOrder,
} from '../../../test/factories.ts';

const PASSWORD = 'overview password 1';
let t: TestContext;

const days = (n: number) => new Date(Date.now() - n * 86_400_000);

async function tokenFor(username: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: paths.auth.login,
    payload: { username, password: PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token as string;
}

const overview = (token?: string, query = ''): Promise<LightMyRequestResponse> =>
  t.app.inject({
    method: 'GET',
    url: `${paths.account.getOverViewData}${query}`,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });

/** Every key anywhere in a JSON value. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => [k, ...keysOf(v)]);
  }
  return [];
}

// Two accounts side by side; every test checks that nothing of the other leaks.
let mine: { id: number; accountName: string; accountNumber: string };
let theirs: { id: number; accountName: string; accountNumber: string };
const theirTranIds: string[] = [];

beforeAll(async () => {
  t = await createTestContext();
  mine = await createAccount(t.db, { accountName: 'Northside Clinic', creditLimitCents: 1_000_000 });
  theirs = await createAccount(t.db, { accountName: 'Southside Clinic', creditLimitCents: 2_500_000 });
  await assignSalesRep(t.db, mine.id, {
    name: 'Jordan Reyes',
    email: 'jordan@meridian.example',
    phone: '555-0101',
  });

  // Mine: 6 orders (the oldest must not show), one awaiting approval; 2 open invoices and a paid one.
  for (let i = 6; i >= 1; i -= 1) {
    await createSalesOrder(t.db, {
      accountId: mine.id,
      tranId: `SO-N${i}-${mine.id}`,
      orderDate: days(i),
      totalCents: i * 1000 + 55,
      status: i === 1 ? 'Pending Approval' : 'Billed',
      approvalStatus: i === 1 ? 'pending' : 'not_required',
    });
  }
  await createInvoice(t.db, { accountId: mine.id, totalCents: 12_500, amountDueCents: 12_500 });
  await createInvoice(t.db, { accountId: mine.id, totalCents: 20_000, amountDueCents: 7_525 });
  await createInvoice(t.db, { accountId: mine.id, status: 'Paid In Full', totalCents: 9_900 });

  // Theirs: newer orders than mine, open invoices, pending approvals.
  for (let i = 0; i < 3; i += 1) {
    const order = await createSalesOrder(t.db, {
      accountId: theirs.id,
      orderDate: new Date(),
      approvalStatus: 'pending',
      totalCents: 99_999,
    });
    theirTranIds.push(order.tranId);
  }
  await createInvoice(t.db, { accountId: theirs.id, totalCents: 77_700 });
});
afterAll(async () => t.close());

function expectNothingOfTheirs(res: LightMyRequestResponse) {
  for (const tranId of theirTranIds) expect(res.body).not.toContain(tranId);
  expect(res.body).not.toContain(theirs.accountName);
  expect(res.body).not.toContain(theirs.accountNumber);
}

describe('account overview', () => {
  it('shows balances, terms, the 5 newest orders, open invoices, approvals and the sales rep', async () => {
    const admin = await createLogin(t.db, { accountId: mine.id, password: PASSWORD, isAdmin: true });
    const res = await overview(await tokenFor(admin.username));
    expect(res.statusCode).toBe(200);
    const body = res.json<OverviewResponse>();
    expect(body.account).toEqual({
      id: mine.id,
      accountNumber: mine.accountNumber,
      accountName: 'Northside Clinic',
      parentId: null,
    });
    expect(body.credit).toEqual({
      hasTerms: true,
      terms: 'Net 30',
      creditLimit: 10_000,
      availableBalance: 10_000,
      openBalance: 200.25,
      availableCredits: 0,
    });
    // Both open invoices are due in the future (the factory's default): all current.
    expect(body.aging).toEqual({
      current: 200.25,
      days1To30: 0,
      days31To60: 0,
      days61To90: 0,
      over90: 0,
      total: 200.25,
    });
    expect(body.recentOrders.map((o) => o.tranId)).toEqual([1, 2, 3, 4, 5].map((i) => `SO-N${i}-${mine.id}`));
    expect(body.recentOrders[0]).toMatchObject({
      status: 'Pending Approval',
      statusLabel: 'Pending Approval',
      total: 10.55,
    });
    // service spec §4, custom statuses: a buyer reads 'Fulfilled' for 'Billed', as on Sales Orders.
    expect(body.recentOrders[1]).toMatchObject({ status: 'Billed', statusLabel: 'Fulfilled' });
    expect(new Date(body.recentOrders[0]?.date ?? 0).getTime()).toBeCloseTo(days(1).getTime(), -5);
    expect(body.openInvoices).toEqual({ count: 2, amountDue: 200.25 });
    expect(body.pendingApprovals).toBe(1);
    expect(body.salesRep).toEqual({
      name: 'Jordan Reyes',
      email: 'jordan@meridian.example',
      phone: '555-0101',
    });
    expectNothingOfTheirs(res);
  });

  it('sends no money at all to a user without price visibility', async () => {
    const buyer = await createLogin(t.db, { accountId: mine.id, password: PASSWORD, isPriceVisible: false });
    const res = await overview(await tokenFor(buyer.username));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const keys = keysOf(body);
    for (const money of ['creditLimit', 'availableBalance', 'openBalance', 'total', 'amountDue']) {
      expect(keys).not.toContain(money);
    }
    expect(body.credit).toEqual({ hasTerms: true, terms: 'Net 30' });
    expect(body.openInvoices).toEqual({ count: 2 });
    expect(body.aging).toEqual({});
    expect(body.recentOrders).toHaveLength(5);
  });

  it('answers an aging total that is the open balance less unapplied payments and credits', async () => {
    const account = await createAccount(t.db);
    const user = await createLogin(t.db, { accountId: account.id, password: PASSWORD });
    await createInvoice(t.db, { accountId: account.id, totalCents: 485_311 });
    await createCreditMemo(t.db, { accountId: account.id, totalCents: 10_000, appliedCents: 2_500 });
    await createPaymentRecord(t.db, { accountId: account.id, amountCents: 20_000, appliedCents: 11_146 });
    const body = (await overview(await tokenFor(user.username))).json<OverviewResponse>();
    expect(body.credit.openBalance).toBe(4853.11);
    expect(body.credit.availableCredits).toBe(163.54);
    expect(body.aging.total).toBe(4689.57);
  });

  it('tells only admins how many orders await approval', async () => {
    const buyer = await createLogin(t.db, { accountId: mine.id, password: PASSWORD, isAdmin: false });
    const body = (await overview(await tokenFor(buyer.username))).json();
    expect(body.pendingApprovals).toBeNull();
  });

  it('answers an empty dashboard for a new account', async () => {
    const fresh = await createAccount(t.db, { hasTerms: false, creditLimitCents: 0 });
    const user = await createLogin(t.db, { accountId: fresh.id, password: PASSWORD, isAdmin: true });
    const body = (await overview(await tokenFor(user.username))).json();
    expect(body).toMatchObject({
      credit: { hasTerms: false, terms: null, creditLimit: 0, availableBalance: 0, openBalance: 0 },
      recentOrders: [],
      openInvoices: { count: 0, amountDue: 0 },
      pendingApprovals: 0,
      salesRep: null,
    });
  });

  it('asks anonymous callers to log in', async () => {
    const res = await overview();
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Please log in to continue.');
  });

  it('ignores an account id slipped into the query: it reads the session’s account only', async () => {
    const user = await createLogin(t.db, { accountId: mine.id, password: PASSWORD, isAdmin: true });
    const token = await tokenFor(user.username);
    for (const query of [`?accountId=${theirs.id}`, `?account=${theirs.id}`, `?id=${theirs.id}`]) {
      const res = await overview(token, query);
      expect(res.statusCode).toBe(200);
      expect(res.json().account.id).toBe(mine.id);
      expectNothingOfTheirs(res);
    }
  });

  it('refuses a well-signed token that claims another account than its session', async () => {
    const user = await createLogin(t.db, { accountId: mine.id, password: PASSWORD, isAdmin: true });
    const token = await tokenFor(user.username);
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      sid: string;
    };
    const forged = await signAccessToken(t.config.jwtSecret, {
      userId: user.id,
      accountId: theirs.id,
      sessionId: claims.sid,
    });
    const res = await overview(forged.token);
    expect(res.statusCode).toBe(401);
    expectNothingOfTheirs(res);
  });

  it('refuses a user of another account: their token reads their own account, never mine', async () => {
    const stranger = await createLogin(t.db, { accountId: theirs.id, password: PASSWORD, isAdmin: true });
    const res = await overview(await tokenFor(stranger.username));
    expect(res.json().account.id).toBe(theirs.id);
    expect(res.body).not.toContain(`SO-N1-${mine.id}`);
    expect(res.body).not.toContain('Northside Clinic');
  });

  it('follows an account switch: a parent login sees the child it switched to, and only it', async () => {
    const child = await createAccount(t.db, { accountName: 'Northside Annex', parentId: mine.id });
    await createSalesOrder(t.db, { accountId: child.id, tranId: `SO-CHILD-${child.id}` });
    const parent = await createLogin(t.db, {
      accountId: mine.id,
      password: PASSWORD,
      isParentLogin: true,
      isAdmin: true,
    });
    const token = await tokenFor(parent.username);
    const switched = await t.app.inject({
      method: 'POST',
      url: paths.auth.switchAccount,
      headers: { authorization: `Bearer ${token}` },
      payload: { accountSwitchId: child.id },
    });
    expect(switched.statusCode).toBe(200);
    const res = await overview(switched.json().token);
    expect(res.json().account).toMatchObject({ id: child.id, parentId: mine.id });
    expect(res.json<OverviewResponse>().recentOrders.map((o) => o.tranId)).toEqual([`SO-CHILD-${child.id}`]);
    expect(res.body).not.toContain(`SO-N1-${mine.id}`);
    // The token of the parent session died with the switch.
    expect((await overview(token)).statusCode).toBe(401);
  });
});
