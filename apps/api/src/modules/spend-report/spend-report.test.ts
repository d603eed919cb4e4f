// Spend reports over HTTP (issue 33 point 3) against the seeded demo store (twelve months of
// history for every account) and against orders written here: the totals equal a sum computed
// apart from the report's SQL, a rejected order is left out and an order awaiting approval counted,
// a cancelled quantity reduces spend, credit memos count for their order's ship-to and placer, the
// account budgets stand beside their months, a parent login sees its accounts together or one,
// and nobody reads an account not theirs. The CSV carries the JSON's figures.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths, type SpendReportResponse } from '@medsupply/contract';
import {
  SPEND_RANGE_MESSAGES,
  centsToDollars,
  isoDayIn,
  netLineCents,
  previousSpendRange,
} from '@medsupply/domain';
import { queryRows } from '../../db/client.ts';
import { salesOrderLines, salesOrders, spendBudgets, users } from '../../db/schema/index.ts';
import { seedDemoStore } from '../../db/seed/index.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import {
  createAccount,
  createCreditMemo,
  createInvoice,
  createItem,
  createSalesOrder,
  createUser,
  loginAs,
} from '../../../test/factories.ts';
import { addShipTo } from '../../../test/order-factories.ts';
import { NO_LOCATION, OTHER_ITEMS, SPEND_REPORT_MESSAGES } from './spend-report.service.ts';

const NOW = new Date('2026-11-20T15:00:00Z');
const YEAR = { from: '2025-11-01', to: '2026-11-30' };

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext({ workJobs: false });
  await seedDemoStore(t.database, {
    items: 300,
    seed: 'meridian',
    now: NOW,
    gatewaySecret: t.config.jwtSecret,
  });
}, 600_000);
afterAll(async () => t.close());

interface Caller {
  headers: Record<string, string>;
  accountId: number;
  userId: number;
}

async function callerOf(username: string): Promise<Caller> {
  const [user] = await t.db.select().from(users).where(eq(users.username, username));
  if (!user) throw new Error(`no user ${username}`);
  const { headers } = await loginAs(t.db, t.config, user);
  return { headers, accountId: user.accountId, userId: user.id };
}

const query = (range: { from: string; to: string }, accountId?: number | 'all') =>
  new URLSearchParams({
    from: range.from,
    to: range.to,
    ...(accountId === undefined ? {} : { accountId: String(accountId) }),
  }).toString();

async function get(caller: Caller, url: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: caller.headers });
  return { status: res.statusCode, body: res.json<unknown>(), res };
}

async function report(caller: Caller, range: { from: string; to: string }, accountId?: number | 'all') {
  const res = await get(caller, `${paths.spendReport.report}?${query(range, accountId)}`);
  if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
  return res.body as SpendReportResponse;
}

/**
 * The spend of `accountIds` over the range, computed apart from the report's SQL: every line and
 * memo read as it is, the store day and the net amount worked out here with the domain's rules.
 */
async function spendComputedApart(
  accountIds: number[],
  range: { from: string; to: string },
): Promise<number> {
  const lines = await queryRows<{
    order_date: string;
    status: string;
    amount_cents: number;
    quantity: number;
    quantity_cancelled: number;
  }>(
    t.db,
    sql`SELECT o.order_date::text AS order_date, o.status, l.amount_cents, l.quantity, l.quantity_cancelled
      FROM sales_orders o JOIN sales_order_lines l ON l.sales_order_id = o.id
      WHERE o.account_id = ANY(${sql.raw(`ARRAY[${accountIds.join(',')}]::int[]`)})`,
  );
  const memos = await queryRows<{ memo_date: string; total_cents: number }>(
    t.db,
    sql`SELECT memo_date::text AS memo_date, total_cents FROM credit_memos
      WHERE account_id = ANY(${sql.raw(`ARRAY[${accountIds.join(',')}]::int[]`)})`,
  );
  const inRange = (instant: string) => {
    const day = isoDayIn(instant);
    return day >= range.from && day <= range.to;
  };
  const merchandise = lines
    .filter((l) => l.status !== 'Rejected' && inRange(l.order_date))
    .reduce((sum, l) => sum + netLineCents(l.amount_cents, l.quantity, l.quantity_cancelled), 0);
  const credits = memos.filter((m) => inRange(m.memo_date)).reduce((sum, m) => sum + m.total_cents, 0);
  return merchandise - credits;
}

const dollarsSum = (rows: Array<{ spent?: number | undefined }>) =>
  Math.round(rows.reduce((sum, r) => sum + (r.spent ?? 0) * 100, 0));
const cents = (dollars: number | undefined) => Math.round((dollars ?? Number.NaN) * 100);

