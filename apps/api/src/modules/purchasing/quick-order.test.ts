// Quick order through HTTP (issue 21 point 2; storefront spec §2.3, §5, §8): rows typed, pasted or
// from a CSV, each checked with the one buy rule and told its reason (unknown, inactive,
// restricted, licence, allocation cut), every valid row added to the cart in one step; suggestions
// with the account's recent items first; bad bodies 400; anonymous 401.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GetItemListResponse,
  QuickOrderAddResponse,
  QuickOrderCheckResponse,
  paths,
} from '@medsupply/contract';
import { LICENSE_REQUIRED_MESSAGE, NO_ALLOCATION_MESSAGE } from '@medsupply/domain';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import {
  createAccount,
  createCatalogItem,
  createPurchase,
  createUser,
  ensureRxLevels,
  loginAs,
} from '../../../test/factories.ts';
import { RESTRICTED_MESSAGE } from '../../core/buy-rule.ts';

type Headers = Record<string, string>;

describe('quick order', () => {
  let t: TestContext;
  let buyer: Headers;
  let noPrices: Headers;
  const items = {
    gloves: { id: 0, name: '', mpn: '', box: 0 },
    gauze: { id: 0, name: '' },
    inactive: '',
    restricted: '',
    licensed: '',
    allocated: { id: 0, name: '' },
    exhausted: '',
  };

  beforeAll(async () => {
    t = await createTestContext({ workJobs: false });
    await ensureRxLevels(t.db);
    const account = await createAccount(t.db, { rxLevels: [] });
    buyer = (await loginAs(t.db, t.config, await createUser(t.db, { accountId: account.id }))).headers;
    noPrices = (
      await loginAs(t.db, t.config, await createUser(t.db, { accountId: account.id, isPriceVisible: false }))
    ).headers;
    const prices = { 'List Price': 1500, 'Base Price': 1200 };
    const gloves = await createCatalogItem(t.db, {
      displayName: 'Quokka Nitrile Gloves',
      mpn: 'QK-NIT-100',
      units: [
        ['Each', 1],
        ['Box', 100],
      ],
      prices,
    });
    items.gloves = {
      id: gloves.item.id,
      name: gloves.item.itemName,
      mpn: 'QK-NIT-100',
      box: gloves.units[1]!.id,
    };
    const gauze = await createCatalogItem(t.db, { displayName: 'Quokka Gauze', prices });
    items.gauze = { id: gauze.item.id, name: gauze.item.itemName };
    items.inactive = (
      await createCatalogItem(t.db, { displayName: 'Old Quokka Mask', inactive: true, prices })
    ).item.itemName;
    items.restricted = (
      await createCatalogItem(t.db, { displayName: 'Quokka Scalpel', restricted: true, prices })
    ).item.itemName;
    items.licensed = (
      await createCatalogItem(t.db, { displayName: 'Quokka Lidocaine', rxLevel: 1, prices })
    ).item.itemName;
    const allocated = await createCatalogItem(t.db, {
      displayName: 'Quokka Test Kit',
      allocationPeriod: 'month',
      allocationDefaultMax: 5,
      prices,
    });
    items.allocated = { id: allocated.item.id, name: allocated.item.itemName };
    items.exhausted = (
      await createCatalogItem(t.db, {
        displayName: 'Quokka Swab',
        allocationPeriod: 'month',
        allocationDefaultMax: 0,
        prices,
      })
    ).item.itemName;
    await createPurchase(t.db, { accountId: account.id, itemId: gauze.item.id, unitId: gauze.units[0]!.id });
  });
  afterAll(async () => t.close());

  const post = (url: string, payload: unknown, headers: Headers = buyer) =>
    t.app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });

  it('tells each pasted line what the buy rule says, without touching the cart', async () => {
    const text = [
      `${items.gloves.name},2,box`,
      `${items.gloves.mpn.toLowerCase()}\t3`,
      'NO-SUCH-THING,1',
      `${items.inactive},1`,
      `${items.restricted},1`,
      `${items.licensed},1`,
      `${items.allocated.name},8`,
      `${items.exhausted},1`,
      `${items.gauze.name},1,Pallet`,
      `${items.gauze.name},two`,
    ].join('\n');
    const res = await post(paths.purchasing.quickOrderCheck, { text });
    expect(res.statusCode).toBe(200);
    const body = QuickOrderCheckResponse.parse(res.json());
    expect(body.lines.map((l) => [l.line, l.valid, l.reason, l.quantity])).toEqual([
      [1, true, null, 2],
      [2, true, null, 3],
      [3, false, 'unknown', 0],
      [4, false, 'inactive', 0],
      [5, false, 'restricted', 0],
      [6, false, 'licence', 0],
      [7, true, 'allocation-cut', 5],
      [8, false, 'no-allocation', 0],
      [9, false, 'invalid-unit', 0],
    ]);
    expect(body.lines[0]).toMatchObject({
      item: { id: items.gloves.id, unit: items.gloves.box, price: 12, lineTotal: 2400 },
    });
    expect(body.lines[1]?.item?.id).toBe(items.gloves.id);
    expect(body.lines[2]).toMatchObject({
      item: null,
      message: "No item has the item number or MPN 'NO-SUCH-THING'",
    });
    expect(body.lines[4]?.message).toBe(RESTRICTED_MESSAGE);
    expect(body.lines[5]?.message).toBe(LICENSE_REQUIRED_MESSAGE);
    expect(body.lines[6]?.message).toBe('Item quantites are limited and has been adjusted in your cart');
    expect(body.lines[7]?.message).toBe(NO_ALLOCATION_MESSAGE);
    expect(body.problems).toEqual([{ line: 10, message: "Line 10: 'two' is not a quantity" }]);
    const cart = await t.app.inject({ method: 'GET', url: paths.cart.getCart, headers: buyer });
    expect(cart.json()).toMatchObject({ cartDetail: [] });
  });

  it('adds every valid row to the cart in one step and says what happened to the others', async () => {
    const res = await post(paths.purchasing.quickOrderAddToCart, {
      rows: [
        { code: items.gloves.name, quantity: 2, unit: 'Box' },
        { code: 'NO-SUCH-THING', quantity: 1 },
        { code: items.restricted, quantity: 1 },
        { code: items.allocated.name, quantity: 8 },
        { code: items.gauze.name, quantity: 1.7 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const body = QuickOrderAddResponse.parse(res.json());
    expect(body.lines.map((l) => [l.valid, l.reason, l.quantity])).toEqual([
      [true, null, 2],
      [false, 'unknown', 0],
      [false, 'restricted', 0],
      [true, 'allocation-cut', 5],
      [true, null, 1],
    ]);
    expect(body.cart.cartDetail.map((l) => [l.itemId, l.unit, l.quantity])).toEqual([
      [items.gloves.id, items.gloves.box, 2],
      [items.allocated.id, expect.any(Number), 5],
      [items.gauze.id, expect.any(Number), 1],
    ]);
    expect(body.cart.addToCartAdjustment).toBe(true);
    // The allocation is used up now: the next add of the kit is refused, the cart unchanged.
    const again = QuickOrderAddResponse.parse(
      (
        await post(paths.purchasing.quickOrderAddToCart, {
          rows: [{ code: items.allocated.name, quantity: 1 }],
        })
      ).json(),
    );
    expect(again.lines[0]).toMatchObject({ valid: false, reason: 'no-allocation', quantity: 0 });
    expect(again.cart.cartDetail).toHaveLength(3);
  });

  it('leaves money out for a buyer without price visibility', async () => {
    const res = await post(
      paths.purchasing.quickOrderCheck,
      { rows: [{ code: items.gloves.name, quantity: 1 }] },
      noPrices,
    );
    const line = QuickOrderCheckResponse.parse(res.json()).lines[0];
    expect(line?.valid).toBe(true);
    expect(line?.item).not.toHaveProperty('price');
    expect(line?.item).not.toHaveProperty('lineTotal');
  });

  it('suggests matches for a row, the items the account ordered lately first', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${paths.transactions.quickOrderProducts}?search=Quokka`,
      headers: buyer,
    });
    expect(res.statusCode).toBe(200);
    const hits = GetItemListResponse.parse(res.json());
    expect(hits[0]?.id).toBe(items.gauze.id);
    expect(hits.map((h) => h.id)).toContain(items.gloves.id);
    const short = await t.app.inject({
      method: 'GET',
      url: `${paths.transactions.quickOrderProducts}?search=Qu`,
      headers: buyer,
    });
    expect(short.json()).toEqual([]);
  });

  it('refuses bad bodies with 400 and anonymous callers with 401', async () => {
    for (const body of [
      {},
      { rows: [], text: 'A,1' },
      { rows: [{ code: '', quantity: 1 }] },
      { rows: [{ code: 'A', quantity: 'x' }] },
      { rows: Array.from({ length: 501 }, () => ({ code: 'A', quantity: 1 })) },
      { text: 5 },
    ]) {
      expect((await post(paths.purchasing.quickOrderCheck, body)).statusCode).toBe(400);
    }
    const tooMany = await post(paths.purchasing.quickOrderCheck, {
      text: Array.from({ length: 501 }, (_, i) => `I-${i},1`).join('\n'),
    });
    expect(QuickOrderCheckResponse.parse(tooMany.json()).problems).toEqual([
      { line: 0, message: 'At most 500 lines can be ordered at once' },
    ]);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: paths.purchasing.quickOrderCheck,
      payload: { text: 'A' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
