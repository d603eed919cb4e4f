// Allocation periods follow the store's calendar (New York), not UTC: an order placed at 9 PM ET
// on 30 November is 02:00 UTC on 1 December, and it takes November's allocation. Before, checkout
// took the next month's (a fresh row from the item's default maximum), so a clinic that had used
// up November's could order more that evening; cancelling then gave the units back to December.
// The cart's add rule reads the same injected clock as checkout (issue 26), so both agree.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_ERROR_CODES, paths } from '@medsupply/contract';
import { NO_ALLOCATION_MESSAGE } from '@medsupply/domain';
import { itemAllocations, salesOrders } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import {
  addToCart,
  contactOf,
  createClinic,
  createStockItem,
  placeOrder,
  type Clinic,
  termsOrder,
} from './checkout.fixtures.ts';

/** 30 November 2026, 9 PM in New York. */
const EVENING_OF_THE_30TH = new Date('2026-12-01T02:00:00Z');

let t: TestContext;
let clinic: Clinic;

beforeAll(async () => {
  t = await createTestContext({ workJobs: false, now: () => EVENING_OF_THE_30TH });
  clinic = await createClinic(t.db, { creditCents: 100_000_000 });
});
afterAll(async () => t.close());

const terms = () => termsOrder(clinic);

/** The clinic's November allocation of the item: 10 units, `used` of them taken. */
async function novemberAllocation(itemId: number, used: number) {
  await t.db.insert(itemAllocations).values({
    accountId: clinic.accountId,
    itemId,
    periodStart: '2026-11-01',
    periodEnd: '2026-11-30',
    maxQuantity: 10,
    usedQuantity: used,
  });
}

async function allocationRows(itemId: number) {
  return t.db
    .select({
      periodStart: itemAllocations.periodStart,
      maxQuantity: itemAllocations.maxQuantity,
      usedQuantity: itemAllocations.usedQuantity,
    })
    .from(itemAllocations)
    .where(and(eq(itemAllocations.accountId, clinic.accountId), eq(itemAllocations.itemId, itemId)));
}

describe('allocation periods in the store’s calendar', () => {
  it('takes an order at 9 PM ET on the 30th from November’s allocation, not December’s', async () => {
    const item = await createStockItem(t.db, { stock: 100, allocationMax: 50 });
    const buyer = await contactOf(t, clinic.accountId);
    await addToCart(buyer, item.id, 3);
    // November's allocation, with room for 3.
    await novemberAllocation(item.id, 7);
    const placed = await placeOrder(t, buyer, terms());
    expect(placed.status).toBe(200);
    expect(await allocationRows(item.id)).toEqual([
      { periodStart: '2026-11-01', maxQuantity: 10, usedQuantity: 10 },
    ]);
  });

  it('refuses it when November’s allocation is used up, though December’s is untouched', async () => {
    const item = await createStockItem(t.db, { stock: 100, allocationMax: 50 });
    const buyer = await contactOf(t, clinic.accountId);
    await addToCart(buyer, item.id, 1);
    await novemberAllocation(item.id, 10);
    const refused = await placeOrder(t, buyer, terms());
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/You have no more allocation on this product\./);
    expect(await allocationRows(item.id)).toEqual([
      { periodStart: '2026-11-01', maxQuantity: 10, usedQuantity: 10 },
    ]);
  });
  it('gives a rejected order’s units back to November’s allocation', async () => {
    const item = await createStockItem(t.db, { stock: 100, allocationMax: 50 });
    const buyer = await contactOf(t, clinic.accountId, { needsApproval: true });
    const admin = await contactOf(t, clinic.accountId, { isAdmin: true });
    await addToCart(buyer, item.id, 4);
    await novemberAllocation(item.id, 2);
    const placed = await placeOrder(t, buyer, terms());
    expect(placed.status).toBe(200);
    expect((await allocationRows(item.id))[0]?.usedQuantity).toBe(6);
    const id = placed.body.orderConfirmation.id;
    // The order's date is the database's clock: set it to the instant the test's store lives in.
    await t.db.update(salesOrders).set({ orderDate: EVENING_OF_THE_30TH }).where(eq(salesOrders.id, id));
    expect((await admin.post(paths.approvals.reject, { id, reason: 'Over budget' })).status).toBe(200);
    expect(await allocationRows(item.id)).toEqual([
      { periodStart: '2026-11-01', maxQuantity: 10, usedQuantity: 2 },
    ]);
  });
});

describe('adding to the cart by the app’s clock', () => {
  // Issue 26: the add rule took the machine's day, so with the store's clock on 30 November it
  // counted against December's allocation (the item's default of 50) while checkout took November's.
  it('cuts and refuses adds against November’s allocation on the evening of the 30th', async () => {
    const item = await createStockItem(t.db, { stock: 100, allocationMax: 50 });
    const buyer = await contactOf(t, clinic.accountId);
    await novemberAllocation(item.id, 7);
    const allocation = await buyer.post(paths.allocation.getItemAllocation, { itemId: item.id });
    expect(allocation.body).toEqual({ allocationMax: 3 });

    const cut = await buyer.post(paths.cart.addItem, { itemId: item.id, quantity: 5 });
    expect(cut.status).toBe(200);
    expect(cut.body).toMatchObject({
      addToCartAdjustment: true,
      cartDetail: [{ itemId: item.id, quantity: 3 }],
    });
    const none = await buyer.post(paths.cart.addItem, { itemId: item.id, quantity: 1 });
    expect(none.status).toBe(422);
    expect(none.body).toMatchObject({ code: CART_ERROR_CODES.noAllocation, message: NO_ALLOCATION_MESSAGE });
  });
});
