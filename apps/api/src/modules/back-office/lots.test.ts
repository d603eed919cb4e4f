// Lots and expiry over HTTP (issue 34 point 1, ADR 0049): staff receive an item's stock as lots,
// shipping draws first-expiring-first (or the lots staff choose), records them on the fulfilment
// and in the lot history, refuses to ship an expired or stopped lot with a clear 4xx, and the
// buyer's order details show each shipped line's lot and expiry. PGlite, and PostgreSQL with
// TEST_DATABASE_URL.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminPaths,
  paths,
  type AdminInventoryItemDetails,
  type AdminOrderDetails,
  type ItemDatingResponse,
  type LotSettings,
  type ReceiveStockResponse,
  type SalesOrderDetails,
  type ShipOrderResponse,
} from '@medsupply/contract';
import { addCalendarDays, isoDayIn } from '@medsupply/domain';
import { queryRows } from '../../db/client.ts';
import { accounts, items } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { readPdf } from '../../../test/pdf-text.ts';
import { signedInStaff } from '../../../test/staff-factories.ts';
import type { Client } from '../cart/cart.fixtures.ts';
import {
  addToCart,
  contactOf,
  createClinic,
  createStockItem,
  placeOrder,
  type Clinic,
} from '../checkout/checkout.fixtures.ts';

let t: TestContext;
let clinic: Clinic;
let desk: { headers: { authorization: string } };

beforeAll(async () => {
  t = await createTestContext({ workJobs: false });
  clinic = await createClinic(t.db, { creditCents: 100_000_000, hasTerms: true });
  await t.db.update(accounts).set({ terms: 'Net 30' }).where(eq(accounts.id, clinic.accountId));
  desk = await signedInStaff(t.app, t.db, ['order_desk']);
});
afterAll(async () => t.close());

const today = () => isoDayIn(new Date());
const inDays = (days: number) => addCalendarDays(today(), days);

async function lotItem(stock = 0) {
  const item = await createStockItem(t.db, { stock });
  await t.db.update(items).set({ carriesLots: true }).where(eq(items.id, item.id));
  return item;
}

function receive(itemId: number, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: adminPaths.receiveStock.replace(':id', String(itemId)),
    headers: desk.headers,
    payload,
  });
}

