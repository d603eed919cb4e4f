// Cart API through HTTP: adding with its refusals and merging, quantity and unit rules, editing,
// removing, emptying, save-for-later and back, item lists, notifications, ownership (404 for what
// is not the caller's), login and bad payloads.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_ERROR_CODES, paths } from '@medsupply/contract';
import { LICENSE_REQUIRED_MESSAGE } from '@medsupply/domain';
import { items } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { createAccount, createItem } from '../../../test/factories.ts';
import {
  addItemList,
  addNotification,
  cartIdOf,
  clientFor,
  newClient,
  type Client,
} from './cart.fixtures.ts';

// Base Price 12.00 per box; a case is 10 boxes.
const PRICES = { 'List Price': 1500, 'Base Price': 1200 };
const UNITS: Array<[string, number]> = [
  ['Box', 1],
  ['Case of 10 Boxes', 10],
];

interface Line {
  id: number;
  itemId: number;
  unit: number;
  quantity: number;
  price?: number | null;
  lineTotal?: number | null;
  isAddableToCart: boolean;
}
interface CartBody {
  id: number | null;
  cartDetail: Line[];
  saveForLater: Line[];
  notifications: Array<{ id: number; message: string }>;
  totalItems: number;
  totalQuantity: number;
  subtotal?: number;
  addToCartAdjustment?: boolean;
}
const cartOf = (body: unknown) => body as CartBody;