describe('spend report on the seeded store', () => {
  it("gives an administrator their account's year, equal to a sum computed apart, every breakdown adding up", async () => {
    const admin = await callerOf('admin@lakeside-clinic.example');
    const body = await report(admin, YEAR);
    const expected = await spendComputedApart([admin.accountId], YEAR);
    expect(expected).toBeGreaterThan(0);
    expect(cents(body.totals.spent)).toBe(expected);
    expect(body.accountId).toBe(admin.accountId);
    expect(body.totals.orders).toBeGreaterThan(10);
    expect(body.byMonth.map((m) => m.month)).toHaveLength(13);
    expect(dollarsSum(body.byMonth)).toBe(expected);
    expect(dollarsSum(body.byLocation)).toBe(expected);
    expect(dollarsSum(body.byContact)).toBe(expected);
    // Category and item breakdowns are merchandise only.
    expect(dollarsSum(body.byCategory)).toBe(cents(body.totals.merchandise));
    expect(dollarsSum(body.byItem)).toBe(cents(body.totals.merchandise));
    expect(body.byItem.length).toBeLessThanOrEqual(21);
    if (body.byItem.length === 21) expect(body.byItem.at(-1)).toMatchObject({ id: null, name: OTHER_ITEMS });
    expect(cents(body.totals.merchandise) - cents(body.totals.credits)).toBe(expected);
    // The last period is the same number of days just before, its figure computed apart too.
    const previous = previousSpendRange(YEAR.from, YEAR.to);
    expect(body.comparison.lastPeriod).toMatchObject(previous);
    expect(cents(body.comparison.lastPeriod.spent)).toBe(
      await spendComputedApart([admin.accountId], previous),
    );
  });

  it('lets a parent login read all its accounts together, or one, and the parts make the whole', async () => {
    const parent = await callerOf('parent@northwind-health.example');
    const all = await report(parent, YEAR, 'all');
    expect(all.accountId).toBeNull();
    expect(all.accounts.length).toBeGreaterThanOrEqual(3);
    const ids = all.accounts.map((a) => a.id);
    expect(cents(all.totals.spent)).toBe(await spendComputedApart(ids, YEAR));
    let sum = 0;
    for (const id of ids) {
      const one = await report(parent, YEAR, id);
      expect(one.accounts).toEqual([expect.objectContaining({ id })]);
      sum += cents(one.totals.spent);
    }
    expect(sum).toBe(cents(all.totals.spent));
    const child = ids.find((id) => id !== parent.accountId);
    expect(child).toBeDefined();
  });

  it("refuses anybody another account's figures", async () => {
    const admin = await callerOf('admin@lakeside-clinic.example');
    const parent = await callerOf('parent@northwind-health.example');
    const foreign = await get(admin, `${paths.spendReport.report}?${query(YEAR, parent.accountId)}`);
    expect(foreign.status).toBe(403);
    expect(foreign.body).toMatchObject({ message: SPEND_REPORT_MESSAGES.notRelated });
    const foreignCsv = await get(admin, `${paths.spendReport.csv}?${query(YEAR, parent.accountId)}`);
    expect(foreignCsv.status).toBe(403);
    expect((await get(parent, `${paths.spendReport.report}?${query(YEAR, admin.accountId)}`)).status).toBe(
      403,
    );
    // 'all' is a parent login's word only.
    const all = await get(admin, `${paths.spendReport.report}?${query(YEAR, 'all')}`);
    expect(all.status).toBe(403);
    expect(all.body).toMatchObject({ message: SPEND_REPORT_MESSAGES.notParentLogin });
  });

  it('refuses a contact who is no administrator, one without prices and a visitor', async () => {
    const admin = await callerOf('admin@lakeside-clinic.example');
    const plain = await createUser(t.db, {
      accountId: admin.accountId,
      isAdmin: false,
      isPriceVisible: true,
    });
    const contact = {
      ...(await loginAs(t.db, t.config, plain)),
      accountId: plain.accountId,
      userId: plain.id,
    };
    const res = await get(contact, `${paths.spendReport.report}?${query(YEAR)}`);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ message: SPEND_REPORT_MESSAGES.forbidden });
    expect((await get(contact, `${paths.spendReport.csv}?${query(YEAR)}`)).status).toBe(403);
    const buyer = await callerOf('buyer@lakeside-clinic.example');
    expect((await get(buyer, `${paths.spendReport.report}?${query(YEAR)}`)).status).toBe(403);
    const visitor = await t.app.inject({ method: 'GET', url: `${paths.spendReport.report}?${query(YEAR)}` });
    expect(visitor.statusCode).toBe(401);
  });

  it('answers 400 with a clear message for a bad range or account', async () => {
    const admin = await callerOf('admin@lakeside-clinic.example');
    const bad = async (search: string) => {
      const res = await get(admin, `${paths.spendReport.report}?${search}`);
      expect(res.status).toBe(400);
      return (res.body as { message: string }).message;
    };
    expect(await bad('from=2026-03-01&to=2026-02-01')).toContain(SPEND_RANGE_MESSAGES.order);
    expect(await bad('from=2020-01-01&to=2026-02-01')).toContain(SPEND_RANGE_MESSAGES.tooLong);
    expect(await bad('from=2026-02-30&to=2026-03-01')).toContain(SPEND_RANGE_MESSAGES.from);
    expect(await bad('from=yesterday&to=2026-03-01')).toContain(SPEND_RANGE_MESSAGES.from);
    expect(await bad('to=2026-03-01')).toContain('from');
    expect(await bad('from=2026-01-01&to=2026-03-01&accountId=everyone')).toContain('accountId');
  });

  it('is listed in the OpenAPI document with its CSV', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = res.json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([paths.spendReport.report, paths.spendReport.csv]),
    );
  });

  it('sends the same figures as a CSV attachment', async () => {
    const admin = await callerOf('admin@lakeside-clinic.example');
    const body = await report(admin, YEAR);
    const raw = await t.app.inject({
      method: 'GET',
      url: `${paths.spendReport.csv}?${query(YEAR)}`,
      headers: admin.headers,
    });
    expect(raw.statusCode).toBe(200);
    expect(raw.headers['content-type']).toContain('text/csv');
    expect(raw.headers['content-disposition']).toBe(
      `attachment; filename="spend-account-${admin.accountId}-${YEAR.from}-to-${YEAR.to}.csv"`,
    );
    const rows = raw.payload
      .trimEnd()
      .split('\r\n')
      .map((line) => line.slice(1, -1).split('","'));
    expect(rows[0]).toEqual(['Section', 'Name', 'Spent (USD)', 'Budget (USD)', 'Item number', 'Quantity']);
    const total = rows.find((r) => r[0] === 'Total' && r[1] === 'Spend');
    expect(Number(total?.[2])).toBe(body.totals.spent);
    const months = rows.filter((r) => r[0] === 'Month');
    expect(months.map((r) => r[1])).toEqual(body.byMonth.map((m) => m.month));
    expect(Math.round(months.reduce((sum, r) => sum + Number(r[2]) * 100, 0))).toBe(cents(body.totals.spent));
    expect(rows.filter((r) => r[0] === 'Item (merchandise)')).toHaveLength(body.byItem.length);
  });
});

