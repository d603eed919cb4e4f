// Lots under concurrency (issue 34 "Reliability": lot quantities never go negative and sum to the
// item's stock under concurrent shipments and receipts; ADR 0049). Each run gives an item that
// carries lots a few lots (one of them expiring on the ship day, so it may never ship), places a
// few orders for it, then fires random shipments (first-expiring-first, or staff's choice of a lot)
// and receipts (new lots and more of existing ones) at once through HTTP, in waves. After each
// wave: no answer was a server error, no lot is below zero, each lot equals the sum of its
// movements, each fulfilment line's lots add up to what it shipped, no shipped lot was expired or
// stopped, and the lots' units on hand equal the item's physical stock (quantity_available plus
// the committed units not yet shipped). PGlite runs the waves one transaction at a time;
// PostgreSQL (TEST_DATABASE_URL) runs them truly at once, under the lots' row locks.
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPaths } from '@medsupply/contract';
import { addCalendarDays, isoDayIn } from '@medsupply/domain';
import { queryRows } from '../../db/client.ts';
import { accounts, items } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { signedInStaff } from '../../../test/staff-factories.ts';
import {
  addToCart,
  contactOf,
  createClinic,
  createStockItem,
  placeOrder,
} from '../checkout/checkout.fixtures.ts';

type Headers = Record<string, string>;
let t: TestContext;
let desk: { headers: Headers };

beforeAll(async () => {
  t = await createTestContext({ workJobs: false });
  desk = await signedInStaff(t.app, t.db, ['order_desk']);
});
afterAll(async () => t.close());

const today = () => isoDayIn(new Date());

const Ship = fc.record({
  kind: fc.constant('ship' as const),
  order: fc.nat(),
  units: fc.integer({ min: 1, max: 6 }),
  // Staff's choice: one lot (an index into the item's lots) for all the units; else FEFO.
  lot: fc.option(fc.nat(), { nil: undefined }),
});
const Receive = fc.record({
  kind: fc.constant('receive' as const),
  lots: fc.array(
    fc.record({
      name: fc.constantFrom('A', 'B', 'C', 'D'),
      days: fc.integer({ min: 2, max: 600 }),
      quantity: fc.integer({ min: 1, max: 7 }),
    }),
    { minLength: 1, maxLength: 3 },
  ),
});
const Wave = fc.array(fc.oneof({ weight: 3, arbitrary: Ship }, { weight: 2, arbitrary: Receive }), {
  minLength: 2,
  maxLength: 6,
});
type Command =
  | (typeof Ship extends fc.Arbitrary<infer S> ? S : never)
  | (typeof Receive extends fc.Arbitrary<infer R> ? R : never);

interface World {
  itemId: number;
  orders: Array<{ id: number; lineId: number }>;
  /** Lot numbers received so far, with their expiry: a lot number keeps one expiry. */
  expiries: Map<string, string>;
  serial: number;
}

async function run(world: World, command: Command): Promise<number> {
  if (command.kind === 'receive') {
    const seen = new Set<string>();
    const lots = [];
    for (const l of command.lots) {
      const lotNumber = `P${world.itemId}-${l.name}`;
      if (seen.has(lotNumber)) continue;
      seen.add(lotNumber);
      const expiresOn = world.expiries.get(lotNumber) ?? addCalendarDays(today(), l.days);
      world.expiries.set(lotNumber, expiresOn);
      lots.push({ lotNumber, expiresOn, quantity: l.quantity });
    }
    const res = await t.app.inject({
      method: 'POST',
      url: adminPaths.receiveStock.replace(':id', String(world.itemId)),
      headers: desk.headers,
      payload: { quantity: lots.reduce((s, l) => s + l.quantity, 0), lots },
    });
    return res.statusCode;
  }
  const order = world.orders[command.order % world.orders.length];
  if (!order) return 0;
  let lots: Array<{ lotId: number; quantity: number }> | undefined;
  if (command.lot !== undefined) {
    const ids = await queryRows<{ id: number }>(
      t.db,
      sql`SELECT id FROM item_lots WHERE item_id = ${world.itemId} ORDER BY id`,
    );
    const chosen = ids[command.lot % Math.max(1, ids.length)];
    if (chosen) lots = [{ lotId: chosen.id, quantity: command.units }];
  }
  world.serial += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: adminPaths.shipOrder.replace(':id', String(order.id)),
    headers: desk.headers,
    payload: {
      carrier: 'UPS',
      trackingNumber: `PROP-${world.itemId}-${world.serial}`,
      shipDate: today(),
      lines: [{ lineId: order.lineId, quantity: command.units, ...(lots ? { lots } : {}) }],
    },
  });
  return res.statusCode;
}