describe('cart API', () => {
  let t: TestContext;
  let accountId = 0;
  let otherAccountId = 0;
  let unlicensedAccountId = 0;
  const item = { id: 0, box: 0, caseUnit: 0 };
  const second = { id: 0, box: 0 };
  const ids = { rx: 0, scheduleII: 0, restricted: 0, inactive: 0, parent: 0, variant: 0, variantUnit: 0 };
  let foreignUnit = 0;

  beforeAll(async () => {
    t = await createTestContext();
    const { db } = t;
    // Holds Rx level 1 and Schedule II (level 2), which the store does not sell online.
    accountId = (await createAccount(db, { rxLevels: [1, 2] })).id;
    otherAccountId = (await createAccount(db, { rxLevels: [1] })).id;
    unlicensedAccountId = (await createAccount(db, { rxLevels: [] })).id;
    const gloves = await createItem(db, { prices: PRICES, units: UNITS });
    Object.assign(item, { id: gloves.item.id, box: gloves.units[0]!.id, caseUnit: gloves.units[1]!.id });
    const gauze = await createItem(db, { prices: PRICES, units: UNITS });
    Object.assign(second, { id: gauze.item.id, box: gauze.units[0]!.id });
    foreignUnit = gauze.units[1]!.id;
    ids.rx = (await createItem(db, { rxLevel: 1 })).item.id;
    ids.scheduleII = (await createItem(db, { rxLevel: 2 })).item.id;
    ids.restricted = (await createItem(db, { restricted: true })).item.id;
    ids.inactive = (await createItem(db, { inactive: true })).item.id;
    const parent = await createItem(db, { displayName: 'Gloves family' });
    await db.update(items).set({ isMatrixParent: true }).where(eq(items.id, parent.item.id));
    ids.parent = parent.item.id;
    const variant = await createItem(db, { parentId: parent.item.id, matrixDetails: { Size: 'Medium' } });
    ids.variant = variant.item.id;
    ids.variantUnit = variant.units[0]!.id;
  });

  afterAll(async () => {
    await t.close();
  });

  const buyer = (account = accountId) => newClient(t, account);

  describe('login', () => {
    const calls: Array<['GET' | 'POST', string]> = [
      ['GET', paths.cart.getCart],
      ['GET', paths.cart.emptyCart],
      ['POST', paths.cart.emptyCart],
      ['GET', paths.cart.getSaveForLater],
      ['POST', paths.cart.addItem],
      ['POST', paths.cart.editItem],
      ['POST', paths.cart.removeItem],
      ['POST', paths.cart.saveForLater],
      ['POST', paths.cart.deleteSaveForLater],
      ['POST', paths.cart.moveItemToCart],
      ['POST', paths.cart.clearNotifications],
      ['POST', paths.cart.addItemList],
      ['POST', paths.cart.getTaxRate],
      ['POST', paths.cart.getConvenienceFee],
      ['GET', paths.cart.getConvenienceFeeRate],
      ['GET', paths.cart.getConvFeeExempt],
      ['POST', paths.allocation.getItemAllocation],
    ];
    it.each(calls)('%s %s answers 401 without a login', async (method, url) => {
      const res = await t.app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Please log in to continue.');
    });

    it('answers 401 for a revoked or garbage token', async () => {
      const anonymous = clientFor(
        t.app,
        { authorization: 'Bearer not-a-token' },
        { userId: 0, accountId: 0 },
      );
      expect((await anonymous.get(paths.cart.getCart)).status).toBe(401);
    });
  });

  describe('adding', () => {
    it('answers an empty cart before the first add', async () => {
      const c = await buyer();
      const res = await c.get(paths.cart.getCart);
      expect(res.status).toBe(200);
      const cart = cartOf(res.body);
      expect(cart).toMatchObject({
        id: null,
        cartDetail: [],
        saveForLater: [],
        totalItems: 0,
        totalQuantity: 0,
      });
      expect(res.body).toMatchObject({ status: 'open', contactId: c.userId, subtotal: 0, total: 0 });
    });

    it('adds a line in the default unit and prices it at the account level', async () => {
      const c = await buyer();
      const res = await c.post(paths.cart.addItem, { itemId: item.id, quantity: 3 });
      expect(res.status).toBe(200);
      const cart = cartOf(res.body);
      expect(cart.id).toEqual(expect.any(Number));
      expect(cart.addToCartAdjustment).toBe(false);
      expect(cart.cartDetail).toHaveLength(1);
      expect(cart.cartDetail[0]).toMatchObject({
        itemId: item.id,
        unit: item.box,
        quantity: 3,
        price: 12,
        lineTotal: 36,
        isAddableToCart: true,
      });
      expect(res.body).toMatchObject({ subtotal: 36, shipping: 0, total: 36, convenienceFee: 0 });
      // The next read shows the same cart.
      expect(cartOf((await c.get(paths.cart.getCart)).body).cartDetail[0]?.quantity).toBe(3);
    });

    it('merges adds of the same item and unit into one line; another unit is another line', async () => {
      const c = await buyer();
      await c.post(paths.cart.addItem, { itemId: item.id, unit: item.box, quantity: 2 });
      await c.post(paths.cart.addItem, { itemId: item.id, unit: item.box, quantity: 5 });
      const res = await c.post(paths.cart.addItem, { itemId: item.id, unit: item.caseUnit, quantity: 1 });
      const cart = cartOf(res.body);
      expect(cart.cartDetail.map((l) => [l.unit, l.quantity, l.lineTotal])).toEqual([
        [item.box, 7, 84],
        [item.caseUnit, 1, 120],
      ]);
      expect(cart.totalItems).toBe(2);
      expect(cart.totalQuantity).toBe(8);
      expect(cart.subtotal).toBe(204);
    });

    it.each([
      [2.7, 2],
      [0, 1],
      [-5, 1],
      [undefined, 1],
    ])('floors quantity %s to %s (at least 1)', async (quantity, expected) => {
      const c = await buyer();
      const res = await c.post(paths.cart.addItem, {
        itemId: item.id,
        ...(quantity === undefined ? {} : { quantity }),
      });
      expect(res.status).toBe(200);
      expect(cartOf(res.body).cartDetail[0]?.quantity).toBe(expected);
    });

    it('adds a variant child, but refuses its matrix parent with a clear message', async () => {
      const c = await buyer();
      const parent = await c.post(paths.cart.addItem, { itemId: ids.parent });
      expect(parent.status).toBe(422);
      expect(parent.body).toMatchObject({ code: CART_ERROR_CODES.variantRequired });
      expect((parent.body as { message: string }).message).toMatch(/choose a variant/);
      const variant = await c.post(paths.cart.addItem, { itemId: ids.variant });
      expect(variant.status).toBe(200);
      expect(cartOf(variant.body).cartDetail[0]).toMatchObject({
        itemId: ids.variant,
        unit: ids.variantUnit,
      });
      expect(variant.body).toMatchObject({ cartDetail: [{ matrixDetails: { Size: 'Medium' } }] });
    });

    it.each<[string, () => number, number, string]>([
      ['inactive', () => ids.inactive, 422, CART_ERROR_CODES.itemInactive],
      ['restricted', () => ids.restricted, 422, CART_ERROR_CODES.itemRestricted],
      ['not sellable (Schedule II)', () => ids.scheduleII, 422, CART_ERROR_CODES.notSellable],
      ['unknown', () => 987_654_321, 404, CART_ERROR_CODES.notFound],
    ])('refuses an %s item and writes nothing', async (_label, itemId, status, code) => {
      const c = await buyer();
      const res = await c.post(paths.cart.addItem, { itemId: itemId(), quantity: 2 });
      expect(res.status).toBe(status);
      expect(res.body).toMatchObject({ code, message: expect.any(String) });
      const cart = cartOf((await c.get(paths.cart.getCart)).body);
      expect(cart.id).toBeNull();
      expect(cart.cartDetail).toEqual([]);
    });

    it('refuses an Rx item to an account without that licence, and sells it to one with it', async () => {
      const unlicensed = await buyer(unlicensedAccountId);
      const res = await unlicensed.post(paths.cart.addItem, { itemId: ids.rx });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({
        code: CART_ERROR_CODES.licenseRequired,
        message: LICENSE_REQUIRED_MESSAGE,
      });
      expect(cartOf((await unlicensed.get(paths.cart.getCart)).body).cartDetail).toEqual([]);

      const licensed = await buyer();
      expect((await licensed.post(paths.cart.addItem, { itemId: ids.rx })).status).toBe(200);
    });

    it("refuses a unit that is not the item's with 400 INVALID_UNIT", async () => {
      const c = await buyer();
      const res = await c.post(paths.cart.addItem, { itemId: item.id, unit: foreignUnit });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: CART_ERROR_CODES.invalidUnit, message: expect.any(String) });
      expect(cartOf((await c.get(paths.cart.getCart)).body).cartDetail).toEqual([]);
    });

    it('keeps a line whose item became inactive, flagged and out of the totals', async () => {
      const doomed = await createItem(t.db, { prices: PRICES, units: UNITS });
      const c = await buyer();
      await c.post(paths.cart.addItem, { itemId: item.id, quantity: 1 });
      await c.post(paths.cart.addItem, { itemId: doomed.item.id, quantity: 1 });
      await t.db.update(items).set({ inactive: true }).where(eq(items.id, doomed.item.id));
      const cart = cartOf((await c.get(paths.cart.getCart)).body);
      expect(cart.cartDetail.map((l) => [l.itemId, l.isAddableToCart])).toEqual([
        [item.id, true],
        [doomed.item.id, false],
      ]);
      expect(cart.subtotal).toBe(12);
      expect(cart.totalItems).toBe(2);
    });
  });

  describe('bad payloads', () => {
    it.each([
      ['no body', paths.cart.addItem, undefined],
      ['no itemId', paths.cart.addItem, { quantity: 1 }],
      ['a text itemId', paths.cart.addItem, { itemId: 'gloves' }],
      ['a negative itemId', paths.cart.addItem, { itemId: -3 }],
      ['a text quantity', paths.cart.addItem, { itemId: 1, quantity: 'many' }],
      ['a huge quantity', paths.cart.addItem, { itemId: 1, quantity: 5_000_000 }],
      ['an edit without unit', paths.cart.editItem, { detailId: 1, quantity: 2 }],
      ['a removal without detailId', paths.cart.removeItem, {}],
      ['saveForLater without item', paths.cart.saveForLater, { id: 1 }],
      ['a move without quantity', paths.cart.moveItemToCart, { id: 1, itemId: 1, unit: 1 }],
      ['a list id as text', paths.cart.addItemList, { itemListId: 'x' }],
      ['a negative fee total', paths.cart.getConvenienceFee, { total: -1 }],
      ['tax without itemIds', paths.cart.getTaxRate, { addressId: 1 }],
      ['allocation of text', paths.allocation.getItemAllocation, { itemId: 'x' }],
    ])('answers 400 with a message for %s', async (_label, url, body) => {
      const c = await buyer();
      const res = await c.post(url, body);
      expect(res.status).toBe(400);
      expect((res.body as { message: string }).message).toMatch(/\S/);
    });

    it('names the quantity problem', async () => {
      const c = await buyer();
      const res = await c.post(paths.cart.addItem, { itemId: item.id, quantity: 'many' });
      expect((res.body as { message: string }).message).toContain('quantity must be a number');
    });

    it('answers 400 for a body that is not JSON', async () => {
      const c = await buyer();
      const res = await t.app.inject({
        method: 'POST',
        url: paths.cart.addItem,
        headers: { ...c.headers, 'content-type': 'application/json' },
        payload: '{"itemId": ',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('The request body is not valid JSON.');
    });
  });

  describe('editing and removing', () => {
    it('changes quantity and reprices when the unit changes (line total follows conversion)', async () => {
      const c = await buyer();
      const added = cartOf((await c.post(paths.cart.addItem, { itemId: item.id, quantity: 2 })).body);
      const line = added.cartDetail[0]!;
      expect(line.lineTotal).toBe(24);
      const res = await c.post(paths.cart.editItem, { detailId: line.id, quantity: 3, unit: item.caseUnit });
      expect(res.status).toBe(200);
      const cart = cartOf(res.body);
      expect(cart.cartDetail).toHaveLength(1);
      expect(cart.cartDetail[0]).toMatchObject({
        id: line.id,
        unit: item.caseUnit,
        quantity: 3,
        price: 12,
        lineTotal: 360,
      });
      expect(cart.subtotal).toBe(360);
      expect(cart.addToCartAdjustment).toBe(false);
    });

    it('floors an edited quantity and lifts it to at least 1', async () => {
      const c = await buyer();
      const line = cartOf((await c.post(paths.cart.addItem, { itemId: item.id, quantity: 4 })).body)
        .cartDetail[0]!;
      const floored = await c.post(paths.cart.editItem, { detailId: line.id, quantity: 6.9, unit: item.box });
      expect(cartOf(floored.body).cartDetail[0]?.quantity).toBe(6);
      const lifted = await c.post(paths.cart.editItem, { detailId: line.id, quantity: -2, unit: item.box });
      expect(cartOf(lifted.body).cartDetail[0]?.quantity).toBe(1);
    });

    it('merges into the line that already holds the new unit', async () => {
      const c = await buyer();
      await c.post(paths.cart.addItem, { itemId: item.id, unit: item.box, quantity: 4 });
      const both = cartOf(
        (await c.post(paths.cart.addItem, { itemId: item.id, unit: item.caseUnit, quantity: 1 })).body,
      );
      const boxLine = both.cartDetail.find((l) => l.unit === item.box)!;
      const caseLine = both.cartDetail.find((l) => l.unit === item.caseUnit)!;
      const res = await c.post(paths.cart.editItem, {
        detailId: boxLine.id,
        quantity: 2,
        unit: item.caseUnit,
      });
      const cart = cartOf(res.body);
      expect(cart.cartDetail.map((l) => [l.id, l.unit, l.quantity])).toEqual([
        [caseLine.id, item.caseUnit, 3],
      ]);
    });

    it('refuses a unit of another item on edit and leaves the line', async () => {
      const c = await buyer();
      const line = cartOf((await c.post(paths.cart.addItem, { itemId: item.id, quantity: 2 })).body)
        .cartDetail[0]!;
      const res = await c.post(paths.cart.editItem, { detailId: line.id, quantity: 5, unit: foreignUnit });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: CART_ERROR_CODES.invalidUnit });
      expect(cartOf((await c.get(paths.cart.getCart)).body).cartDetail[0]).toMatchObject({
        quantity: 2,
        unit: item.box,
      });
    });

    it('removes a line', async () => {
      const c = await buyer();
      await c.post(paths.cart.addItem, { itemId: item.id });
      const line = cartOf((await c.post(paths.cart.addItem, { itemId: second.id })).body).cartDetail[1]!;
      const res = await c.post(paths.cart.removeItem, { detailId: line.id });
      expect(res.status).toBe(200);
      expect(cartOf(res.body).cartDetail.map((l) => l.itemId)).toEqual([item.id]);
    });

    it('empties the cart by GET or POST, keeping saved items', async () => {
      const c = await buyer();
      await c.post(paths.cart.addItem, { itemId: item.id });
      const toSave = cartOf((await c.post(paths.cart.addItem, { itemId: second.id })).body).cartDetail[1]!;
      await c.post(paths.cart.saveForLater, { item: { id: toSave.id } });
      const viaGet = await c.get(paths.cart.emptyCart);
      expect(viaGet.status).toBe(200);
      expect(cartOf(viaGet.body).cartDetail).toEqual([]);
      expect(cartOf(viaGet.body).saveForLater.map((s) => s.itemId)).toEqual([second.id]);
      await c.post(paths.cart.addItem, { itemId: item.id });
      const viaPost = await c.post(paths.cart.emptyCart);
      expect(viaPost.status).toBe(200);
      expect(cartOf(viaPost.body)).toMatchObject({ cartDetail: [], totalItems: 0, subtotal: 0 });
    });
  });

  describe('save for later', () => {
    it('moves a line to save-for-later and merges with an entry of the same item and unit', async () => {
      const c = await buyer();
      const first = cartOf((await c.post(paths.cart.addItem, { itemId: item.id, quantity: 2 })).body)
        .cartDetail[0]!;
      const moved = await c.post(paths.cart.saveForLater, { item: { id: first.id } });
      expect(moved.status).toBe(200);
      expect(cartOf(moved.body).cartDetail).toEqual([]);
      expect(cartOf(moved.body).saveForLater).toMatchObject([
        { itemId: item.id, unit: item.box, quantity: 2, price: 12, lineTotal: 24 },
      ]);

      const again = cartOf((await c.post(paths.cart.addItem, { itemId: item.id, quantity: 3 })).body)
        .cartDetail[0]!;
      await c.post(paths.cart.saveForLater, { item: { id: again.id } });
      const saved = await c.get(paths.cart.getSaveForLater);
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject([{ itemId: item.id, unit: item.box, quantity: 5 }]);
    });

    it('moves a saved entry back under the add rules, in the unit and quantity asked', async () => {
      const c = await buyer();
      await c.post(paths.cart.addItem, { itemId: item.id, quantity: 1 });
      const line = cartOf((await c.get(paths.cart.getCart)).body).cartDetail[0]!;
      const saved = cartOf((await c.post(paths.cart.saveForLater, { item: { id: line.id } })).body)
        .saveForLater[0]!;
      await c.post(paths.cart.addItem, { itemId: item.id, unit: item.caseUnit, quantity: 1 });

      const res = await c.post(paths.cart.moveItemToCart, {
        id: saved.id,
        itemId: item.id,
        unit: item.caseUnit,
        quantity: 2.5,
      });
      expect(res.status).toBe(200);
      const cart = cartOf(res.body);
      expect(cart.saveForLater).toEqual([]);
      // Merged with the case line already there: 1 + floor(2.5).
      expect(cart.cartDetail.map((l) => [l.unit, l.quantity])).toEqual([[item.caseUnit, 3]]);
      expect(cart.addToCartAdjustment).toBe(false);
    });

    it('keeps the saved entry when the move is refused', async () => {
      const lapsing = await createItem(t.db, { prices: PRICES, units: UNITS });
      const c = await buyer();
      const line = cartOf((await c.post(paths.cart.addItem, { itemId: lapsing.item.id })).body)
        .cartDetail[0]!;
      const saved = cartOf((await c.post(paths.cart.saveForLater, { item: { id: line.id } })).body)
        .saveForLater[0]!;
      await t.db.update(items).set({ restricted: true }).where(eq(items.id, lapsing.item.id));
      const res = await c.post(paths.cart.moveItemToCart, {
        id: saved.id,
        itemId: lapsing.item.id,
        unit: lapsing.units[0]!.id,
        quantity: 1,
      });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ code: CART_ERROR_CODES.itemRestricted });
      const cart = cartOf((await c.get(paths.cart.getCart)).body);
      expect(cart.cartDetail).toEqual([]);
      expect(cart.saveForLater.map((s) => [s.id, s.isAddableToCart])).toEqual([[saved.id, false]]);
    });

    it('refuses a move naming another item than the saved one', async () => {
      const c = await buyer();
      const line = cartOf((await c.post(paths.cart.addItem, { itemId: item.id })).body).cartDetail[0]!;
      const saved = cartOf((await c.post(paths.cart.saveForLater, { item: { id: line.id } })).body)
        .saveForLater[0]!;
      const res = await c.post(paths.cart.moveItemToCart, {
        id: saved.id,
        itemId: second.id,
        unit: second.box,
        quantity: 1,
      });
      expect(res.status).toBe(400);
      expect(cartOf((await c.get(paths.cart.getCart)).body).saveForLater).toHaveLength(1);
    });

    it('deletes a saved entry', async () => {
      const c = await buyer();
      const line = cartOf((await c.post(paths.cart.addItem, { itemId: item.id })).body).cartDetail[0]!;
      const saved = cartOf((await c.post(paths.cart.saveForLater, { item: { id: line.id } })).body)
        .saveForLater[0]!;
      const res = await c.post(paths.cart.deleteSaveForLater, { id: saved.id });
      expect(res.status).toBe(200);
      expect(cartOf(res.body).saveForLater).toEqual([]);
    });
  });

  describe("another account's or contact's rows", () => {
    let owner: Client;
    let lineId = 0;
    let savedId = 0;

    beforeAll(async () => {
      owner = await buyer();
      await owner.post(paths.cart.addItem, { itemId: second.id, quantity: 4 });
      const line = cartOf((await owner.post(paths.cart.addItem, { itemId: item.id, quantity: 2 })).body)
        .cartDetail[1]!;
      savedId = cartOf((await owner.post(paths.cart.saveForLater, { item: { id: line.id } })).body)
        .saveForLater[0]!.id;
      lineId = cartOf((await owner.get(paths.cart.getCart)).body).cartDetail[0]!.id;
    });

    const intruders = () =>
      [
        ['a contact of another account', () => buyer(otherAccountId)],
        ['another contact of the same account', () => buyer()],
      ] as const;

    it.each(intruders())(
      '%s gets 404 for the line and saved entry, and they stay unchanged',
      async (_label, make) => {
        const intruder = await make();
        await intruder.post(paths.cart.addItem, { itemId: second.id, quantity: 1 });
        const attempts = [
          await intruder.post(paths.cart.editItem, { detailId: lineId, quantity: 9, unit: second.box }),
          await intruder.post(paths.cart.removeItem, { detailId: lineId }),
          await intruder.post(paths.cart.saveForLater, { item: { id: lineId } }),
          await intruder.post(paths.cart.deleteSaveForLater, { id: savedId }),
          await intruder.post(paths.cart.moveItemToCart, {
            id: savedId,
            itemId: item.id,
            unit: item.box,
            quantity: 1,
          }),
        ];
        for (const attempt of attempts) {
          expect(attempt.status).toBe(404);
          expect(attempt.body).toMatchObject({ code: CART_ERROR_CODES.notFound });
        }
        const ownCart = cartOf((await owner.get(paths.cart.getCart)).body);
        expect(ownCart.cartDetail.map((l) => [l.id, l.quantity])).toEqual([[lineId, 4]]);
        expect(ownCart.saveForLater.map((s) => [s.id, s.quantity])).toEqual([[savedId, 2]]);
        // The intruder's own cart did not gain the owner's rows either.
        const theirs = cartOf((await intruder.get(paths.cart.getCart)).body);
        expect(theirs.cartDetail.map((l) => l.quantity)).toEqual([1]);
        expect(theirs.saveForLater).toEqual([]);
      },
    );

    it("empties only the caller's own cart", async () => {
      const other = await buyer();
      await other.post(paths.cart.addItem, { itemId: item.id });
      await other.post(paths.cart.emptyCart);
      expect(cartOf((await owner.get(paths.cart.getCart)).body).cartDetail).toHaveLength(1);
    });
  });

  describe('notifications', () => {
    it("lists the cart's notifications and clears only the caller's", async () => {
      const c = await buyer();
      const other = await buyer();
      await c.post(paths.cart.addItem, { itemId: item.id });
      await other.post(paths.cart.addItem, { itemId: item.id });
      await addNotification(t.db, await cartIdOf(t.db, c.userId), 'Gauze 4x4 was removed: no longer sold.');
      await addNotification(t.db, await cartIdOf(t.db, other.userId), 'Something for the other contact.');
      const cart = cartOf((await c.get(paths.cart.getCart)).body);
      expect(cart.notifications.map((n) => n.message)).toEqual(['Gauze 4x4 was removed: no longer sold.']);
      expect(cart.notifications[0]).toMatchObject({
        id: expect.any(Number),
        createdAt: expect.stringMatching(/^\d{4}-/),
      });

      const cleared = await c.post(paths.cart.clearNotifications);
      expect(cleared.status).toBe(200);
      expect(cartOf(cleared.body).notifications).toEqual([]);
      expect(cartOf(cleared.body).cartDetail).toHaveLength(1);
      expect(cartOf((await other.get(paths.cart.getCart)).body).notifications).toHaveLength(1);
    });

    it('clears with an empty JSON body too', async () => {
      const c = await buyer();
      expect((await c.post(paths.cart.clearNotifications, {})).status).toBe(200);
    });
  });

  describe('item lists to the cart', () => {
    it("adds every line of the caller's own list, merging with lines already there", async () => {
      const c = await buyer();
      await c.post(paths.cart.addItem, { itemId: item.id, quantity: 1 });
      const listId = await addItemList(t.db, {
        accountId,
        contactId: c.userId,
        lines: [
          { itemId: item.id, unitId: item.box, quantity: 4 },
          { itemId: second.id, unitId: second.box, quantity: 2 },
        ],
      });
      const res = await c.post(paths.cart.addItemList, { itemListId: listId });
      expect(res.status).toBe(200);
      const body = res.body as { cart: CartBody; refused: unknown[] };
      expect(body.refused).toEqual([]);
      expect(body.cart.cartDetail.map((l) => [l.itemId, l.quantity])).toEqual([
        [item.id, 5],
        [second.id, 2],
      ]);
      expect(body.cart.addToCartAdjustment).toBe(false);
    });

    it('adds a shared list of another contact, reporting lines a rule refuses', async () => {
      const owner = await buyer();
      const c = await buyer();
      const inactive = await createItem(t.db, { prices: PRICES });
      const listId = await addItemList(t.db, {
        accountId,
        contactId: owner.userId,
        shared: true,
        lines: [
          { itemId: second.id, unitId: second.box, quantity: 3 },
          { itemId: inactive.item.id, unitId: inactive.units[0]!.id, quantity: 1 },
        ],
      });
      await t.db.update(items).set({ inactive: true }).where(eq(items.id, inactive.item.id));
      const res = await c.post(paths.cart.addItemList, { itemListId: listId });
      expect(res.status).toBe(200);
      const body = res.body as { cart: CartBody; refused: Array<{ itemId: number; reason: string }> };
      expect(body.cart.cartDetail.map((l) => [l.itemId, l.quantity])).toEqual([[second.id, 3]]);
      expect(body.refused).toEqual([
        { itemId: inactive.item.id, reason: expect.stringMatching(/unavailable/) },
      ]);
    });

    it("answers 404 for another contact's unshared list and another account's list", async () => {
      const owner = await buyer();
      const c = await buyer();
      const privateList = await addItemList(t.db, {
        accountId,
        contactId: owner.userId,
        lines: [{ itemId: item.id, unitId: item.box, quantity: 1 }],
      });
      const foreigner = await buyer(otherAccountId);
      const foreignList = await addItemList(t.db, {
        accountId: otherAccountId,
        contactId: foreigner.userId,
        shared: true,
        lines: [{ itemId: item.id, unitId: item.box, quantity: 1 }],
      });
      for (const itemListId of [privateList, foreignList, 987_654]) {
        const res = await c.post(paths.cart.addItemList, { itemListId });
        expect(res.status).toBe(404);
        expect(res.body).toMatchObject({ code: CART_ERROR_CODES.notFound });
      }
      expect(cartOf((await c.get(paths.cart.getCart)).body)).toMatchObject({ id: null, cartDetail: [] });
    });
  });
});