describe('what counts as spend', () => {
  /** A fresh account with an administrator, a ship-to and an item, and a helper writing orders. */
  async function clinic() {
    const account = await createAccount(t.db);
    const user = await createUser(t.db, { accountId: account.id, isAdmin: true, firstName: 'Avery' });
    const { headers } = await loginAs(t.db, t.config, user);
    const shipTo = await addShipTo(t.db, account.id, { label: 'East Wing' });
    const { item, units } = await createItem(t.db, { displayName: 'Spend Gauze' });
    const unitId = units[0]?.id ?? 0;
    const order = async (input: {
      day: string;
      amountCents: number;
      quantity?: number;
      cancelled?: number;
      status?: string;
      approvalStatus?: 'not_required' | 'pending' | 'approved' | 'rejected';
    }) => {
      const quantity = input.quantity ?? 1;
      const row = await createSalesOrder(t.db, {
        accountId: account.id,
        status: input.status ?? 'Pending Fulfillment',
        approvalStatus: input.approvalStatus ?? 'not_required',
        // 11 PM in New York: the next day in UTC, still this day in the store's calendar.
        orderDate: new Date(`${input.day}T23:00:00-05:00`),
        shipAddressId: shipTo,
        totalCents: input.amountCents,
      });
      await t.db.update(salesOrders).set({ placedBy: user.id }).where(eq(salesOrders.id, row.id));
      await t.db.insert(salesOrderLines).values({
        salesOrderId: row.id,
        lineNumber: 1,
        itemId: item.id,
        unitId,
        quantity,
        unitPriceCents: Math.round(input.amountCents / quantity),
        amountCents: input.amountCents,
        quantityCancelled: input.cancelled ?? 0,
      });
      return row;
    };
    const caller = { headers, accountId: account.id, userId: user.id };
    return { account, user, caller, shipTo, item, order };
  }
  const JAN = { from: '2026-01-01', to: '2026-01-31' };

  it('counts orders awaiting approval, leaves rejected ones out, and dates them in the store calendar', async () => {
    const c = await clinic();
    await c.order({ day: '2026-01-10', amountCents: 10_000 });
    await c.order({
      day: '2026-01-12',
      amountCents: 2_500,
      status: 'Pending Approval',
      approvalStatus: 'pending',
    });
    await c.order({ day: '2026-01-14', amountCents: 99_900, status: 'Rejected', approvalStatus: 'rejected' });
    // 11 PM on January 31 in New York is February 1 in UTC: still January's.
    await c.order({ day: '2026-01-31', amountCents: 1_000 });
    const body = await report(c.caller, JAN);
    expect(body.totals).toMatchObject({ spent: 135, merchandise: 135, credits: 0, orders: 3 });
    expect(body.byMonth).toEqual([{ month: '2026-01', label: 'Jan 2026', spent: 135, budget: null }]);
    expect(body.byItem).toEqual([
      { id: c.item.id, itemNumber: c.item.itemName, name: 'Spend Gauze', quantity: 3, spent: 135 },
    ]);
  });

  it('reduces a line by its cancelled quantity, pro rata', async () => {
    const c = await clinic();
    await c.order({ day: '2026-01-05', amountCents: 10_001, quantity: 4, cancelled: 1 });
    await c.order({ day: '2026-01-06', amountCents: 5_000, quantity: 2, cancelled: 2, status: 'Cancelled' });
    const body = await report(c.caller, JAN);
    // round(10001 × 3 / 4) = 7501 (7500.75); the cancelled order counts nothing.
    expect(body.totals.spent).toBe(centsToDollars(7_501));
    expect(body.byItem[0]).toMatchObject({ quantity: 3, spent: 75.01 });
  });

  it("takes credit memos off by their date, on the invoice's order's ship-to and placer", async () => {
    const c = await clinic();
    const order = await c.order({ day: '2026-01-05', amountCents: 20_000 });
    const invoice = await createInvoice(t.db, { accountId: c.account.id, salesOrderId: order.id });
    await createCreditMemo(t.db, {
      accountId: c.account.id,
      invoiceId: invoice.id,
      totalCents: 3_000,
      memoDate: new Date('2026-01-20T12:00:00Z'),
    });
    await createCreditMemo(t.db, {
      accountId: c.account.id,
      totalCents: 1_000,
      memoDate: new Date('2026-01-21T12:00:00Z'),
    });
    // Outside the range: not counted.
    await createCreditMemo(t.db, {
      accountId: c.account.id,
      totalCents: 500,
      memoDate: new Date('2026-02-02T12:00:00Z'),
    });
    const body = await report(c.caller, JAN);
    expect(body.totals).toMatchObject({ spent: 160, merchandise: 200, credits: 40 });
    expect(body.byLocation).toEqual([
      { id: c.shipTo, name: 'East Wing', spent: 170 },
      { id: null, name: NO_LOCATION, spent: -10 },
    ]);
    expect(body.byContact[0]).toMatchObject({ id: c.user.id, spent: 170 });
    // Category and item breakdowns are merchandise only.
    expect(dollarsSum(body.byItem)).toBe(20_000);
    expect(dollarsSum(body.byCategory)).toBe(20_000);
  });

  it('stands the account budgets beside their months, each period with its whole spend', async () => {
    const c = await clinic();
    await c.order({ day: '2026-01-05', amountCents: 30_000 });
    await c.order({ day: '2026-02-05', amountCents: 70_000 });
    await c.order({ day: '2026-03-25', amountCents: 5_000 });
    await t.db
      .insert(spendBudgets)
      .values([{ accountId: c.account.id, scope: 'account', period: 'month', amountCents: 50_000 }]);
    const body = await report(c.caller, { from: '2026-01-01', to: '2026-02-28' });
    expect(body.byMonth).toEqual([
      { month: '2026-01', label: 'Jan 2026', spent: 300, budget: 500 },
      { month: '2026-02', label: 'Feb 2026', spent: 700, budget: 500 },
    ]);
    expect(body.budgets).toEqual([
      expect.objectContaining({ period: 'month', label: 'January 2026', amount: 500, spent: 300 }),
      expect.objectContaining({ period: 'month', label: 'February 2026', amount: 500, spent: 700 }),
    ]);
    // A quarterly budget counts its whole quarter even when the range holds part of it.
    await t.db
      .update(spendBudgets)
      .set({ period: 'quarter', amountCents: 90_000 })
      .where(eq(spendBudgets.accountId, c.account.id));
    const quarter = await report(c.caller, { from: '2026-01-01', to: '2026-01-31' });
    expect(quarter.byMonth[0]?.budget).toBeNull();
    expect(quarter.budgets).toEqual([
      expect.objectContaining({
        period: 'quarter',
        label: 'Q1 2026',
        start: '2026-01-01',
        end: '2026-04-01',
        amount: 900,
        spent: 1_050,
      }),
    ]);
  });
});
