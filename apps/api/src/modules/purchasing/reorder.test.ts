// Easy reorder, open items and adding several lines at once, through HTTP (issue 21 points 1 and 4;
// service spec §9: windows 15/30/60/90 (default)/180 days, Order History (default) or Estimates,
// 100 a page): one row per item and unit with the last date and quantity; one, several or all of
// them into the cart with the buy rule's reasons; ordered lines not yet fulfilled with backorders'
// expected dates; only the caller's account; bad queries 400; anonymous 401.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddItemsResponse, OpenItemsResponse, EasyReorderResponse, paths } from '@medsupply/contract';
import { estimateLines, estimates, items, salesOrders } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import {
  createAccount,
  createCatalogItem,
  createPurchase,
  createUser,
  loginAs,
} from '../../../test/factories.ts';

type Headers = Record<string, string>;
const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);

describe('easy reorder and open items', () => {
  let t: TestContext;
  let buyer: Headers;
  let outsider: Headers;
  const ids = {
    gloves: 0,
    glovesEach: 0,
    glovesBox: 0,
    gauze: 0,
    gauzeEach: 0,
    mask: 0,
    maskEach: 0,
    old: 0,
    oldEach: 0,
  };
  let accountId = 0;

  beforeAll(async () => {
    t = await createTestContext({ workJobs: false });
    const account = await createAccount(t.db);
    accountId = account.id;
    const other = await createAccount(t.db);
    buyer = (await loginAs(t.db, t.config, await createUser(t.db, { accountId }))).headers;
    outsider = (await loginAs(t.db, t.config, await createUser(t.db, { accountId: other.id }))).headers;
    const prices = { 'List Price': 1500, 'Base Price': 1000 };
    const gloves = await createCatalogItem(t.db, {
      displayName: 'Reorder Gloves',
      units: [
        ['Each', 1],
        ['Box', 10],
      ],
      prices,
    });
    Object.assign(ids, {
      gloves: gloves.item.id,
      glovesEach: gloves.units[0]!.id,
      glovesBox: gloves.units[1]!.id,
    });
    const gauze = await createCatalogItem(t.db, { displayName: 'Reorder Gauze', prices });
    Object.assign(ids, { gauze: gauze.item.id, gauzeEach: gauze.units[0]!.id });
    const mask = await createCatalogItem(t.db, { displayName: 'Reorder Mask', restricted: true, prices });
    Object.assign(ids, { mask: mask.item.id, maskEach: mask.units[0]!.id });
    const old = await createCatalogItem(t.db, { displayName: 'Reorder Old Stock', prices });
    Object.assign(ids, { old: old.item.id, oldEach: old.units[0]!.id });

    const buy = (itemId: number, unitId: number, quantity: number, ago: number, extra = {}) =>
      createPurchase(t.db, { accountId, itemId, unitId, quantity, orderDate: daysAgo(ago), ...extra });
    await buy(ids.gloves, ids.glovesBox, 3, 80);
    await buy(ids.gloves, ids.glovesBox, 4, 20); // the latest of gloves by the box
    await buy(ids.gloves, ids.glovesEach, 7, 10);
    await buy(ids.gauze, ids.gauzeEach, 2, 40);
    await buy(ids.mask, ids.maskEach, 1, 5);
    await buy(ids.old, ids.oldEach, 9, 120); // only within 180 days
    await buy(ids.gauze, ids.gauzeEach, 50, 3, { status: 'Cancelled' }); // does not count
    // Open items: part fulfilled, part backordered with an expected restock date.
    await t.db.update(items).set({ restockExpectedOn: '2030-01-15' }).where(eq(items.id, ids.gauze));
    await buy(ids.gauze, ids.gauzeEach, 10, 2, {
      status: 'Partially Fulfilled',
      quantityFulfilled: 4,
      quantityBackordered: 6,
      unitPriceCents: 250,
    });
    // Another account's purchases show nowhere here.
    await createPurchase(t.db, {
      accountId: other.id,
      itemId: ids.gauze,
      unitId: ids.gauzeEach,
      quantity: 77,
    });
    // An estimate of the account, 12 days ago, for the Estimates source.
    const [estimate] = await t.db
      .insert(estimates)
      .values({
        tranId: `EST-R${accountId}`,
        kind: 'estimate',
        accountId,
        status: 'Open',
        tranDate: daysAgo(12),
        subtotalCents: 1000,
        totalCents: 1000,
      })
      .returning();
    await t.db.insert(estimateLines).values({
      estimateId: estimate!.id,
      itemId: ids.gauze,
      unitId: ids.gauzeEach,
      quantity: 5,
      unitPriceCents: 200,
      amountCents: 1000,
    });
  });
  afterAll(async () => t.close());

  const get = (url: string, headers: Headers = buyer) => t.app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: unknown, headers: Headers = buyer) =>
    t.app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });

  const rowsOf = (page: EasyReorderResponse) =>
    page.results.map((r) => [r.itemId, r.unit, r.lastOrderedQuantity, r.timesOrdered]);

  it('lists what the account bought in the last 90 days by item and unit, latest first, 100 a page', async () => {
    const res = await get(paths.purchasing.reorderPaginate);
    expect(res.statusCode).toBe(200);
    const page = EasyReorderResponse.parse(res.json());
    expect(page).toMatchObject({ limit: 100, page: 1, pages: 1, total: 4 });
    expect(rowsOf(page)).toEqual([
      [ids.gauze, ids.gauzeEach, 10, 2],
      [ids.mask, ids.maskEach, 1, 1],
      [ids.gloves, ids.glovesEach, 7, 1],
      [ids.gloves, ids.glovesBox, 4, 2],
    ]);
    const box = page.results[3];
    expect(box).toMatchObject({ displayName: 'Reorder Gloves', price: 10, quantity: 4, lineTotal: 400 });
    expect(new Date(box!.lastOrderedDate).getTime()).toBeCloseTo(daysAgo(20).getTime(), -5);
    // The restricted mask is listed (it was bought) but cannot be added now.
    expect(page.results[1]?.isAddableToCart).toBe(false);
  });

  it('narrows or widens the window, pages, and reads estimates as the other source', async () => {
    const last15 = EasyReorderResponse.parse(
      (await get(`${paths.purchasing.reorderPaginate}?days=15`)).json(),
    );
    expect(rowsOf(last15).map((r) => r[0])).toEqual([ids.gauze, ids.mask, ids.gloves]);
    const last180 = EasyReorderResponse.parse(
      (await get(`${paths.purchasing.reorderPaginate}?days=180`)).json(),
    );
    expect(last180.total).toBe(5);
    expect(rowsOf(last180).at(-1)).toEqual([ids.old, ids.oldEach, 9, 1]);
    const second = EasyReorderResponse.parse(
      (await get(`${paths.purchasing.reorderPaginate}?days=180&limit=2&page=2`)).json(),
    );
    expect(second).toMatchObject({ limit: 2, page: 2, pages: 3, total: 5 });
    expect(rowsOf(second).map((r) => r[0])).toEqual([ids.gloves, ids.gloves]);
    const fromEstimates = EasyReorderResponse.parse(
      (await get(`${paths.purchasing.reorderPaginate}?source=Estimates`)).json(),
    );
    expect(rowsOf(fromEstimates)).toEqual([[ids.gauze, ids.gauzeEach, 5, 1]]);
    expect(fromEstimates.results[0]?.lastTranId).toBe(`EST-R${accountId}`);
  });

  it("shows nothing of another account's purchases", async () => {
    const theirs = EasyReorderResponse.parse((await get(paths.purchasing.reorderPaginate, outsider)).json());
    expect(rowsOf(theirs)).toEqual([[ids.gauze, ids.gauzeEach, 77, 1]]);
  });

  it('refuses windows and sources outside the spec (400) and anonymous callers (401)', async () => {
    for (const query of ['days=7', 'days=abc', 'source=Invoices', 'limit=101', 'page=0']) {
      expect((await get(`${paths.purchasing.reorderPaginate}?${query}`)).statusCode).toBe(400);
    }
    expect((await t.app.inject({ method: 'GET', url: paths.purchasing.reorderPaginate })).statusCode).toBe(
      401,
    );
  });

  it('adds one or several lines with their units, telling why a line was not added', async () => {
    await post(paths.cart.emptyCart, {});
    const res = await post(paths.purchasing.addItems, {
      lines: [
        { itemId: ids.gloves, unit: ids.glovesBox, quantity: 4 },
        { itemId: ids.mask, unit: ids.maskEach, quantity: 1 },
        { itemId: ids.gauze, unit: ids.glovesBox, quantity: 1 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const body = AddItemsResponse.parse(res.json());
    expect(body.cart.cartDetail.map((l) => [l.itemId, l.unit, l.quantity])).toEqual([
      [ids.gloves, ids.glovesBox, 4],
    ]);
    expect(body.notAdded.map((n) => [n.itemId, n.reason, n.quantityAdded])).toEqual([
      [ids.mask, 'restricted', 0],
      [ids.gauze, 'invalid-unit', 0],
    ]);
    for (const bad of [{ lines: [] }, { lines: [{ itemId: 0, unit: 1, quantity: 1 }] }, {}]) {
      expect((await post(paths.purchasing.addItems, bad)).statusCode).toBe(400);
    }
  });

  it('adds all lines of the window at their last quantities in one step', async () => {
    await post(paths.cart.emptyCart, {});
    const res = await post(paths.purchasing.reorderAddToCart, { days: 90 });
    expect(res.statusCode).toBe(200);
    const body = AddItemsResponse.parse(res.json());
    expect(body.cart.cartDetail.map((l) => [l.itemId, l.unit, l.quantity])).toEqual([
      [ids.gauze, ids.gauzeEach, 10],
      [ids.gloves, ids.glovesEach, 7],
      [ids.gloves, ids.glovesBox, 4],
    ]);
    expect(body.notAdded.map((n) => [n.itemId, n.reason])).toEqual([[ids.mask, 'restricted']]);
    expect((await post(paths.purchasing.reorderAddToCart, { days: 45 })).statusCode).toBe(400);
  });

  it('lists ordered lines not yet fulfilled, with the backorder’s expected date and a link to the order', async () => {
    const res = await get(paths.purchasing.openItemsPaginate);
    expect(res.statusCode).toBe(200);
    const page = OpenItemsResponse.parse(res.json());
    // Every non-cancelled purchase above is unshipped except the part-fulfilled one's 4.
    expect(page.total).toBe(7);
    const partial = page.results[0];
    const [order] = await t.db.select().from(salesOrders).where(eq(salesOrders.id, partial!.salesOrderId));
    expect(partial).toMatchObject({
      itemId: ids.gauze,
      status: 'Partially Fulfilled',
      tranId: order?.tranId,
      quantity: 10,
      quantityFulfilled: 4,
      quantityOpen: 6,
      quantityBackordered: 6,
      expectedDate: '2030-01-15',
      rate: 2.5,
      amountOpen: 15,
    });
    expect(page.results.some((r) => r.status === 'Cancelled')).toBe(false);
    expect(
      page.results.filter((r) => r.quantityBackordered === 0).every((r) => r.expectedDate === null),
    ).toBe(true);
    const second = OpenItemsResponse.parse(
      (await get(`${paths.purchasing.openItemsPaginate}?page=2&limit=5`)).json(),
    );
    expect(second).toMatchObject({ page: 2, pages: 2, total: 7 });
    expect(second.results).toHaveLength(2);
    const theirs = OpenItemsResponse.parse((await get(paths.purchasing.openItemsPaginate, outsider)).json());
    expect(theirs.results.map((r) => r.quantity)).toEqual([77]);
    expect((await get(`${paths.purchasing.openItemsPaginate}?limit=0`)).statusCode).toBe(400);
  });
});
