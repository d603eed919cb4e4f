// A published recall takes the recalled lots out of what the store sells (issue 34): their units on
// the shelf go to quarantine, the item's stock falls by as many, and the open orders that counted
// on those units wait for new stock, the newest first, each placer told once. Over HTTP on the real
// database: staff receive two lots and ship from one, buyers place orders, staff publish a recall of
// that lot; then the lot cannot be received again, and new stock fills the backorders oldest first.
// Lots that expire on the shelf leave the stock the same way, by a daily sweep.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NOTIFICATION_TYPES,
  adminPaths,
  paths,
  type AdminRecall,
  type ItemDetail,
  type PublishRecallResponse,
} from '@medsupply/contract';
import { addCalendarDays, isoDayIn } from '@medsupply/domain';
import { queryRows } from '../../db/client.ts';
import { accounts, items } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { SAMPLE_PDF_BASE64 } from '../../../test/recall-factories.ts';
import { signedInStaff } from '../../../test/staff-factories.ts';
import type { Client } from '../cart/cart.fixtures.ts';
import {
  addToCart,
  contactOf,
  createClinic,
  createStockItem,
  placeOrder,
  stockOf,
} from '../checkout/checkout.fixtures.ts';
import { deliverNotification } from '../notifications/notifications.service.ts';
import { quarantineExpiredLots } from '../order-to-cash/lots.service.ts';

type Headers = Record<string, string>;
let t: TestContext;
let staff: { headers: Headers };

beforeAll(async () => {
  t = await createTestContext({ workJobs: false });
  staff = await signedInStaff(t.app, t.db, ['order_desk', 'compliance']);
});
afterAll(async () => t.close());

const today = () => isoDayIn(new Date());
const at = (path: string, id: number) => path.replace(':id', String(id));

// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the answer's type, as res.json<T>() takes it
async function staffPost<T>(url: string, payload: Record<string, unknown>) {
  const res = await t.app.inject({ method: 'POST', url, headers: staff.headers, payload });
  return { status: res.statusCode, body: res.json<T & { message?: string }>() };
}

interface Line {
  quantity_backordered: number;
  committed: number;
}

async function lineOf(lineId: number): Promise<Line> {
  const [row] = await queryRows<Line>(
    t.db,
    sql`SELECT quantity_backordered,
        (quantity - quantity_cancelled - quantity_backordered - quantity_fulfilled)::int AS committed
      FROM sales_order_lines WHERE id = ${lineId}`,
  );
  if (!row) throw new Error(`line ${lineId} missing`);
  return row;
}

async function lotsOf(itemId: number) {
  return queryRows<{ lot_number: string; on_hand: number; quarantined: number; stopped: boolean }>(
    t.db,
    sql`SELECT lot_number, quantity_on_hand AS on_hand, quantity_quarantined AS quarantined,
        sale_stopped_at IS NOT NULL AS stopped
      FROM item_lots WHERE item_id = ${itemId} ORDER BY lot_number`,
  );
}

/** The lots' units on the shelf equal the item's stock plus what open lines hold committed. */
async function lotsAddUp(itemId: number): Promise<{ lots: number; stock: number }> {
  const [row] = await queryRows<{ lots: number; stock: number }>(
    t.db,
    sql`SELECT (SELECT coalesce(sum(quantity_on_hand), 0) FROM item_lots WHERE item_id = ${itemId})::int AS lots,
        (SELECT quantity_available FROM items WHERE id = ${itemId})
          + (SELECT coalesce(sum(quantity - quantity_cancelled - quantity_backordered - quantity_fulfilled), 0)
            FROM sales_order_lines WHERE item_id = ${itemId})::int AS stock`,
  );
  if (!row) throw new Error('no row');
  return row;
}

