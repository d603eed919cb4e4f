// placeOrder under concurrency (issue 17 "Reliability"; docs/order-lifecycle.md): allocation, stock and credit are
// taken by conditional updates under item locks taken in id order, so concurrent placements by many
// contacts of one account never order more than the allocation left, never take stock below zero,
// and keep fulfilled-from-stock + backordered = ordered; one Idempotency-Key gives one order however
// many times it is sent at once. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { itemAllocations, salesOrderLines, salesOrders } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import {
  addToCart,
  balanceOf,
  contactOf,
  createClinic,
  createStockItem,
  placeOrder,
  stockOf,
  type Clinic,
  termsOrder,
} from './checkout.fixtures.ts';

let t: TestContext;
let clinic: Clinic;

beforeAll(async () => {
  t = await createTestContext({ workJobs: false });
  clinic = await createClinic(t.db, { creditCents: 100_000_000 });
});
afterAll(async () => t.close());

const terms = () => termsOrder(clinic);

const CONTACTS = 50;

async function fiftyCartsOf(itemId: number) {
  const buyers = [];
  for (let i = 0; i < CONTACTS; i += 1) {
    const buyer = await contactOf(t, clinic.accountId);
    await addToCart(buyer, itemId, 1);
    buyers.push(buyer);
  }
  return buyers;
}

describe('50 concurrent placements by the contacts of one account', () => {
  it('never order more than the K units of allocation left; stock never negative; stock + backordered = ordered', async () => {
    const K = 7;
    const STOCK = 5;
    // Carts are filled while the allocation is large, then it shrinks to K (staff lowered it, or
    // other orders used it): only placement's conditional update stands between 50 buyers and K.
    const item = await createStockItem(t.db, { stock: STOCK, allocationMax: 1_000 });
    const buyers = await fiftyCartsOf(item.id);
    await t.db
      .update(itemAllocations)
      .set({ maxQuantity: K })
      .where(and(eq(itemAllocations.accountId, clinic.accountId), eq(itemAllocations.itemId, item.id)));
    const [existing] = await t.db
      .select()
      .from(itemAllocations)
      .where(and(eq(itemAllocations.accountId, clinic.accountId), eq(itemAllocations.itemId, item.id)));
    if (!existing) {
      // No period row yet: the cart used the item's default; the placement creates the row from it.
      await t.db.execute(sql`UPDATE items SET allocation_default_max = ${K} WHERE id = ${item.id}`);
    }
    const results = await Promise.all(buyers.map((b) => placeOrder(t, b, terms())));
    const placed = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status !== 200);
    expect(placed).toHaveLength(K);
    expect(refused.every((r) => r.status === 422 && r.body.code === 'NO_ALLOCATION')).toBe(true);
    const [allocation] = await t.db
      .select()
      .from(itemAllocations)
      .where(and(eq(itemAllocations.accountId, clinic.accountId), eq(itemAllocations.itemId, item.id)));
    expect(allocation?.usedQuantity).toBe(K);
    const lines = await t.db.select().from(salesOrderLines).where(eq(salesOrderLines.itemId, item.id));
    const ordered = lines.reduce((s, l) => s + l.quantity, 0);
    const backordered = lines.reduce((s, l) => s + l.quantityBackordered, 0);
    expect(ordered).toBe(K);
    expect(await stockOf(t.db, item.id)).toBe(0);
    // Fulfilled from stock (what left the shelf) + backordered = ordered.
    expect(STOCK - (await stockOf(t.db, item.id)) + backordered).toBe(ordered);
  });

  it('never take more of a non-backorderable item than is in stock', async () => {
    const STOCK = 10;
    const item = await createStockItem(t.db, { stock: STOCK, backorderable: false });
    const buyers = await fiftyCartsOf(item.id);
    const balance = await balanceOf(t.db, clinic.accountId);
    const results = await Promise.all(buyers.map((b) => placeOrder(t, b, terms())));
    const placed = results.filter((r) => r.status === 200);
    expect(placed).toHaveLength(STOCK);
    expect(results.filter((r) => r.status === 422 && r.body.code === 'INSUFFICIENT_STOCK')).toHaveLength(
      CONTACTS - STOCK,
    );
    expect(await stockOf(t.db, item.id)).toBe(0);
    // Credit taken once per placed order, by exactly its total.
    const totals = placed.reduce((s, r) => s + Math.round((r.body.orderConfirmation.total ?? 0) * 100), 0);
    expect(await balanceOf(t.db, clinic.accountId)).toBe(balance - totals);
    const negative = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM items WHERE quantity_available < 0`,
    );
    expect(negative[0]?.n).toBe(0);
  });
});

describe('one Idempotency-Key', () => {
  it('200 submissions at once place exactly one order, and every answer is that order', async () => {
    const item = await createStockItem(t.db);
    const buyer = await contactOf(t, clinic.accountId);
    await addToCart(buyer, item.id, 2);
    const key = randomUUID();
    const results = await Promise.all(Array.from({ length: 200 }, () => placeOrder(t, buyer, terms(), key)));
    expect(results.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
    const ids = new Set(results.map((r) => r.body.orderConfirmation.id));
    expect(ids.size).toBe(1);
    const orders = await t.db.select().from(salesOrders).where(eq(salesOrders.placedBy, buyer.userId));
    expect(orders).toHaveLength(1);
    expect(await stockOf(t.db, item.id)).toBe(998);
    const other = await placeOrder(t, buyer, { ...terms(), poNumber: 'different' }, key);
    expect(other.status).toBe(422);
  });
});
