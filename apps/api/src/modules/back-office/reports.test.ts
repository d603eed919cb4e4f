// The back office's reports over HTTP (issue 20 point 7; ADR 0030): sales by day and by category,
// open receivables by aging bucket, the controlled-substance order record listed and exported as
// CSV (text/csv, a header row, every field quoted), and its retention: nothing younger than 730
// days can be deleted, nothing ever updated (migration 0027's trigger).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ControlledSubstancesPage,
  type ReceivablesReport,
  type SalesReport,
  adminPaths,
} from '@medsupply/contract';
import { addCalendarDays, isoDayIn } from '@medsupply/domain';
import { queryRows } from '../../db/client.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { createAccount, createCreditMemo, createInvoice } from '../../../test/factories.ts';
import { signedInStaff } from '../../../test/staff-factories.ts';
import {
  addToCart,
  contactOf,
  createClinic,
  createStockItem,
  placeOrder,
  type Clinic,
} from '../checkout/checkout.fixtures.ts';
import { CONTROLLED_CSV_HEADER } from './reports.service.ts';

type Headers = { authorization: string };
let t: TestContext;
let clinic: Clinic;
let ar: { headers: Headers };
let compliance: { headers: Headers };
let desk: { headers: Headers };
let orderTranId: string;
let rxItemId: number;