async function order(buyer: Client, clinic: { licensed: number }, itemId: number, quantity: number) {
  await addToCart(buyer, itemId, quantity);
  const placed = await placeOrder(t, buyer, {
    shipAddressId: clinic.licensed,
    billAddressId: clinic.licensed,
    payment: { type: 'terms' },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const confirmation = placed.body.orderConfirmation;
  const line = confirmation.lines[0];
  if (!line) throw new Error('order without lines');
  return { id: confirmation.id, tranId: confirmation.tranId, lineId: line.id };
}

describe('publishing a recall of a lot on the shelf', () => {
  it('quarantines its units, takes them out of stock and backorders the newest orders that counted on them', async () => {
    const clinic = await createClinic(t.db, { creditCents: 100_000_000, hasTerms: true });
    await t.db.update(accounts).set({ terms: 'Net 30' }).where(eq(accounts.id, clinic.accountId));
    const first = await contactOf(t, clinic.accountId);
    const second = await contactOf(t, clinic.accountId);
    const item = await createStockItem(t.db, { stock: 0 });
    await t.db.update(items).set({ carriesLots: true }).where(eq(items.id, item.id));
    const stamp = randomUUID().slice(0, 6);
    const lotA = `RA-${stamp}`;
    const lotB = `RB-${stamp}`;
    const receipt = await staffPost(at(adminPaths.receiveStock, item.id), {
      quantity: 16,
      lots: [
        { lotNumber: lotA, expiresOn: addCalendarDays(today(), 400), quantity: 10 },
        { lotNumber: lotB, expiresOn: addCalendarDays(today(), 200), quantity: 6 },
      ],
    });
    expect(receipt.status, JSON.stringify(receipt.body)).toBe(200);

    // The oldest order ships 4 from lot A (staff's choice); two more orders commit 5 and 6.
    const oldest = await order(first, clinic, item.id, 4);
    const [a] = await queryRows<{ id: number }>(
      t.db,
      sql`SELECT id FROM item_lots WHERE item_id = ${item.id} AND lot_number = ${lotA}`,
    );
    const shipped = await staffPost(at(adminPaths.shipOrder, oldest.id), {
      carrier: 'UPS',
      trackingNumber: `1Z${stamp}`,
      shipDate: today(),
      lines: [{ lineId: oldest.lineId, quantity: 4, lots: [{ lotId: a?.id, quantity: 4 }] }],
    });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    const middle = await order(first, clinic, item.id, 5);
    const newest = await order(second, clinic, item.id, 6);
    expect(await stockOf(t.db, item.id)).toBe(1);
    expect(await lotsAddUp(item.id)).toEqual({ lots: 12, stock: 12 });

    const drafted = await staffPost<AdminRecall>(adminPaths.recalls, {
      recallClass: 'I',
      title: `Lot ${lotA} may be contaminated`,
      reason: 'Particulates were found in retained samples.',
      instructions: 'Stop using the lot and keep it apart for return.',
      scope: [{ itemId: item.id, lotId: a?.id }],
      notice: { fileName: 'notice.pdf', data: SAMPLE_PDF_BASE64 },
    });
    expect(drafted.status, JSON.stringify(drafted.body)).toBe(200);
    const recallNumber = drafted.body.recallNumber;
    const published = await staffPost<PublishRecallResponse>(
      at(adminPaths.recallPublish, drafted.body.id),
      {},
    );
    expect(published.status, JSON.stringify(published.body)).toBe(200);

    // Lot A's 6 units on the shelf are apart; lot B's 6 are what the store has.
    expect(await lotsOf(item.id)).toEqual([
      { lot_number: lotA, on_hand: 0, quarantined: 6, stopped: true },
      { lot_number: lotB, on_hand: 6, quarantined: 0, stopped: false },
    ]);
    const movements = await queryRows<{
      kind: string;
      on_hand_delta: number;
      quarantined_delta: number;
      note: string;
    }>(
      t.db,
      sql`SELECT kind, on_hand_delta, quarantined_delta, note FROM lot_movements WHERE lot_id = ${a?.id} AND kind = 'quarantine'`,
    );
    expect(movements).toEqual([
      { kind: 'quarantine', on_hand_delta: -6, quarantined_delta: 6, note: `Recall ${recallNumber}` },
    ]);
    // 1 on the shelf less 6 leaves 5 missing: the newest order gives back 5 of its 6; the others keep theirs.
    expect(await stockOf(t.db, item.id)).toBe(0);
    expect(await lineOf(newest.lineId)).toEqual({ quantity_backordered: 5, committed: 1 });
    expect(await lineOf(middle.lineId)).toEqual({ quantity_backordered: 0, committed: 5 });
    expect(await lotsAddUp(item.id)).toEqual({ lots: 6, stock: 6 });

    // The product page no longer says In Stock (the kept answer was let go on the write).
    const detail = await first.get(`${paths.catalog.item}?id=${item.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body as ItemDetail).toMatchObject({ quantityAvailable: 0, isInStock: false });

    // The newest order's placer hears it once: the notification job, then the bell.
    const events = await queryRows<{
      data: { type: string; salesOrderLineId: number; quantity: number; cause: string };
    }>(
      t.db,
      sql`SELECT data FROM pgboss.job WHERE name = 'notifications.deliver' AND data->>'type' = 'lineBackordered'
        AND (data->>'salesOrderLineId')::int IN (${oldest.lineId}, ${middle.lineId}, ${newest.lineId})`,
    );
    expect(events.map((e) => e.data)).toEqual([
      { type: 'lineBackordered', salesOrderLineId: newest.lineId, quantity: 5, cause: recallNumber },
    ]);
    const event = {
      type: 'lineBackordered',
      salesOrderLineId: newest.lineId,
      quantity: 5,
      cause: recallNumber,
    } as const;
    expect(await deliverNotification(t.db, event)).toBe(1);
    // Delivered again (a retried job), it writes nothing.
    expect(await deliverNotification(t.db, event)).toBe(0);
    const bells = await queryRows<{ user_id: number; meta_data: Record<string, unknown> }>(
      t.db,
      sql`SELECT user_id, meta_data FROM notifications WHERE notification_type = ${NOTIFICATION_TYPES.lineBackordered}
        AND (meta_data->>'salesOrderId')::int = ${newest.id}`,
    );
    expect(bells).toEqual([
      {
        user_id: second.userId,
        meta_data: expect.objectContaining({
          quantityBackordered: 5,
          salesOrderId: newest.id,
          tranId: newest.tranId,
          reason: 'recall',
          recallNumber,
        }),
      },
    ]);

    // The recalled lot cannot come back on the shelf by a receipt.
    const again = await staffPost(at(adminPaths.receiveStock, item.id), {
      quantity: 2,
      lots: [{ lotNumber: lotA, expiresOn: addCalendarDays(today(), 400), quantity: 2 }],
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(`Lot ${lotA} is recalled: its units cannot be received into stock.`);

    // A new lot fills the backorder; the lots still add up.
    const refill = await staffPost(at(adminPaths.receiveStock, item.id), {
      quantity: 8,
      lots: [{ lotNumber: `RC-${stamp}`, expiresOn: addCalendarDays(today(), 500), quantity: 8 }],
    });
    expect(refill.status, JSON.stringify(refill.body)).toBe(200);
    expect(await lineOf(newest.lineId)).toEqual({ quantity_backordered: 0, committed: 6 });
    expect(await stockOf(t.db, item.id)).toBe(3);
    expect(await lotsAddUp(item.id)).toEqual({ lots: 14, stock: 14 });
  });
});

describe('the daily sweep of lots expired on the shelf', () => {
  it('takes their units out of stock like a recall, backorders what they held, and finds nothing the second time', async () => {
    const clinic = await createClinic(t.db, { creditCents: 100_000_000, hasTerms: true });
    await t.db.update(accounts).set({ terms: 'Net 30' }).where(eq(accounts.id, clinic.accountId));
    const buyer = await contactOf(t, clinic.accountId);
    const item = await createStockItem(t.db, { stock: 0 });
    await t.db.update(items).set({ carriesLots: true }).where(eq(items.id, item.id));
    const stamp = randomUUID().slice(0, 6);
    const receipt = await staffPost(at(adminPaths.receiveStock, item.id), {
      quantity: 8,
      lots: [
        { lotNumber: `EX-${stamp}`, expiresOn: addCalendarDays(today(), 10), quantity: 5 },
        { lotNumber: `OK-${stamp}`, expiresOn: addCalendarDays(today(), 300), quantity: 3 },
      ],
    });
    expect(receipt.status, JSON.stringify(receipt.body)).toBe(200);
    const placed = await order(buyer, clinic, item.id, 7);
    expect(await stockOf(t.db, item.id)).toBe(1);
    // Ten days later (the lot's expiry day, as the sweep sees it).
    await t.db.execute(
      sql`UPDATE item_lots SET expires_on = ${today()}::date WHERE item_id = ${item.id} AND lot_number = ${`EX-${stamp}`}`,
    );

    const done = await quarantineExpiredLots(t.db, { outbox: t.app.outbox }, new Date());
    expect(done.quarantined.filter((q) => q.itemId === item.id)).toEqual([
      expect.objectContaining({ units: 5 }),
    ]);
    expect(await lotsOf(item.id)).toEqual([
      { lot_number: `EX-${stamp}`, on_hand: 0, quarantined: 5, stopped: false },
      { lot_number: `OK-${stamp}`, on_hand: 3, quarantined: 0, stopped: false },
    ]);
    expect(await stockOf(t.db, item.id)).toBe(0);
    expect(await lineOf(placed.lineId)).toEqual({ quantity_backordered: 4, committed: 3 });
    expect(await lotsAddUp(item.id)).toEqual({ lots: 3, stock: 3 });
    const events = await queryRows<{ data: { cause: string; quantity: number } }>(
      t.db,
      sql`SELECT data FROM pgboss.job WHERE name = 'notifications.deliver' AND data->>'type' = 'lineBackordered'
        AND (data->>'salesOrderLineId')::int = ${placed.lineId}`,
    );
    expect(events.map((e) => e.data)).toEqual([
      expect.objectContaining({ quantity: 4, cause: `expired:${today()}` }),
    ]);

    const again = await quarantineExpiredLots(t.db, { outbox: t.app.outbox }, new Date());
    expect(again.quarantined.filter((q) => q.itemId === item.id)).toEqual([]);
    expect(await lineOf(placed.lineId)).toEqual({ quantity_backordered: 4, committed: 3 });
  });
});
