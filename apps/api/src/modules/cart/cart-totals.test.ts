// Cart money through HTTP: totals, the tax estimate at the default shipping address (Rx exemption,
// tax-exempt accounts, 'error' without a rate), getTaxRate, the convenience fee and its exemption,
// no money keys at all without price visibility, a fixed number of queries per cart read, and the
// OpenAPI document.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CART_ERROR_CODES, paths } from '@medsupply/contract';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { createAccount, createItem, keyPaths } from '../../../test/factories.ts';
import { addAddress, addItemList, addTaxRate, newClient, setAccountFlags } from './cart.fixtures.ts';

const PRICES = { 'List Price': 1500, 'Base Price': 1200, 'Tier 7': 1000 };
const UNITS: Array<[string, number]> = [
  ['Box', 1],
  ['Case of 10 Boxes', 10],
];
const MONEY_KEYS = [
  'price',
  'lineTotal',
  'subtotal',
  'shipping',
  'tax',
  'taxRate',
  'total',
  'convenienceFee',
];

/** Every money key anywhere in a response. */
const moneyKeys = (body: unknown) => MONEY_KEYS.flatMap((key) => keyPaths(body, key));

describe('cart totals, tax and fee', () => {
  let t: TestContext;
  const item = { id: 0, box: 0, caseUnit: 0 };
  let rxItemId = 0;
  let listOnlyItemId = 0;
  let unpricedItemId = 0;

  beforeAll(async () => {
    t = await createTestContext();
    // Test-only states: a rate that taxes shipping and exempts Rx items, one that taxes Rx, and
    // 'QQ' without a rate row.
    await addTaxRate(t.db, { state: 'T1', ratePercent: 6.25, shippingTaxable: true, exemptRxItems: true });
    await addTaxRate(t.db, { state: 'T2', ratePercent: 10, exemptRxItems: false });
    const made = await createItem(t.db, { prices: PRICES, units: UNITS });
    Object.assign(item, { id: made.item.id, box: made.units[0]!.id, caseUnit: made.units[1]!.id });
    rxItemId = (await createItem(t.db, { rxLevel: 1, prices: { 'List Price': 2500, 'Base Price': 2000 } }))
      .item.id;
    listOnlyItemId = (await createItem(t.db, { prices: { 'List Price': 999 } })).item.id;
    unpricedItemId = (await createItem(t.db, { prices: {} })).item.id;
  });

  afterAll(async () => {
    await t.close();
  });

  /** A contact of a new account (Rx level 1 licensed) whose default shipping address is in `state`. */
  const shopperIn = async (state: string | null, options: { priceLevel?: string } = {}) => {
    const accountId = (await createAccount(t.db, { rxLevels: [1], ...options })).id;
    if (state) await addAddress(t.db, accountId, { state, defaultShipping: true });
    return newClient(t, accountId);
  };

  describe('cart totals', () => {
    it('sums lines at the account level, ships free and taxes non-Rx lines where Rx is exempt', async () => {
      const c = await shopperIn('T1');
      await c.post(paths.cart.addItem, { itemId: item.id, unit: item.caseUnit, quantity: 1 }); // 120.00
      const res = await c.post(paths.cart.addItem, { itemId: rxItemId, quantity: 2 }); // 40.00, untaxed
      expect(res.body).toMatchObject({
        subtotal: 160,
        shipping: 0,
        taxRate: 6.25,
        tax: 7.5, // 6.25 % × 120.00
        total: 160,
        convenienceFee: 0,
      });
    });

    it('taxes Rx lines where the state does not exempt them, rounding half away from zero', async () => {
      const c = await shopperIn('T2');
      await c.post(paths.cart.addItem, { itemId: rxItemId, quantity: 1 }); // 20.00
      const res = await c.post(paths.cart.addItem, { itemId: listOnlyItemId, quantity: 5 }); // 49.95
      // 10 % × 69.95 = 6.995 → 7.00
      expect(res.body).toMatchObject({ subtotal: 69.95, taxRate: 10, tax: 7, total: 69.95 });
    });

    it("prices at the account's own level, else at list price, and leaves an unpriced item out", async () => {
      const c = await shopperIn('T2', { priceLevel: 'Tier 7' });
      await c.post(paths.cart.addItem, { itemId: item.id, quantity: 1 });
      await c.post(paths.cart.addItem, { itemId: listOnlyItemId, quantity: 1 });
      const res = await c.post(paths.cart.addItem, { itemId: unpricedItemId, quantity: 1 });
      expect(res.status).toBe(200);
      const body = res.body as { cartDetail: Array<Record<string, unknown>>; subtotal: number };
      expect(body.cartDetail.map((l) => [l['price'], l['lineTotal'], l['isAddableToCart']])).toEqual([
        [10, 10, true],
        [9.99, 9.99, true],
        [null, null, false],
      ]);
      expect(body.subtotal).toBe(19.99);
    });

    it('estimates no tax for a tax-exempt account or one without a default shipping address', async () => {
      const exempt = await shopperIn('T1');
      await setAccountFlags(t.db, exempt.accountId, { taxExempt: true });
      const a = await exempt.post(paths.cart.addItem, { itemId: item.id, quantity: 1 });
      expect(a.body).toMatchObject({ subtotal: 12, tax: 0, taxRate: 0 });

      const homeless = await shopperIn(null);
      const b = await homeless.post(paths.cart.addItem, { itemId: item.id, quantity: 1 });
      expect(b.body).toMatchObject({ subtotal: 12, tax: 0, taxRate: 0 });
    });

    it("answers tax 'error' when the address's state has no rate, keeping the other totals", async () => {
      const c = await shopperIn('QQ');
      const res = await c.post(paths.cart.addItem, { itemId: item.id, quantity: 2 });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ subtotal: 24, tax: 'error', total: 24 });
      expect(keyPaths(res.body, 'taxRate')).toEqual([]);
    });
  });

  describe('without price visibility', () => {
    it('answers no money key anywhere: cart, add, edit, saved items, list add', async () => {
      const accountId = (await createAccount(t.db, { rxLevels: [1] })).id;
      await addAddress(t.db, accountId, { state: 'T1', defaultShipping: true });
      const c = await newClient(t, accountId, { isPriceVisible: false });
      const added = await c.post(paths.cart.addItem, { itemId: item.id, quantity: 2 });
      expect(added.status).toBe(200);
      const cart = added.body as { cartDetail: Array<{ id: number; quantity: number }> };
      expect(cart.cartDetail[0]?.quantity).toBe(2);
      const edited = await c.post(paths.cart.editItem, {
        detailId: cart.cartDetail[0]!.id,
        quantity: 3,
        unit: item.caseUnit,
      });
      await c.post(paths.cart.addItem, { itemId: rxItemId });
      const rxLine = (await c.get(paths.cart.getCart)).body as { cartDetail: Array<{ id: number }> };
      const saved = await c.post(paths.cart.saveForLater, { item: { id: rxLine.cartDetail[1]!.id } });
      const listId = await addItemList(t.db, {
        accountId,
        contactId: c.userId,
        lines: [{ itemId: listOnlyItemId, unitId: await unitOf(listOnlyItemId), quantity: 1 }],
      });
      const listed = await c.post(paths.cart.addItemList, { itemListId: listId });
      const responses = [
        added.body,
        edited.body,
        saved.body,
        listed.body,
        (await c.get(paths.cart.getCart)).body,
        (await c.get(paths.cart.getSaveForLater)).body,
      ];
      for (const body of responses) expect(moneyKeys(body)).toEqual([]);
      // Quantities, units and names are still there.
      expect((listed.body as { cart: { cartDetail: unknown[] } }).cart.cartDetail).toHaveLength(2);
      expect(saved.body).toMatchObject({ saveForLater: [{ itemId: rxItemId, quantity: 1 }] });
    });

    it('shows the same money keys to a colleague who may see prices', async () => {
      const c = await shopperIn('T1');
      await c.post(paths.cart.addItem, { itemId: item.id });
      const body = (await c.get(paths.cart.getCart)).body;
      expect(moneyKeys(body).sort()).toEqual(
        [
          'cartDetail.0.lineTotal',
          'cartDetail.0.price',
          'convenienceFee',
          'shipping',
          'subtotal',
          'tax',
          'taxRate',
          'total',
        ].sort(),
      );
    });
  });

  const unitOf = async (itemId: number) => {
    const c = await shopperIn(null);
    const res = await c.post(paths.cart.addItem, { itemId });
    return (res.body as { cartDetail: Array<{ unit: number }> }).cartDetail[0]!.unit;
  };

  describe('getTaxRate', () => {
    it("answers the rate at one of the account's addresses and which items are taxable there", async () => {
      const c = await shopperIn(null);
      const addressId = await addAddress(t.db, c.accountId, { state: 'T1' });
      const res = await c.post(paths.cart.getTaxRate, { addressId, itemIds: [item.id, rxItemId, item.id] });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        taxRate: 6.25,
        items: [
          { itemId: item.id, taxable: true },
          { itemId: rxItemId, taxable: false },
        ],
        shippingTaxable: true,
      });
      const t2 = await addAddress(t.db, c.accountId, { state: 'T2' });
      expect((await c.post(paths.cart.getTaxRate, { addressId: t2, itemIds: [rxItemId] })).body).toEqual({
        taxRate: 10,
        items: [{ itemId: rxItemId, taxable: true }],
        shippingTaxable: false,
      });
    });

    it('answers rate 0 and nothing taxable for a tax-exempt account', async () => {
      const c = await shopperIn(null);
      await setAccountFlags(t.db, c.accountId, { taxExempt: true });
      const addressId = await addAddress(t.db, c.accountId, { state: 'T1' });
      const res = await c.post(paths.cart.getTaxRate, { addressId, itemIds: [item.id] });
      expect(res.body).toEqual({
        taxRate: 0,
        items: [{ itemId: item.id, taxable: false }],
        shippingTaxable: false,
      });
    });

    it("answers 404 for another account's address or an unknown item, 422 for a state without a rate", async () => {
      const c = await shopperIn(null);
      const stranger = await shopperIn(null);
      const foreign = await addAddress(t.db, stranger.accountId, { state: 'T1' });
      const notMine = await c.post(paths.cart.getTaxRate, { addressId: foreign, itemIds: [item.id] });
      expect(notMine.status).toBe(404);
      expect(notMine.body).toMatchObject({ code: CART_ERROR_CODES.notFound, message: 'Address not found' });

      const own = await addAddress(t.db, c.accountId, { state: 'T1' });
      const unknown = await c.post(paths.cart.getTaxRate, { addressId: own, itemIds: [987_654_321] });
      expect(unknown.status).toBe(404);

      const noRate = await addAddress(t.db, c.accountId, { state: 'QQ' });
      const failed = await c.post(paths.cart.getTaxRate, { addressId: noRate, itemIds: [item.id] });
      expect(failed.status).toBe(422);
      expect(failed.body).toMatchObject({ code: CART_ERROR_CODES.taxRateUnavailable });
    });
  });

  describe('convenience fee', () => {
    it('charges the configured rate on the total, rounded to cents, unless the account is exempt', async () => {
      const c = await shopperIn(null);
      expect((await c.get(paths.cart.getConvenienceFeeRate)).body).toEqual({ convenienceFeeRate: 3 });
      expect((await c.get(paths.cart.getConvFeeExempt)).body).toEqual({ convFeeExempt: false });
      expect((await c.post(paths.cart.getConvenienceFee, { total: 100 })).body).toEqual({
        convenienceFeeTotal: 3,
      });
      // 3 % × 33.35 = 1.0005 → 1.00; 3 % × 12.50 = 0.375 → 0.38
      expect((await c.post(paths.cart.getConvenienceFee, { total: 33.35 })).body).toEqual({
        convenienceFeeTotal: 1,
      });
      expect((await c.post(paths.cart.getConvenienceFee, { total: 12.5 })).body).toEqual({
        convenienceFeeTotal: 0.38,
      });

      await setAccountFlags(t.db, c.accountId, { convFeeExempt: true });
      expect((await c.get(paths.cart.getConvFeeExempt)).body).toEqual({ convFeeExempt: true });
      expect((await c.post(paths.cart.getConvenienceFee, { total: 100 })).body).toEqual({
        convenienceFeeTotal: 0,
      });
    });

    it('answers 400 with a message for a missing or negative total', async () => {
      const c = await shopperIn(null);
      for (const body of [{}, { total: -5 }, { total: 'ten' }]) {
        const res = await c.post(paths.cart.getConvenienceFee, body);
        expect(res.status).toBe(400);
        expect((res.body as { message: string }).message).toMatch(/total/);
      }
    });
  });

  it('reads a cart in one statement whatever its size (no N+1)', async () => {
    const countQueries = async (lines: number) => {
      const c = await shopperIn('T1');
      for (let i = 0; i < lines; i += 1) {
        const made = await createItem(t.db, { prices: PRICES });
        await c.post(paths.cart.addItem, { itemId: made.item.id });
      }
      // Every statement, plain or prepared, is prepared by the session first.
      const spy = vi.spyOn(t.db._.session, 'prepareQuery');
      try {
        const res = await c.get(paths.cart.getCart);
        expect((res.body as { cartDetail: unknown[] }).cartDetail).toHaveLength(lines);
        return spy.mock.calls.length;
      } finally {
        spy.mockRestore();
      }
    };
    const one = await countQueries(1);
    const twelve = await countQueries(12);
    // The caller's session, then the cart: its row, lines, saved entries, notifications and tax
    // context in one statement.
    expect(one).toBe(2);
    expect(twelve).toBe(2);
  });

  it('documents every cart call in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const documented = Object.keys(res.json().paths as Record<string, unknown>);
    for (const path of [...Object.values(paths.cart), paths.allocation.getItemAllocation]) {
      expect(documented).toContain(path);
    }
  });
});
