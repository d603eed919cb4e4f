// Returns over HTTP on a real database (issue 34 point 3): a buyer asks to return delivered units
// (never more than delivered and not already being returned; one return per Idempotency-Key;
// controlled substances by the store's rule), staff authorise it (RMA number, label PDF), receive
// it (stock back or not by disposition) and credit it once (two staff at once give one memo), to
// the invoice or to the card; an account never sees another's returns; the buyer hears each step.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminPaths,
  adminReturnPaths,
  paths,
  returnPaths,
  type AdminOrderDetails,
  type AdminReturnView,
  type ReturnableResponse,
  type ReturnsResponse,
  type ReturnView,
  type ShipOrderResponse,
} from '@medsupply/contract';
import { addCalendarDays, isoDayIn } from '@medsupply/domain';
import { queryRows } from '../../db/client.ts';
import { accounts, items, rxLevels } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { cardToken } from '../../../test/payment-tokens.ts';
import { signedInStaff } from '../../../test/staff-factories.ts';
import type { Client } from '../cart/cart.fixtures.ts';
import {
  addToCart,
  contactOf,
  createClinic,
  createStockItem,
  placeOrder,
  stockOf,
  type Clinic,
} from '../checkout/checkout.fixtures.ts';

type Headers = Record<string, string>;
let t: TestContext;
let clinic: Clinic;
let buyer: Client;
let desk: { headers: Headers };
let admin: { headers: Headers };
let ar: { headers: Headers };

beforeAll(async () => {
  t = await createTestContext({ workJobs: false });
  clinic = await createClinic(t.db, { creditCents: 100_000_000, hasTerms: true });
  await t.db.update(accounts).set({ terms: 'Net 30' }).where(eq(accounts.id, clinic.accountId));
  buyer = await contactOf(t, clinic.accountId, { isAdmin: true });
  desk = await signedInStaff(t.app, t.db, ['order_desk']);
  admin = await signedInStaff(t.app, t.db, ['administrator']);
  ar = await signedInStaff(t.app, t.db, ['accounts_receivable']);
  await t.db.update(rxLevels).set({ isControlledSubstance: true }).where(eq(rxLevels.id, 1));
});
afterAll(async () => t.close());

const today = () => isoDayIn(new Date());
const at = (path: string, id: number) => path.replace(':id', String(id));
const inject = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

