// The order desk over HTTP (issue 20 point 2; order lifecycle "Shipping", "Invoicing"): a buyer's order
// placed at checkout is in the queue, shipped in two fulfilments (a terms order invoiced with each,
// due per the account's terms), delivered ('Fulfillment Delivered' and the tracking page), each
// action with its audit row. Two staff members shipping one line at once ship it once (PGlite, and
// PostgreSQL with TEST_DATABASE_URL).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  paths,
  type AdminOrderDetails,
  type AdminOrdersPage,
  type AuditPage,
  type ShipOrderResponse,
  type TrackingData,
  type UserNotificationsResponse,
  adminPaths,
} from '@medsupply/contract';
import { addCalendarDays, isoDayIn } from '@medsupply/domain';
import { queryRows } from '../../db/client.ts';
import { accounts } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { signedInStaff } from '../../../test/staff-factories.ts';
import {
  addToCart,
  contactOf,
  createClinic,
  createStockItem,
  placeOrder,
  type Clinic,
} from '../checkout/checkout.fixtures.ts';
import type { Client } from '../cart/cart.fixtures.ts';

let t: TestContext;
let clinic: Clinic;
let desk: { headers: { authorization: string } };
let admin: { headers: { authorization: string } };

beforeAll(async () => {
  t = await createTestContext({ workJobs: false });
  clinic = await createClinic(t.db, { creditCents: 100_000_000, hasTerms: true });
  await t.db.update(accounts).set({ terms: 'Net 30' }).where(eq(accounts.id, clinic.accountId));
  desk = await signedInStaff(t.app, t.db, ['order_desk']);
  admin = await signedInStaff(t.app, t.db, ['administrator']);
});
afterAll(async () => t.close());

const today = () => isoDayIn(new Date());

