// Allocation and concurrency through HTTP: remaining allocation (period row or the item's default,
// less what the account's carts hold, in base units), the cut with addToCartAdjustment, refusal
// with NO_ALLOCATION, getItemAllocation, and simultaneous adds that must merge and never exceed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_ERROR_CODES, paths } from '@medsupply/contract';
import { NO_ALLOCATION_MESSAGE } from '@medsupply/domain';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { createAccount, createItem } from '../../../test/factories.ts';
import { addAllocation, addItemList, newClient, type Client } from './cart.fixtures.ts';

const UNITS: Array<[string, number]> = [
  ['Box', 1],
  ['Case of 10 Boxes', 10],
];

interface CartBody {
  cartDetail: Array<{ id: number; itemId: number; unit: number; quantity: number }>;
  addToCartAdjustment?: boolean;
}
const cartOf = (body: unknown) => body as CartBody;

describe('cart allocation and concurrency', () => {
  let t: TestContext;

  beforeAll(async () => {
    t = await createTestContext();
  });

  afterAll(async () => {
    await t.close();
  });

  const account = async () => (await createAccount(t.db)).id;
  const allocatedItem = async (defaultMax: number | null) => {
    const made = await createItem(t.db, {
      units: UNITS,
      allocationPeriod: 'month',
      allocationDefaultMax: defaultMax,
    });
    return { id: made.item.id, box: made.units[0]!.id, caseUnit: made.units[1]!.id };
  };
  const allocationOf = async (c: Client, itemId: number) => {
    const res = await c.post(paths.allocation.getItemAllocation, { itemId });
    expect(res.status).toBe(200);
    return (res.body as { allocationMax: number | null }).allocationMax;
  };

  describe('getItemAllocation', () => {
    it('answers null for an item not on allocation and 404 for an unknown item', async () => {
      const c = await newClient(t, await account());
      const plain = await createItem(t.db);
      expect(await allocationOf(c, plain.item.id)).toBeNull();
      const unknown = await c.post(paths.allocation.getItemAllocation, { itemId: 987_654_321 });
      expect(unknown.status).toBe(404);
    });

    it("answers the period's max − used, less what the account's carts hold (other contacts too)", async () => {
      const accountId = await account();
      const item = await allocatedItem(100);
      await addAllocation(t.db, { accountId, itemId: item.id, maxQuantity: 40, usedQuantity: 12 });
      const c = await newClient(t, accountId);
      const colleague = await newClient(t, accountId);
      expect(await allocationOf(c, item.id)).toBe(28);
      await colleague.post(paths.cart.addItem, { itemId: item.id, unit: item.caseUnit, quantity: 1 });
      await c.post(paths.cart.addItem, { itemId: item.id, unit: item.box, quantity: 5 });
      // 28 − (1 case × 10 + 5 boxes).
      expect(await allocationOf(c, item.id)).toBe(13);
      // Another account's allocation is its own: the item's default max.
      const stranger = await newClient(t, await account());
      expect(await allocationOf(stranger, item.id)).toBe(100);
    });

    it('answers 0 for an allocated item without any max for the account', async () => {
      const c = await newClient(t, await account());
      const item = await allocatedItem(null);
      expect(await allocationOf(c, item.id)).toBe(0);
      const res = await c.post(paths.cart.addItem, { itemId: item.id });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ code: CART_ERROR_CODES.noAllocation });
    });
  });

  describe('adding against an allocation', () => {
    it('cuts the quantity to what is left, flags the adjustment, then refuses with NO_ALLOCATION', async () => {
      const c = await newClient(t, await account());
      const item = await allocatedItem(10);
      const first = await c.post(paths.cart.addItem, { itemId: item.id, quantity: 7 });
      expect(first.status).toBe(200);
      expect(cartOf(first.body)).toMatchObject({ addToCartAdjustment: false, cartDetail: [{ quantity: 7 }] });

      const cut = await c.post(paths.cart.addItem, { itemId: item.id, quantity: 7 });
      expect(cut.status).toBe(200);
      expect(cartOf(cut.body)).toMatchObject({ addToCartAdjustment: true, cartDetail: [{ quantity: 10 }] });

      const none = await c.post(paths.cart.addItem, { itemId: item.id, quantity: 1 });
      expect(none.status).toBe(422);
      expect(none.body).toMatchObject({
        code: CART_ERROR_CODES.noAllocation,
        message: NO_ALLOCATION_MESSAGE,
      });
      expect(cartOf((await c.get(paths.cart.getCart)).body).cartDetail).toMatchObject([{ quantity: 10 }]);
    });

    it('counts a larger unit in base units: 3 cases against 22 boxes left become 2 cases', async () => {
      const accountId = await account();
      const item = await allocatedItem(500);
      await addAllocation(t.db, { accountId, itemId: item.id, maxQuantity: 25, usedQuantity: 3 });
      const c = await newClient(t, accountId);
      const res = await c.post(paths.cart.addItem, { itemId: item.id, unit: item.caseUnit, quantity: 3 });
      expect(cartOf(res.body)).toMatchObject({
        addToCartAdjustment: true,
        cartDetail: [{ unit: item.caseUnit, quantity: 2 }],
      });
      // 2 boxes are left: not enough for a case, enough for boxes.
      const noCase = await c.post(paths.cart.addItem, { itemId: item.id, unit: item.caseUnit, quantity: 1 });
      expect(noCase.status).toBe(422);
      const boxes = await c.post(paths.cart.addItem, { itemId: item.id, unit: item.box, quantity: 2 });
      expect(cartOf(boxes.body)).toMatchObject({ addToCartAdjustment: false });
      expect(await allocationOf(c, item.id)).toBe(0);
    });

    it('applies the allocation to an edit, without counting the edited line twice', async () => {
      const c = await newClient(t, await account());
      const item = await allocatedItem(30);
      const line = cartOf((await c.post(paths.cart.addItem, { itemId: item.id, quantity: 20 })).body)
        .cartDetail[0]!;
      const same = await c.post(paths.cart.editItem, { detailId: line.id, quantity: 25, unit: item.box });
      expect(cartOf(same.body)).toMatchObject({ addToCartAdjustment: false, cartDetail: [{ quantity: 25 }] });
      const toCases = await c.post(paths.cart.editItem, {
        detailId: line.id,
        quantity: 5,
        unit: item.caseUnit,
      });
      expect(cartOf(toCases.body)).toMatchObject({
        addToCartAdjustment: true,
        cartDetail: [{ id: line.id, unit: item.caseUnit, quantity: 3 }],
      });
    });

    it('moves a saved entry back only up to the allocation', async () => {
      const c = await newClient(t, await account());
      const item = await allocatedItem(6);
      const line = cartOf((await c.post(paths.cart.addItem, { itemId: item.id, quantity: 4 })).body)
        .cartDetail[0]!;
      const saved = (await c.post(paths.cart.saveForLater, { item: { id: line.id } })).body as {
        saveForLater: Array<{ id: number }>;
      };
      await c.post(paths.cart.addItem, { itemId: item.id, quantity: 5 });
      const res = await c.post(paths.cart.moveItemToCart, {
        id: saved.saveForLater[0]!.id,
        itemId: item.id,
        unit: item.box,
        quantity: 4,
      });
      expect(res.status).toBe(200);
      expect(cartOf(res.body)).toMatchObject({ addToCartAdjustment: true, cartDetail: [{ quantity: 6 }] });
    });

    it('adds a list under the allocation: the cut is flagged, an exhausted item is refused', async () => {
      const accountId = await account();
      const c = await newClient(t, accountId);
      const limited = await allocatedItem(5);
      const exhausted = await allocatedItem(5);
      await addAllocation(t.db, { accountId, itemId: exhausted.id, maxQuantity: 5, usedQuantity: 5 });
      const listId = await addItemList(t.db, {
        accountId,
        contactId: c.userId,
        lines: [
          { itemId: limited.id, unitId: limited.box, quantity: 8 },
          { itemId: exhausted.id, unitId: exhausted.box, quantity: 1 },
        ],
      });
      const res = await c.post(paths.cart.addItemList, { itemListId: listId });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        cart: { addToCartAdjustment: true, cartDetail: [{ itemId: limited.id, quantity: 5 }] },
        refused: [{ itemId: exhausted.id, reason: NO_ALLOCATION_MESSAGE }],
      });
    });
  });

  describe('simultaneous adds', () => {
    it('five adds of the same item at once end as one line with the summed quantity', async () => {
      const c = await newClient(t, await account());
      const item = await createItem(t.db, { units: UNITS });
      const results = await Promise.all(
        Array.from({ length: 5 }, () => c.post(paths.cart.addItem, { itemId: item.item.id, quantity: 2 })),
      );
      expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
      const cart = cartOf((await c.get(paths.cart.getCart)).body);
      expect(cart.cartDetail).toHaveLength(1);
      expect(cart.cartDetail[0]?.quantity).toBe(10);
    });

    it('simultaneous adds by two contacts never exceed the allocation together', async () => {
      const accountId = await account();
      const item = await allocatedItem(10);
      const a = await newClient(t, accountId);
      const b = await newClient(t, accountId);
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          (i % 2 === 0 ? a : b).post(paths.cart.addItem, { itemId: item.id, quantity: 3 }),
        ),
      );
      const statuses = results.map((r) => r.status);
      expect(statuses.every((s) => s === 200 || s === 422)).toBe(true);
      const held = async (c: Client) =>
        cartOf((await c.get(paths.cart.getCart)).body).cartDetail.reduce((sum, l) => sum + l.quantity, 0);
      // 3 + 3 + 3 + 1 (cut): the allocation is used up exactly, never exceeded.
      expect((await held(a)) + (await held(b))).toBe(10);
      expect(statuses.filter((s) => s === 422).length).toBe(4);
      expect(results.filter((r) => (r.body as CartBody).addToCartAdjustment === true)).toHaveLength(1);
    });
  });
});