beforeAll(async () => {
  t = await createTestContext({ workJobs: false });
  clinic = await createClinic(t.db, { creditCents: 100_000_000, hasTerms: true });
  ar = await signedInStaff(t.app, t.db, ['accounts_receivable']);
  compliance = await signedInStaff(t.app, t.db, ['compliance']);
  desk = await signedInStaff(t.app, t.db, ['order_desk']);
  // A buyer's order of an Rx item (3 × $12) and a plain one (2 × $12), placed today.
  const buyer = await contactOf(t, clinic.accountId);
  const rx = await createStockItem(t.db, { stock: 100, rxLevel: 1 });
  const plain = await createStockItem(t.db, { stock: 100 });
  rxItemId = rx.id;
  await addToCart(buyer, rx.id, 3);
  await addToCart(buyer, plain.id, 2);
  const placed = await placeOrder(t, buyer, {
    shipAddressId: clinic.licensed,
    billAddressId: clinic.licensed,
    payment: { type: 'terms' },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  orderTranId = placed.body.orderConfirmation.tranId;
});
afterAll(async () => t.close());

const today = () => isoDayIn(new Date());

/** The database's refusal of a statement (drizzle wraps it: the cause says why). */
async function refusalOf(statement: Promise<unknown>): Promise<string> {
  try {
    await statement;
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : '';
    return `${String(error)} ${cause}`;
  }
  return 'not refused';
}
const get = (url: string, headers: Record<string, string> = ar.headers) =>
  t.app.inject({ method: 'GET', url, headers });

describe('sales by day and by category', () => {
  it('counts today’s order at its prices, by day and by category', async () => {
    const res = await get(`${adminPaths.salesReport}?from=${addCalendarDays(today(), -7)}&to=${today()}`);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json<SalesReport>();
    const day = report.byDay.find((d) => d.day === today());
    expect(day?.orders).toBeGreaterThanOrEqual(1);
    expect(day?.total).toBeGreaterThanOrEqual(60);
    expect(report.byCategory.reduce((sum, c) => sum + (c.total ?? 0), 0)).toBeCloseTo(report.total ?? 0, 2);
    expect(report.byCategory.reduce((sum, c) => sum + c.quantity, 0)).toBeGreaterThanOrEqual(5);

    const empty = await get(`${adminPaths.salesReport}?from=2001-01-01&to=2001-01-31`);
    expect(empty.json<SalesReport>()).toMatchObject({ byDay: [], byCategory: [], total: 0 });
  });

  it('refuses a reversed or too long range, and a bad day, with 400', async () => {
    const reversed = await get(`${adminPaths.salesReport}?from=2026-02-01&to=2026-01-01`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe('The start date must be on or before the end date.');
    expect((await get(`${adminPaths.salesReport}?from=2024-01-01&to=2026-01-01`)).statusCode).toBe(400);
    expect((await get(`${adminPaths.salesReport}?from=yesterday&to=2026-01-01`)).statusCode).toBe(400);
  });
});

describe('open receivables by aging bucket', () => {
  it('ages each account’s open invoices by days past due, credits as current', async () => {
    const account = await createAccount(t.db);
    await createInvoice(t.db, {
      accountId: account.id,
      totalCents: 10_000,
      dueDate: addCalendarDays(today(), 10),
    });
    await createInvoice(t.db, {
      accountId: account.id,
      totalCents: 4_000,
      dueDate: addCalendarDays(today(), -45),
    });
    await createInvoice(t.db, {
      accountId: account.id,
      totalCents: 9_000,
      amountDueCents: 2_000,
      dueDate: addCalendarDays(today(), -120),
    });
    await createInvoice(t.db, { accountId: account.id, status: 'Paid In Full', totalCents: 7_000 });
    await createCreditMemo(t.db, { accountId: account.id, totalCents: 1_500, appliedCents: 500 });

    const res = await get(adminPaths.receivablesReport, compliance.headers);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json<ReceivablesReport>();
    expect(report.asOf).toBe(today());
    expect(report.accounts.find((a) => a.accountId === account.id)).toEqual({
      accountId: account.id,
      accountName: account.accountName,
      accountNumber: account.accountNumber,
      current: 90,
      days1To30: 0,
      days31To60: 40,
      days61To90: 0,
      over90: 20,
      total: 150,
    });
    const sum = report.accounts.reduce((s, a) => s + (a.total ?? 0), 0);
    expect(report.totals.total).toBeCloseTo(sum, 2);
  });
});

describe('the controlled-substance order record', () => {
  it('lists every placed Rx line with account, ship-to, licence, item, quantity and date', async () => {
    const res = await get(
      `${adminPaths.controlledSubstances}?from=${today()}&to=${today()}&limit=100`,
      compliance.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<ControlledSubstancesPage>();
    const rows = page.results.filter((r) => r.orderTranId === orderTranId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'placed', quantity: 3, rxLevel: 1 });
    expect(rows[0]?.licenceNumber).not.toBe('');
    expect(rows[0]?.shipTo).toContain(',');
  });

  it('exports it as CSV: text/csv, the header row, every field quoted', async () => {
    const res = await get(adminPaths.controlledSubstancesCsv, compliance.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="controlled-substances-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe(CONTROLLED_CSV_HEADER.map((h) => `"${h}"`).join(','));
    expect(lines[0]).toContain('"License","License expires","Item","Unit","Quantity"');
    const row = lines.find((l) => l.includes(`"${orderTranId}"`));
    expect(row).toBeDefined();
    expect(row).toMatch(/^"\d+","placed","",/);
    // …, Unit, Quantity, Rx level, Note
    expect(row).toMatch(/,"3","1",""$/);
    expect(lines.at(-1)).toBe('');
  });

  it('keeps every record 730 days: younger ones cannot be deleted, none updated; older ones may be purged', async () => {
    const young = await queryRows<{ id: number }>(
      t.db,
      sql`SELECT id FROM controlled_substance_records WHERE item_id = ${rxItemId} LIMIT 1`,
    );
    const youngId = young[0]?.id;
    if (youngId === undefined) throw new Error('no record');
    expect(
      await refusalOf(t.db.execute(sql`DELETE FROM controlled_substance_records WHERE id = ${youngId}`)),
    ).toMatch(/append-only and kept 730 days/);
    expect(
      await refusalOf(
        t.db.execute(sql`UPDATE controlled_substance_records SET quantity = 1 WHERE id = ${youngId}`),
      ),
    ).toMatch(/append-only and kept 730 days/);

    // A copy recorded 729 days ago is still kept; one recorded 731 days ago may go.
    const copy = (days: number) =>
      queryRows<{ id: number }>(
        t.db,
        sql`INSERT INTO controlled_substance_records (kind, sales_order_id, sales_order_line_id, account_id, ship_address,
            licence_number, licence_expires_on, item_id, item_name, unit_id, quantity, rx_level, recorded_at)
          SELECT kind, sales_order_id, sales_order_line_id, account_id, ship_address, licence_number,
            licence_expires_on, item_id, item_name, unit_id, quantity, rx_level, now() - make_interval(days => ${days})
          FROM controlled_substance_records WHERE id = ${youngId} RETURNING id`,
      );
    const [kept] = await copy(729);
    const [old] = await copy(731);
    if (!kept || !old) throw new Error('copies not written');
    expect(
      await refusalOf(t.db.execute(sql`DELETE FROM controlled_substance_records WHERE id = ${kept.id}`)),
    ).toMatch(/append-only and kept 730 days/);
    expect(
      await refusalOf(
        t.db.execute(sql`UPDATE controlled_substance_records SET note = 'x' WHERE id = ${old.id}`),
      ),
    ).toMatch(/append-only and kept 730 days/);
    await t.db.execute(sql`DELETE FROM controlled_substance_records WHERE id = ${old.id}`);
    const left = await queryRows<{ id: number }>(
      t.db,
      sql`SELECT id FROM controlled_substance_records WHERE id IN (${youngId}, ${kept.id}, ${old.id}) ORDER BY id`,
    );
    expect(left.map((r) => r.id)).toEqual([youngId, kept.id]);
  });

  it('is for reports’ roles: the order desk is refused', async () => {
    expect((await get(adminPaths.controlledSubstancesCsv, desk.headers)).statusCode).toBe(403);
    expect((await get(adminPaths.receivablesReport, desk.headers)).statusCode).toBe(403);
  });
});