/** A delivered order of `quantity` units of a new item (terms, or paid by card). */
async function deliveredOrder(options: {
  quantity: number;
  card?: boolean;
  controlled?: boolean;
  deliver?: boolean;
}) {
  // Rx level 1 (the clinic's licence) is made a controlled level in this file's database.
  const item = await createStockItem(t.db, { stock: 100, rxLevel: options.controlled ? 1 : 0 });
  await addToCart(buyer, item.id, options.quantity);
  const placed = await placeOrder(t, buyer, {
    shipAddressId: clinic.licensed,
    billAddressId: clinic.licensed,
    payment: options.card ? { type: 'token', token: cardToken(t.config.jwtSecret) } : { type: 'terms' },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const orderId = placed.body.orderConfirmation.id;
  const order = (await inject('GET', at(adminPaths.order, orderId), desk.headers)).json<AdminOrderDetails>();
  const line = order.lines[0];
  if (!line) throw new Error('order without lines');
  const shipped = await inject('POST', at(adminPaths.shipOrder, orderId), desk.headers, {
    carrier: 'UPS',
    trackingNumber: `1Z${randomUUID().slice(0, 12)}`,
    shipDate: today(),
    lines: [{ lineId: line.id, quantity: options.quantity }],
  });
  expect(shipped.statusCode, shipped.body).toBe(200);
  const fulfillmentId = shipped.json<ShipOrderResponse>().fulfillment.id;
  if (options.deliver !== false) {
    const delivered = await inject(
      'POST',
      at(adminPaths.deliverFulfillment, fulfillmentId),
      desk.headers,
      {},
    );
    expect(delivered.statusCode, delivered.body).toBe(200);
  }
  return { orderId, lineId: line.id, itemId: item.id };
}

async function requestReturn(
  body: Record<string, unknown>,
  headers: Headers = buyer.headers,
  key: string | null = randomUUID(),
) {
  return inject(
    'POST',
    returnPaths.request,
    key === null ? headers : { ...headers, 'idempotency-key': key },
    body,
  );
}

async function requested(orderId: number, lineId: number, quantity: number): Promise<ReturnView> {
  const res = await requestReturn({
    salesOrderId: orderId,
    reason: 'damaged',
    lines: [{ salesOrderLineId: lineId, quantity }],
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ReturnView>();
}

async function authorized(id: number): Promise<AdminReturnView> {
  const res = await inject('POST', at(adminReturnPaths.authorize, id), desk.headers, {});
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminReturnView>();
}

async function received(
  id: number,
  lines: Array<{ returnLineId: number; receivedQuantity: number; disposition: string }>,
) {
  const res = await inject('POST', at(adminReturnPaths.receive, id), desk.headers, { lines });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminReturnView>();
}

async function invoiceOf(orderId: number) {
  const rows = await queryRows<{ id: number; total_cents: number; amount_due_cents: number }>(
    t.db,
    sql`SELECT id, total_cents, amount_due_cents FROM invoices WHERE sales_order_id = ${orderId}`,
  );
  const row = rows[0];
  if (!row) throw new Error('no invoice');
  return row;
}

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('requesting a return', () => {
  it('offers delivered units only, and takes a return of them with a photo', async () => {
    const shippedOnly = await deliveredOrder({ quantity: 3, deliver: false });
    const notYet = await inject(
      'GET',
      `${returnPaths.returnable}?salesOrderId=${shippedOnly.orderId}`,
      buyer.headers,
    );
    expect(notYet.json<ReturnableResponse>().lines[0]).toMatchObject({ delivered: 0, returnable: 0 });
    const refused = await requestReturn({
      salesOrderId: shippedOnly.orderId,
      reason: 'notNeeded',
      lines: [{ salesOrderLineId: shippedOnly.lineId, quantity: 1 }],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ message: expect.stringContaining('nothing left to return') });

    const order = await deliveredOrder({ quantity: 4 });
    const res = await requestReturn({
      salesOrderId: order.orderId,
      reason: 'damaged',
      note: 'Two boxes crushed',
      lines: [{ salesOrderLineId: order.lineId, quantity: 2 }],
      photos: [{ fileName: 'box.png', data: PNG_1PX.toString('base64') }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json<ReturnView>();
    expect(view).toMatchObject({ status: 'requested', rmaNumber: null, reason: 'damaged', photoCount: 1 });
    expect(view.returnNumber).toMatch(/^RT-\d+$/);
    expect(view.lines).toMatchObject([{ salesOrderLineId: order.lineId, quantity: 2 }]);

    const left = await inject(
      'GET',
      `${returnPaths.returnable}?salesOrderId=${order.orderId}`,
      buyer.headers,
    );
    expect(left.json<ReturnableResponse>().lines[0]).toMatchObject({ delivered: 4, returnable: 2 });
    const tooMany = await requestReturn({
      salesOrderId: order.orderId,
      reason: 'damaged',
      lines: [{ salesOrderLineId: order.lineId, quantity: 3 }],
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json()).toMatchObject({ message: expect.stringContaining('at most 2') });
  });

  it('refuses a photo that is not a PNG or JPEG, and a line of another order', async () => {
    const order = await deliveredOrder({ quantity: 2 });
    const pdf = await requestReturn({
      salesOrderId: order.orderId,
      reason: 'damaged',
      lines: [{ salesOrderLineId: order.lineId, quantity: 1 }],
      photos: [{ fileName: 'note.txt', data: Buffer.from('hello').toString('base64') }],
    });
    expect(pdf.statusCode).toBe(400);
    const other = await deliveredOrder({ quantity: 1 });
    const wrongLine = await requestReturn({
      salesOrderId: order.orderId,
      reason: 'damaged',
      lines: [{ salesOrderLineId: other.lineId, quantity: 1 }],
    });
    expect(wrongLine.statusCode).toBe(400);
    expect(wrongLine.json()).toMatchObject({ message: `Line ${other.lineId} is not a line of this order.` });
  });

  it('makes one return of a request retried with the same Idempotency-Key, even at the same time', async () => {
    const order = await deliveredOrder({ quantity: 5 });
    const key = randomUUID();
    const body = {
      salesOrderId: order.orderId,
      reason: 'wrongItem',
      lines: [{ salesOrderLineId: order.lineId, quantity: 2 }],
    };
    const [a, b] = await Promise.all([
      requestReturn(body, buyer.headers, key),
      requestReturn(body, buyer.headers, key),
    ]);
    const c = await requestReturn(body, buyer.headers, key);
    const ids = [a, b, c].filter((r) => r.statusCode === 200).map((r) => r.json<ReturnView>().id);
    expect(ids.length).toBeGreaterThanOrEqual(2);
    expect(new Set(ids).size).toBe(1);
    const rows = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM returns WHERE sales_order_id = ${order.orderId}`,
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('never lets two requests at once return more than was delivered', async () => {
    const order = await deliveredOrder({ quantity: 4 });
    const body = {
      salesOrderId: order.orderId,
      reason: 'notNeeded',
      lines: [{ salesOrderLineId: order.lineId, quantity: 3 }],
    };
    const answers = await Promise.all([requestReturn(body), requestReturn(body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422]);
    const held = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT coalesce(sum(quantity), 0)::int AS n FROM return_lines WHERE sales_order_line_id = ${order.lineId}`,
    );
    expect(held[0]?.n).toBe(3);
  });

  it('follows the store rule for controlled substances: refused, or handled apart and recorded', async () => {
    const order = await deliveredOrder({ quantity: 2, controlled: true });
    const body = {
      salesOrderId: order.orderId,
      reason: 'expired',
      lines: [{ salesOrderLineId: order.lineId, quantity: 1 }],
    };
    const refused = await requestReturn(body);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      message: expect.stringContaining('Controlled substances cannot be returned'),
    });

    expect(
      (await inject('PUT', adminReturnPaths.settings, desk.headers, { controlledSubstances: 'handledApart' }))
        .statusCode,
    ).toBe(403);
    const set = await inject('PUT', adminReturnPaths.settings, admin.headers, {
      controlledSubstances: 'handledApart',
    });
    expect(set.statusCode, set.body).toBe(200);
    const taken = await requestReturn(body);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json<ReturnView>()).toMatchObject({ controlled: 'handledApart' });
    const records = await queryRows<{ kind: string; quantity: number }>(
      t.db,
      sql`SELECT kind, quantity FROM controlled_substance_records WHERE sales_order_line_id = ${order.lineId} AND kind = 'return'`,
    );
    expect(records).toEqual([{ kind: 'return', quantity: 1 }]);
    await inject('PUT', adminReturnPaths.settings, admin.headers, { controlledSubstances: 'refused' });
  });
});

describe('returning lots', () => {
  /** A delivered order of 5 units shipped first-expiring-first from lots A (3 units) and B (10). */
  async function lotOrder() {
    const item = await createStockItem(t.db, { stock: 0 });
    await t.db.update(items).set({ carriesLots: true }).where(eq(items.id, item.id));
    const stamp = randomUUID().slice(0, 6);
    const received = await inject('POST', at(adminPaths.receiveStock, item.id), desk.headers, {
      quantity: 13,
      lots: [
        { lotNumber: `A-${stamp}`, expiresOn: addCalendarDays(today(), 120), quantity: 3 },
        { lotNumber: `B-${stamp}`, expiresOn: addCalendarDays(today(), 500), quantity: 10 },
      ],
    });
    expect(received.statusCode, received.body).toBe(200);
    await addToCart(buyer, item.id, 5);
    const placed = await placeOrder(t, buyer, {
      shipAddressId: clinic.licensed,
      billAddressId: clinic.licensed,
      payment: { type: 'terms' },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const orderId = placed.body.orderConfirmation.id;
    const lineId = placed.body.orderConfirmation.lines[0]?.id ?? 0;
    const shipped = await inject('POST', at(adminPaths.shipOrder, orderId), desk.headers, {
      carrier: 'UPS',
      trackingNumber: `1Z${randomUUID().slice(0, 12)}`,
      shipDate: today(),
      lines: [{ lineId, quantity: 5 }],
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const fulfillmentId = shipped.json<ShipOrderResponse>().fulfillment.id;
    const delivered = await inject(
      'POST',
      at(adminPaths.deliverFulfillment, fulfillmentId),
      desk.headers,
      {},
    );
    expect(delivered.statusCode, delivered.body).toBe(200);
    const lots = await queryRows<{ id: number; lot_number: string; quantity_on_hand: number }>(
      t.db,
      sql`SELECT id, lot_number, quantity_on_hand FROM item_lots WHERE item_id = ${item.id} ORDER BY lot_number`,
    );
    const [a, b] = lots;
    if (!a || !b) throw new Error('lots missing');
    return { itemId: item.id, orderId, lineId, a, b };
  }

  it('names the lot a line sends back: the only one delivered, or the one the buyer chooses', async () => {
    const order = await lotOrder();
    const offered = await inject(
      'GET',
      `${returnPaths.returnable}?salesOrderId=${order.orderId}`,
      buyer.headers,
    );
    expect(offered.json<ReturnableResponse>().lines[0]?.lots).toEqual([
      {
        lotId: order.a.id,
        lotNumber: order.a.lot_number,
        expiresOn: addCalendarDays(today(), 120),
        quantity: 3,
        returnable: 3,
      },
      {
        lotId: order.b.id,
        lotNumber: order.b.lot_number,
        expiresOn: addCalendarDays(today(), 500),
        quantity: 2,
        returnable: 2,
      },
    ]);
    const line = (lotId?: number, quantity = 1) => ({
      salesOrderId: order.orderId,
      reason: 'damaged',
      lines: [{ salesOrderLineId: order.lineId, quantity, ...(lotId === undefined ? {} : { lotId }) }],
    });
    const unnamed = await requestReturn(line());
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json()).toMatchObject({ message: expect.stringContaining('more than one lot') });
    const foreign = await requestReturn(line(order.b.id + 100_000));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ message: expect.stringContaining('that lot was not delivered') });
    const tooMany = await requestReturn(line(order.b.id, 3));
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json()).toMatchObject({
      message: expect.stringContaining(`at most 2 of lot ${order.b.lot_number}`),
    });

    const ok = await requestReturn(line(order.a.id, 2));
    expect(ok.statusCode, ok.body).toBe(200);
    const view = ok.json<ReturnView>();
    expect(view.recallNumber).toBeNull();
    const saved = await queryRows<{ lot_id: number | null }>(
      t.db,
      sql`SELECT lot_id FROM return_lines WHERE return_id = ${view.id}`,
    );
    expect(saved).toEqual([{ lot_id: order.a.id }]);

    // Received to stock, the units go back to their lot and the lots still add up to the stock.
    await authorized(view.id);
    const line0 = (
      await inject('GET', at(adminReturnPaths.returnById, view.id), desk.headers)
    ).json<AdminReturnView>().lines[0];
    await received(view.id, [{ returnLineId: line0?.id ?? 0, receivedQuantity: 2, disposition: 'stock' }]);
    const after = await queryRows<{ lots: number; stock: number; a: number }>(
      t.db,
      sql`SELECT (SELECT sum(quantity_on_hand) FROM item_lots WHERE item_id = ${order.itemId})::int AS lots,
        (SELECT quantity_available FROM items WHERE id = ${order.itemId}) AS stock,
        (SELECT quantity_on_hand FROM item_lots WHERE id = ${order.a.id}) AS a`,
    );
    expect(after).toEqual([{ lots: 10, stock: 10, a: 2 }]);
  });

  it('takes units of two lots of one line in one return, and never more of a lot than is left', async () => {
    const order = await lotOrder();
    const both = await requestReturn({
      salesOrderId: order.orderId,
      reason: 'damaged',
      lines: [
        { salesOrderLineId: order.lineId, quantity: 2, lotId: order.a.id },
        { salesOrderLineId: order.lineId, quantity: 2, lotId: order.b.id },
      ],
    });
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json<ReturnView>().lines.map((l) => [l.lotNumber, l.quantity])).toEqual([
      [order.a.lot_number, 2],
      [order.b.lot_number, 2],
    ]);
    const offered = await inject(
      'GET',
      `${returnPaths.returnable}?salesOrderId=${order.orderId}`,
      buyer.headers,
    );
    const line = offered.json<ReturnableResponse>().lines[0];
    expect(line?.returnable).toBe(1);
    expect(line?.lots.map((l) => [l.lotNumber, l.quantity, l.returnable])).toEqual([
      [order.a.lot_number, 3, 1],
      [order.b.lot_number, 2, 0],
    ]);
    // Lot B is all held by the first return, though the line still has one unit (of lot A) left.
    const again = await requestReturn({
      salesOrderId: order.orderId,
      reason: 'damaged',
      lines: [{ salesOrderLineId: order.lineId, quantity: 1, lotId: order.b.id }],
    });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      message: `${line?.itemName}: at most 0 of lot ${order.b.lot_number} can still be returned from this order.`,
    });
    const twice = await requestReturn({
      salesOrderId: order.orderId,
      reason: 'damaged',
      lines: [
        { salesOrderLineId: order.lineId, quantity: 1, lotId: order.a.id },
        { salesOrderLineId: order.lineId, quantity: 1, lotId: order.a.id },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ message: 'Each order line may appear only once for each lot.' });
  });

  it('ties a return for a recall to the published recall of the lot that reached the clinic', async () => {
    const order = await lotOrder();
    const recall = await queryRows<{ id: number; recall_number: string }>(
      t.db,
      sql`INSERT INTO recalls (recall_number, status, recall_class, title, reason, instructions, published_at)
        VALUES (${`RC-T-${randomUUID().slice(0, 8)}`}, 'published', 'II', 'Seal failure', 'Seal failure', 'Stop use', now())
        RETURNING id, recall_number`,
    );
    const rc = recall[0];
    if (!rc) throw new Error('no recall');
    await t.db.execute(
      sql`INSERT INTO recall_scope (recall_id, item_id, lot_id) VALUES (${rc.id}, ${order.itemId}, ${order.b.id})`,
    );
    await t.db.execute(
      sql`INSERT INTO recall_accounts (recall_id, account_id) VALUES (${rc.id}, ${clinic.accountId})`,
    );
    const forRecall = await requestReturn({
      salesOrderId: order.orderId,
      reason: 'recall',
      lines: [{ salesOrderLineId: order.lineId, quantity: 2, lotId: order.b.id }],
    });
    expect(forRecall.statusCode, forRecall.body).toBe(200);
    expect(forRecall.json<ReturnView>().recallNumber).toBe(rc.recall_number);
    // The recall stopped the lot's sale: its units never go back to stock, only apart.
    await t.db.execute(sql`UPDATE item_lots SET sale_stopped_at = now() WHERE id = ${order.b.id}`);
    const auth = await authorized(forRecall.json<ReturnView>().id);
    expect(auth.lines.map((l) => [l.lotNumber, l.stockAllowed])).toEqual([[order.b.lot_number, false]]);
    const recalledLine = auth.lines[0]?.id ?? 0;
    const toStock = await inject('POST', at(adminReturnPaths.receive, auth.id), desk.headers, {
      lines: [{ returnLineId: recalledLine, receivedQuantity: 2, disposition: 'stock' }],
    });
    expect(toStock.statusCode).toBe(400);
    expect(toStock.json()).toMatchObject({
      message: `Lot ${order.b.lot_number} is recalled: put the returned units in quarantine or destroy them.`,
    });
    const stockBefore = await stockOf(t.db, order.itemId);
    await received(auth.id, [{ returnLineId: recalledLine, receivedQuantity: 2, disposition: 'quarantine' }]);
    expect(await stockOf(t.db, order.itemId)).toBe(stockBefore);
    // The other lot is not recalled: a return of it for the reason 'recall' answers to none.
    const otherLot = await requestReturn({
      salesOrderId: order.orderId,
      reason: 'recall',
      lines: [{ salesOrderLineId: order.lineId, quantity: 1, lotId: order.a.id }],
    });
    expect(otherLot.statusCode, otherLot.body).toBe(200);
    expect(otherLot.json<ReturnView>().recallNumber).toBeNull();
  });

  it('keeps lotless units of an item that carries lots out of stock', async () => {
    const order = await deliveredOrder({ quantity: 2 });
    // The item took lots after this order was delivered without them.
    await t.db.update(items).set({ carriesLots: true }).where(eq(items.id, order.itemId));
    const view = await requested(order.orderId, order.lineId, 1);
    const auth = await authorized(view.id);
    const lineId = auth.lines[0]?.id ?? 0;
    const toStock = await inject('POST', at(adminReturnPaths.receive, view.id), desk.headers, {
      lines: [{ returnLineId: lineId, receivedQuantity: 1, disposition: 'stock' }],
    });
    expect(toStock.statusCode).toBe(400);
    expect(toStock.json()).toMatchObject({ message: expect.stringContaining('receive it to quarantine') });
    await received(view.id, [{ returnLineId: lineId, receivedQuantity: 1, disposition: 'quarantine' }]);
  });
});

describe('isolation', () => {
  it('never shows or serves another account its returns or orders', async () => {
    const order = await deliveredOrder({ quantity: 2 });
    const mine = await requested(order.orderId, order.lineId, 1);
    await authorized(mine.id);
    const otherClinic = await createClinic(t.db, { hasTerms: true });
    const stranger = await contactOf(t, otherClinic.accountId, { isAdmin: true });

    const list = await inject('GET', returnPaths.list, stranger.headers);
    expect(list.statusCode).toBe(200);
    expect(list.json<ReturnsResponse>().returns).toEqual([]);
    expect((await inject('GET', `${returnPaths.label}?id=${mine.id}`, stranger.headers)).statusCode).toBe(
      404,
    );
    expect(
      (await inject('GET', `${returnPaths.returnable}?salesOrderId=${order.orderId}`, stranger.headers))
        .statusCode,
    ).toBe(404);
    const theirs = await requestReturn(
      {
        salesOrderId: order.orderId,
        reason: 'damaged',
        lines: [{ salesOrderLineId: order.lineId, quantity: 1 }],
      },
      stranger.headers,
    );
    expect(theirs.statusCode).toBe(404);
    // A customer token opens no back-office route; staff without the orders area see no queue.
    expect((await inject('GET', adminReturnPaths.returns, buyer.headers)).statusCode).toBe(403);
    expect((await inject('GET', adminReturnPaths.returns, ar.headers)).statusCode).toBe(403);
    expect((await inject('GET', returnPaths.list, {})).statusCode).toBe(401);
  });
});

describe('authorizing, receiving and crediting', () => {
  it('authorizes with an RMA number and a label, receives to stock, and credits the invoice once', async () => {
    const order = await deliveredOrder({ quantity: 4 });
    const ret = await requested(order.orderId, order.lineId, 3);
    const queue = await inject('GET', adminReturnPaths.returns, desk.headers);
    expect(queue.json<{ returns: AdminReturnView[] }>().returns.map((r) => r.id)).toContain(ret.id);

    expect((await inject('GET', `${returnPaths.label}?id=${ret.id}`, buyer.headers)).statusCode).toBe(409);
    const auth = await authorized(ret.id);
    expect(auth.status).toBe('authorized');
    expect(auth.rmaNumber).toMatch(/^RMA-\d+$/);
    expect((await inject('POST', at(adminReturnPaths.authorize, ret.id), desk.headers, {})).statusCode).toBe(
      409,
    );
    const label = await inject('GET', `${returnPaths.label}?id=${ret.id}`, buyer.headers);
    expect(label.statusCode).toBe(200);
    expect(label.headers['content-type']).toBe('application/pdf');
    expect(label.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const stockBefore = await stockOf(t.db, order.itemId);
    const line = auth.lines[0];
    if (!line) throw new Error('return without lines');
    const tooMany = await inject('POST', at(adminReturnPaths.receive, ret.id), desk.headers, {
      lines: [{ returnLineId: line.id, receivedQuantity: 4, disposition: 'stock' }],
    });
    expect(tooMany.statusCode).toBe(400);
    const got = await received(ret.id, [
      { returnLineId: line.id, receivedQuantity: 2, disposition: 'stock' },
    ]);
    expect(got).toMatchObject({ status: 'received', lines: [{ receivedQuantity: 2, disposition: 'stock' }] });
    expect(await stockOf(t.db, order.itemId)).toBe(stockBefore + 2);

    const invoice = await invoiceOf(order.orderId);
    const lineCents = await queryRows<{ unit_price_cents: number }>(
      t.db,
      sql`SELECT unit_price_cents FROM invoice_lines WHERE invoice_id = ${invoice.id}`,
    );
    const unitCents = lineCents[0]?.unit_price_cents ?? 0;
    // Two staff press Credit at once: one memo.
    const [c1, c2] = await Promise.all([
      inject('POST', at(adminReturnPaths.credit, ret.id), desk.headers, {}),
      inject('POST', at(adminReturnPaths.credit, ret.id), admin.headers, {}),
    ]);
    expect([c1.statusCode, c2.statusCode].sort()).toEqual([200, 409]);
    const memos = await queryRows<{ id: number; total_cents: number; applied_cents: number }>(
      t.db,
      sql`SELECT id, total_cents, applied_cents FROM credit_memos WHERE invoice_id = ${invoice.id}`,
    );
    expect(memos).toHaveLength(1);
    expect(memos[0]?.total_cents).toBe(2 * unitCents);
    // Applied to what the invoice owed: it owes that much less.
    expect((await invoiceOf(order.orderId)).amount_due_cents).toBe(invoice.amount_due_cents - 2 * unitCents);

    const mine = (await inject('GET', returnPaths.list, buyer.headers)).json<ReturnsResponse>().returns;
    const credited = mine.find((r) => r.id === ret.id);
    expect(credited).toMatchObject({ status: 'credited', credit: (2 * unitCents) / 100 });
    expect(credited?.creditMemo?.id).toBe(memos[0]?.id);
    const clinicMemos = await inject(
      'GET',
      `${paths.transaction.creditMemosPaginate}?page=1&status.value=all`,
      buyer.headers,
    );
    expect(clinicMemos.body).toContain(`"id":${memos[0]?.id}`);

    // The bell: authorized, received, credited, each once.
    await t.jobs.drain();
    await t.jobs.drain();
    const bell = await queryRows<{ notification_type: string }>(
      t.db,
      sql`SELECT notification_type FROM notifications WHERE user_id = ${buyer.userId}
        AND meta_data->>'returnId' = ${String(ret.id)} ORDER BY id`,
    );
    // The outbox delivers in any order: each step once is what counts.
    expect(bell.map((n) => n.notification_type).sort()).toEqual([
      'Return Authorized',
      'Return Credited',
      'Return Received',
    ]);
  });

  it('keeps quarantined units out of stock, and refunds a card-paid order to the card', async () => {
    const order = await deliveredOrder({ quantity: 2, card: true });
    const ret = await requested(order.orderId, order.lineId, 2);
    const auth = await authorized(ret.id);
    const stockBefore = await stockOf(t.db, order.itemId);
    const line = auth.lines[0];
    if (!line) throw new Error('return without lines');
    await received(ret.id, [{ returnLineId: line.id, receivedQuantity: 2, disposition: 'quarantine' }]);
    expect(await stockOf(t.db, order.itemId)).toBe(stockBefore);
    const credit = await inject('POST', at(adminReturnPaths.credit, ret.id), desk.headers, {});
    expect(credit.statusCode, credit.body).toBe(200);
    const refunds = await queryRows<{ status: string; amount_cents: number }>(
      t.db,
      sql`SELECT status, amount_cents FROM payment_reversals WHERE sales_order_id = ${order.orderId} AND kind = 'refund'`,
    );
    const invoice = await invoiceOf(order.orderId);
    const lines = await queryRows<{ amount_cents: number }>(
      t.db,
      sql`SELECT amount_cents FROM invoice_lines WHERE invoice_id = ${invoice.id}`,
    );
    expect(refunds).toEqual([{ status: 'done', amount_cents: lines[0]?.amount_cents }]);
  });

  it('refuses with a note, and a refused return gives its units back to return', async () => {
    const order = await deliveredOrder({ quantity: 1 });
    const ret = await requested(order.orderId, order.lineId, 1);
    expect(
      (await inject('POST', at(adminReturnPaths.refuse, ret.id), desk.headers, { note: '' })).statusCode,
    ).toBe(400);
    const res = await inject('POST', at(adminReturnPaths.refuse, ret.id), desk.headers, {
      note: 'Opened sterile packs cannot be taken back.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminReturnView>()).toMatchObject({
      status: 'refused',
      staffNote: 'Opened sterile packs cannot be taken back.',
    });
    expect(
      (await inject('POST', at(adminReturnPaths.receive, ret.id), desk.headers, { lines: [] })).statusCode,
    ).toBe(400);
    const left = await inject(
      'GET',
      `${returnPaths.returnable}?salesOrderId=${order.orderId}`,
      buyer.headers,
    );
    expect(left.json<ReturnableResponse>().lines[0]).toMatchObject({ returnable: 1 });
    const credit = await inject('POST', at(adminReturnPaths.credit, ret.id), desk.headers, {});
    expect(credit.statusCode).toBe(409);
    expect(credit.json()).toMatchObject({ message: 'This return cannot be credited: it is refused.' });
  });
});