async function orderOf(buyer: Client, lines: Array<[number, number]>) {
  for (const [itemId, quantity] of lines) await addToCart(buyer, itemId, quantity);
  const res = await placeOrder(t, buyer, {
    shipAddressId: clinic.licensed,
    billAddressId: clinic.licensed,
    payment: { type: 'terms' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.orderConfirmation;
}

const get = (url: string, headers = desk.headers) => t.app.inject({ method: 'GET', url, headers });
const orderUrl = (id: number) => adminPaths.order.replace(':id', String(id));
const shipUrl = (id: number) => adminPaths.shipOrder.replace(':id', String(id));
const deliverUrl = (id: number) => adminPaths.deliverFulfillment.replace(':id', String(id));

async function ship(
  orderId: number,
  lines: Array<{ lineId: number; quantity: number }>,
  trackingNumber: string,
) {
  return t.app.inject({
    method: 'POST',
    url: shipUrl(orderId),
    headers: desk.headers,
    payload: { carrier: 'UPS', trackingNumber, shipDate: today(), lines },
  });
}

async function detailsOf(id: number): Promise<AdminOrderDetails> {
  const res = await get(orderUrl(id));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminOrderDetails>();
}

async function auditRows(query: string): Promise<AuditPage> {
  const res = await get(`${adminPaths.audit}?${query}`, admin.headers);
  expect(res.statusCode).toBe(200);
  return res.json<AuditPage>();
}

describe('the orders queue and an order', () => {
  it('lists open orders oldest first with what is left to ship, and finds them by number or account', async () => {
    const buyer = await contactOf(t, clinic.accountId);
    const item = await createStockItem(t.db, { stock: 2 });
    const order = await orderOf(buyer, [[item.id, 5]]);
    const res = await get(`${adminPaths.orders}?q=${order.tranId}`);
    expect(res.statusCode).toBe(200);
    const page = res.json<AdminOrdersPage>();
    expect(page.total).toBe(1);
    expect(page.results[0]).toMatchObject({
      id: order.id,
      tranId: order.tranId,
      status: 'Pending Fulfillment',
      account: { id: clinic.accountId },
      quantityToShip: 2,
      quantityBackordered: 3,
      paymentType: 'terms',
    });
    const byAccount = (
      await get(`${adminPaths.orders}?accountId=${clinic.accountId}`)
    ).json<AdminOrdersPage>();
    expect(byAccount.results.map((o) => o.id)).toContain(order.id);
    const dates = byAccount.results.map((o) => o.orderDate);
    expect(dates).toEqual([...dates].sort());

    const details = await detailsOf(order.id);
    expect(details.lines).toEqual([
      expect.objectContaining({
        itemId: item.id,
        quantity: 5,
        quantityToShip: 2,
        quantityBackordered: 3,
        price: 12,
      }),
    ]);
    expect((await get(orderUrl(2_000_000_000))).statusCode).toBe(404);
    expect((await get(`${adminPaths.orders}?status=Shipped`)).statusCode).toBe(400);
  });
});

describe('shipping, invoicing and delivering an order', () => {
  it('ships in two fulfilments, invoices each per the terms, delivers, and audits every step', async () => {
    const buyer = await contactOf(t, clinic.accountId);
    const gloves = await createStockItem(t.db, { stock: 100 });
    const masks = await createStockItem(t.db, { stock: 100 });
    const order = await orderOf(buyer, [
      [gloves.id, 4],
      [masks.id, 2],
    ]);
    const details = await detailsOf(order.id);
    const [glovesLine, masksLine] = details.lines;
    if (!glovesLine || !masksLine) throw new Error('order lines missing');

    // First fulfilment: part of the gloves.
    const first = await ship(order.id, [{ lineId: glovesLine.id, quantity: 3 }], '1Z999AA10123456784');
    expect(first.statusCode, first.body).toBe(200);
    const shipped = first.json<ShipOrderResponse>();
    expect(shipped.fulfillment).toMatchObject({
      status: 'Shipped',
      carrier: 'UPS',
      lines: [{ salesOrderLineId: glovesLine.id, quantity: 3 }],
    });
    expect(shipped.fulfillment.tranId).toBe(`IF-${100000 + shipped.fulfillment.id}`);
    expect(shipped.order.status).toBe('Partially Billed');
    // 3 × $12 plus the order's shipping and tax on its first invoice, due 30 days later (Net 30).
    expect(shipped.invoice).toMatchObject({ status: 'Open', dueDate: addCalendarDays(today(), 30) });
    expect(shipped.invoice?.total).toBe(36 + details.shipping! + details.tax!);
    expect(shipped.order.lines[0]).toMatchObject({
      quantityFulfilled: 3,
      quantityBilled: 3,
      quantityToShip: 1,
    });

    // Second fulfilment: the rest; its invoice has no shipping or tax.
    const second = await ship(
      order.id,
      [
        { lineId: glovesLine.id, quantity: 1 },
        { lineId: masksLine.id, quantity: 2 },
      ],
      '9400111899223100000000',
    );
    expect(second.statusCode, second.body).toBe(200);
    const rest = second.json<ShipOrderResponse>();
    expect(rest.order.status).toBe('Billed');
    expect(rest.invoice?.total).toBe(12 + 24);
    expect(rest.order.invoices).toHaveLength(2);
    expect(rest.order.fulfillments).toHaveLength(2);

    // The buyer's ledger has both invoices.
    const invoices = await buyer.get(`${paths.transaction.invoicesPaginate}?limit=50`);
    expect(invoices.status).toBe(200);
    const tranIds = (invoices.body as { results: Array<{ tranId: string }> }).results.map((i) => i.tranId);
    expect(tranIds).toEqual(expect.arrayContaining(rest.order.invoices.map((i) => i.tranId)));

    // Nothing is left: a third shipment is refused and changes nothing.
    const again = await ship(order.id, [{ lineId: masksLine.id, quantity: 1 }], '1Z999AA10123456785');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'QUANTITY_NOT_SHIPPABLE',
      message: `Line ${masksLine.lineNumber} (${masksLine.displayName}) has nothing left to ship.`,
    });

    // Delivered: the buyer's bell and tracking page.
    const delivered = await t.app.inject({
      method: 'POST',
      url: deliverUrl(shipped.fulfillment.id),
      headers: desk.headers,
      payload: { location: 'Front desk' },
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json()).toMatchObject({ fulfillment: { status: 'Delivered' } });
    await t.jobs.drain();
    const bell = await buyer.get(paths.transactions.getUserNotifications);
    const notes = bell.body as UserNotificationsResponse;
    expect(notes.map((n) => [n.notificationType, n.metaData['fulfillmentId']])).toContainEqual([
      'Fulfillment Delivered',
      shipped.fulfillment.id,
    ]);
    const tracking = await buyer.get(`${paths.transactions.trackingData}?trackingNumber=1Z999AA10123456784`);
    expect(tracking.status).toBe(200);
    expect((tracking.body as TrackingData).status).toBe('Delivered');
    // Delivering it again changes nothing.
    const twice = await t.app.inject({
      method: 'POST',
      url: deliverUrl(shipped.fulfillment.id),
      headers: desk.headers,
      payload: {},
    });
    expect(twice.statusCode).toBe(200);

    const audit = await auditRows(`entityType=salesOrder&entityId=${order.id}`);
    expect(audit.results.map((a) => a.action)).toEqual(['fulfillment.create', 'fulfillment.create']);
    expect(audit.results[1]).toMatchObject({
      before: {
        status: 'Pending Fulfillment',
        lines: [{ lineId: glovesLine.id, quantityFulfilled: 0, quantityBilled: 0 }],
      },
      after: {
        status: 'Partially Billed',
        lines: [{ lineId: glovesLine.id, quantityFulfilled: 3, quantityBilled: 3 }],
      },
    });
    const deliveries = await auditRows(`action=fulfillment.deliver&entityId=${shipped.fulfillment.id}`);
    expect(deliveries.total).toBe(1);
    expect(deliveries.results[0]).toMatchObject({
      before: { status: 'Shipped' },
      after: { status: 'Delivered', location: 'Front desk' },
    });
  });

  it('refuses bad shipments with 400 and a message, and ships nothing', async () => {
    const buyer = await contactOf(t, clinic.accountId);
    const item = await createStockItem(t.db, { stock: 100 });
    const order = await orderOf(buyer, [[item.id, 2]]);
    const line = (await detailsOf(order.id)).lines[0];
    if (!line) throw new Error('no line');
    const tomorrow = addCalendarDays(today(), 1);
    const cases = [
      { carrier: 'DHL', trackingNumber: 'X1', shipDate: today(), lines: [{ lineId: line.id, quantity: 1 }] },
      { carrier: 'UPS', trackingNumber: 'X1', shipDate: tomorrow, lines: [{ lineId: line.id, quantity: 1 }] },
      { carrier: 'UPS', trackingNumber: 'X1', shipDate: today(), lines: [] },
      { carrier: 'UPS', trackingNumber: 'X1', shipDate: today(), lines: [{ lineId: 999_999, quantity: 1 }] },
      { carrier: 'UPS', trackingNumber: 'X 1', shipDate: today(), lines: [{ lineId: line.id, quantity: 1 }] },
    ];
    for (const payload of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: shipUrl(order.id),
        headers: desk.headers,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<{ message: string }>().message.length).toBeGreaterThan(0);
    }
    const tooMuch = await ship(order.id, [{ lineId: line.id, quantity: 3 }], 'X2');
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toMatchObject({
      message: `Line ${line.lineNumber} (${line.displayName}) has only 2 left to ship.`,
    });
    const after = await detailsOf(order.id);
    expect(after.fulfillments).toEqual([]);
    expect(after.lines[0]?.quantityFulfilled).toBe(0);
  });

  it('refuses to ship an order waiting for approval', async () => {
    const buyer = await contactOf(t, clinic.accountId, { needsApproval: true });
    const item = await createStockItem(t.db, { stock: 100 });
    const order = await orderOf(buyer, [[item.id, 1]]);
    const line = (await detailsOf(order.id)).lines[0];
    const res = await ship(order.id, [{ lineId: line?.id ?? 0, quantity: 1 }], 'X3');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'ORDER_NOT_SHIPPABLE' });
  });

  it('ships a line once when two staff members ship it at the same moment', async () => {
    const buyer = await contactOf(t, clinic.accountId);
    const item = await createStockItem(t.db, { stock: 100 });
    const order = await orderOf(buyer, [[item.id, 5]]);
    const line = (await detailsOf(order.id)).lines[0];
    if (!line) throw new Error('no line');
    const other = await signedInStaff(t.app, t.db, ['order_desk']);
    const attempts = await Promise.all(
      [desk, other, desk, other].map((who, i) =>
        t.app.inject({
          method: 'POST',
          url: shipUrl(order.id),
          headers: who.headers,
          payload: {
            carrier: 'FedEx',
            trackingNumber: `RACE${i}`,
            shipDate: today(),
            lines: [{ lineId: line.id, quantity: 5 }],
          },
        }),
      ),
    );
    expect(attempts.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const [row] = await queryRows<{
      fulfilled: number;
      billed: number;
      fulfilments: number;
      invoices: number;
    }>(
      t.db,
      sql`SELECT l.quantity_fulfilled AS fulfilled, l.quantity_billed AS billed,
          (SELECT count(*)::int FROM fulfillments WHERE sales_order_id = ${order.id}) AS fulfilments,
          (SELECT count(*)::int FROM invoices WHERE sales_order_id = ${order.id}) AS invoices
        FROM sales_order_lines l WHERE l.id = ${line.id}`,
    );
    expect(row).toEqual({ fulfilled: 5, billed: 5, fulfilments: 1, invoices: 1 });
  });
});