async function orderOf(buyer: Client, itemId: number, quantity: number) {
  await addToCart(buyer, itemId, quantity);
  const res = await placeOrder(t, buyer, {
    shipAddressId: clinic.licensed,
    billAddressId: clinic.licensed,
    payment: { type: 'terms' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.orderConfirmation;
}

function ship(orderId: number, lines: Array<Record<string, unknown>>, trackingNumber = 'TRK-LOTS') {
  return t.app.inject({
    method: 'POST',
    url: adminPaths.shipOrder.replace(':id', String(orderId)),
    headers: desk.headers,
    payload: { carrier: 'UPS', trackingNumber, shipDate: today(), lines },
  });
}

interface LotState {
  id: number;
  lot_number: string;
  quantity_on_hand: number;
}

const lotsOf = (itemId: number) =>
  queryRows<LotState>(
    t.db,
    sql`SELECT id, lot_number, quantity_on_hand FROM item_lots WHERE item_id = ${itemId} ORDER BY lot_number`,
  );

const stockOf = async (itemId: number) =>
  (
    await queryRows<{ quantity_available: number }>(
      t.db,
      sql`SELECT quantity_available FROM items WHERE id = ${itemId}`,
    )
  )[0]?.quantity_available;

describe('receiving stock as lots', () => {
  it('records each lot with its expiry and quantity, and the item holds their sum', async () => {
    const item = await lotItem();
    const res = await receive(item.id, {
      quantity: 15,
      note: 'PO 7781',
      lots: [
        { lotNumber: ' LA-2207 ', expiresOn: inDays(200), quantity: 5 },
        { lotNumber: 'LB-2301', expiresOn: inDays(400), quantity: 10 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<ReceiveStockResponse>();
    expect(body.quantityAvailable).toBe(15);
    expect(body.lots.map((l) => [l.lotNumber, l.expiresOn, l.quantity])).toEqual([
      ['LA-2207', inDays(200), 5],
      ['LB-2301', inDays(400), 10],
    ]);
    expect((await lotsOf(item.id)).map((l) => [l.lot_number, l.quantity_on_hand])).toEqual([
      ['LA-2207', 5],
      ['LB-2301', 10],
    ]);
    const movements = await queryRows<{ kind: string; on_hand_delta: number; note: string }>(
      t.db,
      sql`SELECT m.kind, m.on_hand_delta, m.note FROM lot_movements m JOIN item_lots l ON l.id = m.lot_id
        WHERE l.item_id = ${item.id} ORDER BY m.id`,
    );
    expect(movements).toEqual([
      { kind: 'receipt', on_hand_delta: 5, note: 'PO 7781' },
      { kind: 'receipt', on_hand_delta: 10, note: 'PO 7781' },
    ]);

    // The same lot received again adds to it; with another expiry it is refused.
    expect(
      (
        await receive(item.id, {
          quantity: 2,
          lots: [{ lotNumber: 'LA-2207', expiresOn: inDays(200), quantity: 2 }],
        })
      ).statusCode,
    ).toBe(200);
    const clash = await receive(item.id, {
      quantity: 2,
      lots: [{ lotNumber: 'LA-2207', expiresOn: inDays(300), quantity: 2 }],
    });
    expect(clash.statusCode).toBe(400);
    expect(clash.json<{ message: string }>().message).toBe(
      `Lot LA-2207 is already in stock with expiry ${inDays(200)}: one lot has one expiry date.`,
    );
    expect(await stockOf(item.id)).toBe(17);
  });

  it('refuses lots that are missing, do not add up, are expired or are given for an item without lots', async () => {
    const item = await lotItem();
    const cases: Array<[Record<string, unknown>, string]> = [
      [
        { quantity: 3 },
        'This item carries lots: enter the lot number, expiry date and quantity of each lot received.',
      ],
      [
        { quantity: 3, lots: [{ lotNumber: 'L1', expiresOn: inDays(90), quantity: 2 }] },
        'The lots add up to 2 units but 3 were received.',
      ],
      [
        { quantity: 3, lots: [{ lotNumber: 'L1', expiresOn: today(), quantity: 3 }] },
        'This lot has expired: an expired lot cannot be received into stock.',
      ],
      [
        {
          quantity: 4,
          lots: [
            { lotNumber: 'L1', expiresOn: inDays(90), quantity: 2 },
            { lotNumber: 'l1', expiresOn: inDays(90), quantity: 2 },
          ],
        },
        'Lot l1 is listed twice: enter each lot once.',
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await receive(item.id, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(message);
    }
    expect(await stockOf(item.id)).toBe(0);
    expect(await lotsOf(item.id)).toEqual([]);

    const plain = await createStockItem(t.db, { stock: 0 });
    const refused = await receive(plain.id, {
      quantity: 1,
      lots: [{ lotNumber: 'L1', expiresOn: inDays(90), quantity: 1 }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe(
      'This item does not carry lots: receive a quantity without lot numbers.',
    );
    expect((await receive(plain.id, { quantity: 4 })).json<ReceiveStockResponse>()).toMatchObject({
      quantityAvailable: 4,
      lots: [],
    });
  });

  it('fills backorders as before and keeps the lots equal to the stock that is on the shelf', async () => {
    const item = await lotItem();
    const buyer = await contactOf(t, clinic.accountId);
    const order = await orderOf(buyer, item.id, 4); // all 4 backordered
    const res = await receive(item.id, {
      quantity: 6,
      lots: [{ lotNumber: 'BF-1', expiresOn: inDays(365), quantity: 6 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ReceiveStockResponse>()).toMatchObject({
      quantityAvailable: 2,
      backordersFilled: [{ salesOrderId: order.id, quantity: 4 }],
    });
    const line = order.lines[0];
    if (!line) throw new Error('order without lines');
    const shipped = await ship(order.id, [{ lineId: line.id, quantity: 4 }]);
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect((await lotsOf(item.id)).map((l) => l.quantity_on_hand)).toEqual([2]);
    expect(await stockOf(item.id)).toBe(2);
  });
});

describe('shipping lots', () => {
  it('picks first-expiring-first, records it on the fulfillment and shows lot and expiry on order details', async () => {
    const item = await lotItem();
    await receive(item.id, {
      quantity: 15,
      lots: [
        { lotNumber: 'LATE-9', expiresOn: inDays(500), quantity: 10 },
        { lotNumber: 'SOON-1', expiresOn: inDays(120), quantity: 5 },
      ],
    });
    const buyer = await contactOf(t, clinic.accountId);
    const order = await orderOf(buyer, item.id, 7);
    const line = order.lines[0];
    if (!line) throw new Error('order without lines');

    const res = await ship(order.id, [{ lineId: line.id, quantity: 7 }]);
    expect(res.statusCode, res.body).toBe(200);
    const lots = [
      { lotNumber: 'SOON-1', expiresOn: inDays(120), quantity: 5 },
      { lotNumber: 'LATE-9', expiresOn: inDays(500), quantity: 2 },
    ];
    expect(res.json<ShipOrderResponse>().fulfillment.lines).toEqual([
      { salesOrderLineId: line.id, quantity: 7, lots },
    ]);
    expect((await lotsOf(item.id)).map((l) => [l.lot_number, l.quantity_on_hand])).toEqual([
      ['LATE-9', 8],
      ['SOON-1', 0],
    ]);

    const details = await buyer.get(`${paths.salesOrders.byId}?id=${order.id}`);
    expect(details.status).toBe(200);
    expect((details.body as SalesOrderDetails).shipments[0]?.lines).toEqual([
      { salesOrderLineId: line.id, quantity: 7, lots },
    ]);
    const moved = await queryRows<{
      kind: string;
      on_hand_delta: number;
      fulfillment_line_id: number | null;
    }>(
      t.db,
      sql`SELECT m.kind, m.on_hand_delta, m.fulfillment_line_id FROM lot_movements m
        JOIN item_lots l ON l.id = m.lot_id WHERE l.item_id = ${item.id} AND m.kind = 'shipment' ORDER BY m.id`,
    );
    expect(moved.map((m) => [m.kind, m.on_hand_delta])).toEqual([
      ['shipment', -5],
      ['shipment', -2],
    ]);
    expect(moved.every((m) => m.fulfillment_line_id !== null)).toBe(true);
  });

  it('ships the lots staff choose, and refuses a choice that cannot ship without changing anything', async () => {
    const item = await lotItem();
    await receive(item.id, {
      quantity: 12,
      lots: [
        { lotNumber: 'OV-A', expiresOn: inDays(60), quantity: 6 },
        { lotNumber: 'OV-B', expiresOn: inDays(700), quantity: 6 },
      ],
    });
    const [a, b] = await lotsOf(item.id);
    if (!a || !b) throw new Error('lots not received');
    const buyer = await contactOf(t, clinic.accountId);
    const order = await orderOf(buyer, item.id, 5);
    const line = order.lines[0];
    if (!line) throw new Error('order without lines');

    const short = await ship(order.id, [
      { lineId: line.id, quantity: 5, lots: [{ lotId: b.id, quantity: 4 }] },
    ]);
    expect(short.statusCode).toBe(422);
    expect(short.json<{ code: string; message: string }>()).toMatchObject({
      code: 'LOT_NOT_SHIPPABLE',
      message: expect.stringContaining('add up to 4 units, but the line ships 5'),
    });
    const other = await lotItem();
    await receive(other.id, {
      quantity: 1,
      lots: [{ lotNumber: 'X-1', expiresOn: inDays(90), quantity: 1 }],
    });
    const [foreign] = await lotsOf(other.id);
    const wrong = await ship(order.id, [
      { lineId: line.id, quantity: 5, lots: [{ lotId: foreign?.id ?? 0, quantity: 5 }] },
    ]);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json<{ message: string }>().message).toMatch(/^A chosen lot is not a lot of /);

    const res = await ship(order.id, [
      { lineId: line.id, quantity: 5, lots: [{ lotId: b.id, quantity: 5 }] },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ShipOrderResponse>().fulfillment.lines[0]?.lots).toEqual([
      { lotNumber: 'OV-B', expiresOn: inDays(700), quantity: 5 },
    ]);
    expect((await lotsOf(item.id)).map((l) => l.quantity_on_hand)).toEqual([6, 1]);
  });

  it('never ships an expired or stopped lot: a 409 that says why, and nothing shipped', async () => {
    const item = await lotItem();
    await receive(item.id, {
      quantity: 8,
      lots: [{ lotNumber: 'OLD-1', expiresOn: inDays(30), quantity: 8 }],
    });
    const buyer = await contactOf(t, clinic.accountId);
    const order = await orderOf(buyer, item.id, 3);
    const line = order.lines[0];
    if (!line) throw new Error('order without lines');
    // The lot expires on the ship day: it is as good as expired.
    await t.db.execute(sql`UPDATE item_lots SET expires_on = ${today()}::date WHERE item_id = ${item.id}`);

    const res = await ship(order.id, [{ lineId: line.id, quantity: 3 }]);
    expect(res.statusCode).toBe(409);
    const body = res.json<{ code: string; message: string }>();
    expect(body.code).toBe('LOT_STOCK_SHORT');
    expect(body.message).toMatch(
      /no lot in stock can be shipped \(expired, stopped or none on hand\), so 3 cannot ship\.$/,
    );
    const [lot] = await lotsOf(item.id);
    const chosen = await ship(order.id, [
      { lineId: line.id, quantity: 3, lots: [{ lotId: lot?.id ?? 0, quantity: 3 }] },
    ]);
    expect(chosen.statusCode).toBe(422);
    expect(chosen.json<{ message: string }>().message).toBe(
      `Lot OLD-1 expires ${today()} and cannot be shipped.`,
    );

    // A good lot that is stopped from sale (a recall) does not ship either.
    await t.db.execute(
      sql`UPDATE item_lots SET expires_on = ${inDays(300)}::date, sale_stopped_at = now() WHERE item_id = ${item.id}`,
    );
    expect((await ship(order.id, [{ lineId: line.id, quantity: 3 }])).statusCode).toBe(409);

    const fulfilments = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM fulfillments WHERE sales_order_id = ${order.id}`,
    );
    expect(fulfilments[0]?.n).toBe(0);
    expect((await lotsOf(item.id)).map((l) => l.quantity_on_hand)).toEqual([8]);
  });

  it("offers the ship form each line's lots on hand, first-expiring first, and the inventory page the item's lots", async () => {
    const item = await lotItem();
    await receive(item.id, {
      quantity: 9,
      lots: [
        { lotNumber: 'SF-LATE', expiresOn: inDays(500), quantity: 4 },
        { lotNumber: 'SF-SOON', expiresOn: inDays(40), quantity: 5 },
      ],
    });
    const plain = await createStockItem(t.db, { stock: 10 });
    const buyer = await contactOf(t, clinic.accountId);
    await addToCart(buyer, plain.id, 1);
    const order = await orderOf(buyer, item.id, 2);
    const [soon, late] = [...(await lotsOf(item.id))].sort((x, y) => (x.lot_number < y.lot_number ? 1 : -1));
    // A lot a recall stopped is still listed (the form leaves it out, with the reason known).
    await t.db.execute(sql`UPDATE item_lots SET sale_stopped_at = now() WHERE id = ${late?.id ?? 0}`);

    const res = await t.app.inject({
      method: 'GET',
      url: adminPaths.order.replace(':id', String(order.id)),
      headers: desk.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const lines = res.json<AdminOrderDetails>().lines;
    const lotLine = lines.find((l) => l.itemId === item.id);
    expect(lotLine).toMatchObject({ carriesLots: true, conversionRate: 1 });
    expect(lotLine?.lots).toEqual([
      { id: soon?.id, lotNumber: 'SF-SOON', expiresOn: inDays(40), quantityOnHand: 5, saleStopped: false },
      { id: late?.id, lotNumber: 'SF-LATE', expiresOn: inDays(500), quantityOnHand: 4, saleStopped: true },
    ]);
    expect(lines.find((l) => l.itemId === plain.id)).toMatchObject({ carriesLots: false, lots: [] });

    const stock = await t.app.inject({
      method: 'GET',
      url: adminPaths.inventoryItem.replace(':id', String(item.id)),
      headers: desk.headers,
    });
    expect(stock.statusCode, stock.body).toBe(200);
    expect(stock.json<AdminInventoryItemDetails>().lots.map((l) => [l.lotNumber, l.quantityOnHand])).toEqual([
      ['SF-SOON', 5],
      ['SF-LATE', 4],
    ]);
  });

  it('ships an item without lots as before, recording no lots', async () => {
    const item = await createStockItem(t.db, { stock: 10 });
    const buyer = await contactOf(t, clinic.accountId);
    const order = await orderOf(buyer, item.id, 2);
    const line = order.lines[0];
    if (!line) throw new Error('order without lines');
    const res = await ship(order.id, [{ lineId: line.id, quantity: 2 }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ShipOrderResponse>().fulfillment.lines).toEqual([
      { salesOrderLineId: line.id, quantity: 2, lots: [] },
    ]);
  });
});

describe('what buyers and documents read of lots', () => {
  it("warns on the product page when the lot a buyer would get has under the store's threshold of dating", async () => {
    const item = await lotItem();
    await receive(item.id, {
      quantity: 6,
      lots: [
        { lotNumber: 'DT-SHORT', expiresOn: inDays(160), quantity: 2 },
        { lotNumber: 'DT-LONG', expiresOn: inDays(900), quantity: 4 },
      ],
    });
    const product = async () => {
      const res = await t.app.inject({ method: 'GET', url: `${paths.catalog.itemDating}?id=${item.id}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<ItemDatingResponse>().datingNotice;
    };
    // 160 days from today is 5 whole months (or 4 when today is late in a long month).
    expect(await product()).toMatch(/^Ships with [45] months' dating$/);

    const compliance = await signedInStaff(t.app, t.db, ['compliance']);
    const put = (headers: Record<string, string>, shortDatingMonths: number) =>
      t.app.inject({ method: 'PUT', url: adminPaths.lotSettings, headers, payload: { shortDatingMonths } });
    expect((await put(desk.headers, 3)).statusCode).toBe(403);
    expect((await put(compliance.headers, 99)).statusCode).toBe(400);
    const changed = await put(compliance.headers, 3);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<LotSettings>()).toEqual({ shortDatingMonths: 3 });
    expect(await product()).toBeNull();
    await put(compliance.headers, 6);

    // The short lot sold out: the next lot's dating is what a buyer receives.
    const buyer = await contactOf(t, clinic.accountId);
    const order = await orderOf(buyer, item.id, 2);
    const line = order.lines[0];
    if (!line) throw new Error('order without lines');
    expect((await ship(order.id, [{ lineId: line.id, quantity: 2 }])).statusCode).toBe(200);
    expect(await product()).toBeNull();
  });

  it('prints each line’s lot and expiry on the packing slip and on the invoice', async () => {
    const item = await lotItem();
    await receive(item.id, {
      quantity: 9,
      lots: [
        { lotNumber: 'PS-ONE', expiresOn: '2031-03-31', quantity: 3 },
        { lotNumber: 'PS-TWO', expiresOn: '2032-08-15', quantity: 6 },
      ],
    });
    const buyer = await contactOf(t, clinic.accountId);
    const order = await orderOf(buyer, item.id, 5);
    const line = order.lines[0];
    if (!line) throw new Error('order without lines');
    const shipped = await ship(order.id, [{ lineId: line.id, quantity: 5 }], 'TRK-SLIP');
    expect(shipped.statusCode, shipped.body).toBe(200);
    const { fulfillment, invoice } = shipped.json<ShipOrderResponse>();

    const slip = await t.app.inject({
      method: 'GET',
      url: adminPaths.packingSlip.replace(':id', String(fulfillment.id)),
      headers: desk.headers,
    });
    expect(slip.statusCode).toBe(200);
    expect(slip.headers['content-type']).toBe('application/pdf');
    const slipText = (await readPdf(slip.rawPayload)).pages.join(' ');
    expect(slipText).toContain('PACKING SLIP');
    expect(slipText).toContain(fulfillment.tranId);
    expect(slipText).toContain('Lot PS-ONE, exp. 03/31/2031 (3); Lot PS-TWO, exp. 08/15/2032 (2)');
    const foreign = await t.app.inject({
      method: 'GET',
      url: adminPaths.packingSlip.replace(':id', String(fulfillment.id)),
      headers: buyer.headers,
    });
    expect(foreign.statusCode).toBe(403);

    if (!invoice) throw new Error('a terms shipment is invoiced');
    const link = await buyer.post(paths.transaction.generatePDF, [
      { type: 'invoice', transactionId: invoice.id },
    ]);
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    const pdfUrl = (link.body as { pdfUrl: string }).pdfUrl;
    const pdf = await t.app.inject({ method: 'GET', url: pdfUrl.replace(/^https?:\/\/[^/]+/, '') });
    expect(pdf.statusCode).toBe(200);
    expect((await readPdf(pdf.rawPayload)).pages.join(' ')).toContain(
      'Lot PS-ONE, exp. 03/31/2031 (3); Lot PS-TWO, exp. 08/15/2032 (2)',
    );
  });
});
