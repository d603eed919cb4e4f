// Estimates and quotes through HTTP (issue 21 point 3): 10 a page with status and expiry, details
// with lines at the estimate's own prices, the cart saved as an estimate or sent as a quote
// request, an open unexpired estimate converted into the cart at its prices exactly once (also
// when asked twice at the same moment), expired and converted ones refused, another account's
// ids not found, bad input 400, anonymous 401.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Cart,
  ConvertEstimateResponse,
  EstimateDetails,
  EstimatesResponse,
  paths,
} from '@medsupply/contract';
import { estimateLines, estimates } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { createAccount, createCatalogItem, createUser, loginAs } from '../../../test/factories.ts';
import { ESTIMATE_MESSAGES } from './estimates.service.ts';

type Headers = Record<string, string>;

describe('estimates and quotes', () => {
  let t: TestContext;
  let buyer: Headers;
  let colleague: Headers;
  let outsider: Headers;
  let accountId = 0;
  const ids = {
    gloves: 0,
    glovesBox: 0,
    gauze: 0,
    gauzeEach: 0,
    open: 0,
    expired: 0,
    converted: 0,
    theirs: 0,
  };

  async function seedEstimate(input: {
    accountId: number;
    status: string;
    expiresOn: string | null;
    kind?: 'estimate' | 'quote';
    lines: Array<{ itemId: number; unitId: number; quantity: number; unitPriceCents: number }>;
  }): Promise<number> {
    const subtotal = input.lines.reduce((s, l) => s + l.unitPriceCents * l.quantity, 0);
    const [row] = await t.db
      .insert(estimates)
      .values({
        tranId: `EST-T${Math.random().toString(36).slice(2, 10)}`,
        kind: input.kind ?? 'estimate',
        accountId: input.accountId,
        status: input.status,
        expiresOn: input.expiresOn,
        subtotalCents: subtotal,
        totalCents: subtotal,
      })
      .returning();
    for (const line of input.lines) {
      await t.db.insert(estimateLines).values({
        estimateId: row!.id,
        ...line,
        amountCents: line.unitPriceCents * line.quantity,
      });
    }
    return row!.id;
  }

  beforeAll(async () => {
    t = await createTestContext({ workJobs: false, now: () => new Date('2026-03-10T15:00:00Z') });
    const account = await createAccount(t.db);
    accountId = account.id;
    const other = await createAccount(t.db);
    buyer = (await loginAs(t.db, t.config, await createUser(t.db, { accountId }))).headers;
    colleague = (await loginAs(t.db, t.config, await createUser(t.db, { accountId }))).headers;
    outsider = (await loginAs(t.db, t.config, await createUser(t.db, { accountId: other.id }))).headers;
    const prices = { 'List Price': 1500, 'Base Price': 1000 };
    const gloves = await createCatalogItem(t.db, {
      displayName: 'Estimate Gloves',
      units: [
        ['Each', 1],
        ['Box', 10],
      ],
      prices,
    });
    Object.assign(ids, { gloves: gloves.item.id, glovesBox: gloves.units[1]!.id });
    const gauze = await createCatalogItem(t.db, { displayName: 'Estimate Gauze', prices });
    Object.assign(ids, { gauze: gauze.item.id, gauzeEach: gauze.units[0]!.id });
    const lines = [
      { itemId: ids.gloves, unitId: ids.glovesBox, quantity: 2, unitPriceCents: 8_000 },
      { itemId: ids.gauze, unitId: ids.gauzeEach, quantity: 3, unitPriceCents: 750 },
    ];
    ids.open = await seedEstimate({ accountId, status: 'Open', expiresOn: '2026-03-31', lines });
    ids.expired = await seedEstimate({ accountId, status: 'Open', expiresOn: '2026-03-09', lines });
    ids.converted = await seedEstimate({ accountId, status: 'Converted', expiresOn: '2026-04-30', lines });
    ids.theirs = await seedEstimate({ accountId: other.id, status: 'Open', expiresOn: '2026-03-31', lines });
  });
  afterAll(async () => t.close());

  const get = (url: string, headers: Headers = buyer) => t.app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: unknown, headers: Headers = buyer) =>
    t.app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });
  const byId = (id: number | string, kind: 'estimates' | 'quotes' = 'estimates') =>
    (kind === 'estimates' ? paths.estimates.byId : paths.quotes.byId).replace(':id', String(id));

  it('lists the account’s estimates with status and expiry, newest first, 10 a page', async () => {
    const page = EstimatesResponse.parse((await get(paths.estimates.paginate)).json());
    expect(page).toMatchObject({ limit: 10, page: 1, pages: 1, total: 3 });
    const status = new Map(page.results.map((e) => [e.id, [e.status, e.canConvert, e.expiresOn]]));
    expect(status.get(ids.open)).toEqual(['Open', true, '2026-03-31']);
    expect(status.get(ids.expired)).toEqual(['Expired', false, '2026-03-09']);
    expect(status.get(ids.converted)).toEqual(['Converted', false, '2026-04-30']);
    expect(status.has(ids.theirs)).toBe(false);
    const expiredOnly = EstimatesResponse.parse(
      (await get(`${paths.estimates.paginate}?status=Expired`)).json(),
    );
    expect(expiredOnly.results.map((e) => e.id)).toEqual([ids.expired]);
    const openOnly = EstimatesResponse.parse((await get(`${paths.estimates.paginate}?status=Open`)).json());
    expect(openOnly.results.map((e) => e.id)).toEqual([ids.open]);
    expect((await get(`${paths.estimates.paginate}?status=Lost`)).statusCode).toBe(400);
    expect((await get(`${paths.estimates.paginate}?limit=500`)).statusCode).toBe(400);
  });

  it('shows an estimate’s lines at its own prices, and no other account’s estimate', async () => {
    const res = await get(byId(ids.open));
    expect(res.statusCode).toBe(200);
    const details = EstimateDetails.parse(res.json());
    expect(details).toMatchObject({ status: 'Open', subtotal: 182.5, total: 182.5 });
    expect(details.lines.map((l) => [l.itemId, l.unit, l.quantity, l.lineTotal])).toEqual([
      [ids.gloves, ids.glovesBox, 2, 160],
      [ids.gauze, ids.gauzeEach, 3, 22.5],
    ]);
    for (const id of [ids.theirs, 999_999]) {
      const foreign = await get(byId(id));
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toMatchObject({ message: ESTIMATE_MESSAGES.estimateNotFound });
    }
    // An estimate is not a quote.
    expect((await get(byId(ids.open, 'quotes'))).statusCode).toBe(404);
    expect((await get(byId('abc'))).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: byId(ids.open) })).statusCode).toBe(401);
  });

  it('converts an open, unexpired estimate into the cart at its prices, once', async () => {
    await post(paths.cart.addItem, { itemId: ids.gauze, unit: ids.gauzeEach, quantity: 9 });
    const res = await post(paths.estimates.convertToCart, { id: ids.open });
    expect(res.statusCode).toBe(200);
    const body = ConvertEstimateResponse.parse(res.json());
    expect(body.estimate).toMatchObject({ id: ids.open, status: 'Converted', canConvert: false });
    expect(body.notAdded).toEqual([]);
    // The estimate's line replaces the cart's line of the same item and unit, at the estimate's price.
    expect(body.cart.cartDetail.map((l) => [l.itemId, l.unit, l.quantity, l.lineTotal])).toEqual([
      [ids.gauze, ids.gauzeEach, 3, 22.5],
      [ids.gloves, ids.glovesBox, 2, 160],
    ]);
    expect(body.cart.subtotal).toBe(182.5);
    const again = await post(paths.estimates.convertToCart, { id: ids.open });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: ESTIMATE_MESSAGES.notConvertible });
    // Changing the line gives up the estimate's price: today's price applies (10.00 a unit).
    const gauzeLine = body.cart.cartDetail[0]!;
    const edited = Cart.parse(
      (await post(paths.cart.editItem, { detailId: gauzeLine.id, quantity: 4, unit: ids.gauzeEach })).json(),
    );
    expect(edited.cartDetail.find((l) => l.itemId === ids.gauze)?.lineTotal).toBe(40);
  });

  it('refuses expired, converted and other accounts’ estimates', async () => {
    for (const id of [ids.expired, ids.converted]) {
      const res = await post(paths.estimates.convertToCart, { id });
      expect(res.statusCode).toBe(409);
    }
    const foreign = await post(paths.estimates.convertToCart, { id: ids.theirs });
    expect(foreign.statusCode).toBe(404);
    expect((await post(paths.estimates.convertToCart, { id: 'x' })).statusCode).toBe(400);
  });

  it('converts once when two contacts ask at the same moment', async () => {
    const id = await seedEstimate({
      accountId,
      status: 'Open',
      expiresOn: null,
      lines: [{ itemId: ids.gauze, unitId: ids.gauzeEach, quantity: 1, unitPriceCents: 500 }],
    });
    const answers = await Promise.all([
      post(paths.estimates.convertToCart, { id }),
      post(paths.estimates.convertToCart, { id }, colleague),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });

  it('saves the cart as an open estimate at today’s prices, valid 30 days, leaving the cart as it is', async () => {
    await post(paths.cart.emptyCart, {});
    await post(paths.cart.addItem, { itemId: ids.gloves, unit: ids.glovesBox, quantity: 3 });
    const res = await post(paths.estimates.create, { title: 'Spring restock' });
    expect(res.statusCode).toBe(200);
    const created = EstimateDetails.parse(res.json());
    expect(created).toMatchObject({
      kind: 'estimate',
      status: 'Open',
      title: 'Spring restock',
      expiresOn: '2026-04-09',
      subtotal: 300,
      canConvert: true,
    });
    expect(created.tranId).toMatch(/^EST-\d{6}$/);
    expect(created.lines.map((l) => [l.itemId, l.unit, l.quantity, l.lineTotal])).toEqual([
      [ids.gloves, ids.glovesBox, 3, 300],
    ]);
    const cart = Cart.parse((await get(paths.cart.getCart)).json());
    expect(cart.cartDetail).toHaveLength(1);
    expect((await get(byId(created.id), outsider)).statusCode).toBe(404);
  });

  it('sends the cart as a quote request the store will price, listed among quotes only', async () => {
    const res = await post(paths.quotes.create, { memo: 'Price for 50 boxes?' });
    expect(res.statusCode).toBe(200);
    const quote = EstimateDetails.parse(res.json());
    expect(quote).toMatchObject({ kind: 'quote', status: 'Requested', expiresOn: null, canConvert: false });
    expect(quote.memo).toBe('Price for 50 boxes?');
    expect(quote.tranId).toMatch(/^QT-\d{6}$/);
    const quotes = EstimatesResponse.parse((await get(paths.quotes.paginate)).json());
    expect(quotes.results.map((q) => q.id)).toEqual([quote.id]);
    expect(EstimateDetails.parse((await get(byId(quote.id, 'quotes'))).json()).id).toBe(quote.id);
    expect((await get(byId(quote.id))).statusCode).toBe(404);
    // A requested quote is not priced yet: it cannot go into the cart.
    expect((await post(paths.estimates.convertToCart, { id: quote.id })).statusCode).toBe(409);
    expect(EstimatesResponse.parse((await get(paths.quotes.paginate, outsider)).json()).total).toBe(0);
  });

  it('refuses an estimate of an empty cart, and overlong titles', async () => {
    await post(paths.cart.emptyCart, {}, colleague);
    const empty = await post(paths.estimates.create, {}, colleague);
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({ message: 'Your cart is currently empty.' });
    expect((await post(paths.estimates.create, { title: 'x'.repeat(101) })).statusCode).toBe(400);
  });
});