async function violations(itemId: number): Promise<string[]> {
  const rows = await queryRows<{ problem: string }>(
    t.db,
    sql`SELECT 'lot ' || l.lot_number || ' below zero' AS problem FROM item_lots l
        WHERE l.item_id = ${itemId} AND (l.quantity_on_hand < 0 OR l.quantity_quarantined < 0)
      UNION ALL
      SELECT 'lot ' || l.lot_number || ' differs from its movements' FROM item_lots l
        WHERE l.item_id = ${itemId} AND (
          l.quantity_on_hand <> (SELECT coalesce(sum(m.on_hand_delta), 0) FROM lot_movements m WHERE m.lot_id = l.id)
          OR l.quantity_quarantined <>
            (SELECT coalesce(sum(m.quarantined_delta), 0) FROM lot_movements m WHERE m.lot_id = l.id))
      UNION ALL
      SELECT 'fulfillment line ' || fl.id || ' lots differ from its quantity' FROM fulfillment_lines fl
        JOIN sales_order_lines sl ON sl.id = fl.sales_order_line_id
        WHERE sl.item_id = ${itemId} AND fl.quantity <> coalesce(
          (SELECT sum(x.quantity) FROM fulfillment_line_lots x WHERE x.fulfillment_line_id = fl.id), 0)
      UNION ALL
      SELECT 'lot ' || l.lot_number || ' shipped expired or stopped' FROM fulfillment_line_lots x
        JOIN item_lots l ON l.id = x.lot_id
        JOIN fulfillment_lines fl ON fl.id = x.fulfillment_line_id
        JOIN fulfillments f ON f.id = fl.fulfillment_id
        WHERE l.item_id = ${itemId} AND (l.expires_on <= (f.shipped_at AT TIME ZONE 'America/New_York')::date
          OR l.sale_stopped_at IS NOT NULL)
      UNION ALL
      SELECT 'lots hold ' || lots.units || ' units but the item ' || (i.quantity_available + committed.units)
        FROM items i,
          (SELECT coalesce(sum(quantity_on_hand), 0)::int AS units FROM item_lots WHERE item_id = ${itemId}) lots,
          (SELECT coalesce(sum(quantity - quantity_cancelled - quantity_backordered - quantity_fulfilled), 0)::int
            AS units FROM sales_order_lines WHERE item_id = ${itemId}) committed
        WHERE i.id = ${itemId} AND lots.units <> i.quantity_available + committed.units`,
  );
  return rows.map((r) => r.problem);
}

describe('lots under concurrent shipments and receipts', () => {
  it('never go below zero and always add up to the item’s stock', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(Wave, { minLength: 1, maxLength: 3 }), async (waves) => {
        const clinic = await createClinic(t.db, { creditCents: 100_000_000, hasTerms: true });
        await t.db.update(accounts).set({ terms: 'Net 30' }).where(eq(accounts.id, clinic.accountId));
        const buyer = await contactOf(t, clinic.accountId);
        const item = await createStockItem(t.db, { stock: 0 });
        await t.db.update(items).set({ carriesLots: true }).where(eq(items.id, item.id));
        const world: World = { itemId: item.id, orders: [], expiries: new Map(), serial: 0 };
        // A good lot, and one expiring on the ship day: its units are on the shelf but never ship.
        expect(await run(world, { kind: 'receive', lots: [{ name: 'A', days: 200, quantity: 8 }] })).toBe(
          200,
        );
        expect(await run(world, { kind: 'receive', lots: [{ name: 'B', days: 30, quantity: 5 }] })).toBe(200);
        await t.db.execute(
          sql`UPDATE item_lots SET expires_on = ${today()}::date WHERE item_id = ${item.id} AND lot_number LIKE '%-B'`,
        );
        world.expiries.set(`P${item.id}-B`, today());
        for (const quantity of [9, 6, 12]) {
          await addToCart(buyer, item.id, quantity);
          const placed = await placeOrder(t, buyer, {
            shipAddressId: clinic.licensed,
            billAddressId: clinic.licensed,
            payment: { type: 'terms' },
          });
          expect(placed.status).toBe(200);
          const confirmation = placed.body.orderConfirmation;
          const line = confirmation.lines[0];
          if (!line) throw new Error('order without lines');
          world.orders.push({ id: confirmation.id, lineId: line.id });
        }
        expect(await violations(item.id)).toEqual([]);
        for (const wave of waves) {
          // Receiving lot B again (expired) is refused; everything else may be done or refused.
          const statuses = await Promise.all(wave.map((command) => run(world, command)));
          expect(
            statuses.filter((s) => s >= 500),
            `wave ${JSON.stringify(wave)}`,
          ).toEqual([]);
          expect(await violations(item.id), `after ${JSON.stringify(wave)}`).toEqual([]);
        }
        const shipped = await queryRows<{ n: number }>(
          t.db,
          sql`SELECT count(*)::int AS n FROM fulfillment_line_lots x JOIN item_lots l ON l.id = x.lot_id
            WHERE l.item_id = ${item.id} AND l.lot_number LIKE '%-B'`,
        );
        expect(shipped[0]?.n).toBe(0);
      }),
      { numRuns: 12 },
    );
  }, 300_000);
});
