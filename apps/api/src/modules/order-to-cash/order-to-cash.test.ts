// The order-to-cash lifecycle's money over HTTP and through its commands (issue 26; ADR 0034, 0035):
// a card order's authorisation is captured as it ships, released in part when lines are cancelled
// and in full when the order is rejected; a captured payment is refunded from the back office to the
// card with a memo against its invoice; a charge or capture whose transaction fails at its commit
// is given back; the buyer hears when an order ships; an administrator cannot approve
// their own order; every page names a line's item the same way; a terms order cancelled before it shipped gives its tax back too.
// After each, the gateway's books (the sandbox's) agree with the store's, and the invariants hold.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminPaths,
  paths,
  type AdminOrderDetails,
  type InvoiceDetailsResponse,
  type SalesOrderDetails,
  type TrackingData,
  type CreditMemosResponse,
  type RefundPaymentResponse,
  type ShipOrderResponse,
  type UserNotificationsResponse,
} from '@medsupply/contract';
import { isoDayIn } from '@medsupply/domain';
import { job } from '../../core/actor.ts';
import { buyerOfContact } from '../auth/auth.service.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { estimateLines, estimates, items } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { cardToken } from '../../../test/payment-tokens.ts';
import { createInvoice } from '../../../test/factories.ts';
import { signedInStaff } from '../../../test/staff-factories.ts';
import { sandboxAuthorizationState } from '../payments/gateway/sandbox-ledger.ts';
import {
  addToCart,
  balanceOf,
  contactOf,
  createClinic,
  createStockItem,
  outboxMails,
  placeOrder,
  termsOrder,
  type Clinic,
} from '../checkout/checkout.fixtures.ts';
import type { Client } from '../cart/cart.fixtures.ts';
import { shipOrder } from './fulfilment.service.ts';
import { orderToCashViolations } from './invariants.ts';
import { orderToCashDeps, type OrderToCashDeps } from './order-to-cash.service.ts';
import { createPayment } from './payments.service.ts';

type Headers = Record<string, string>;
let t: TestContext;
let clinic: Clinic;
let desk: { headers: Headers };
let ar: { headers: Headers };

beforeAll(async () => {
  t = await createTestContext({ workJobs: false });
  clinic = await createClinic(t.db, { creditCents: 100_000_000, hasTerms: true });
  desk = await signedInStaff(t.app, t.db, ['order_desk']);
  ar = await signedInStaff(t.app, t.db, ['accounts_receivable']);
});
afterAll(async () => t.close());

const today = () => isoDayIn(new Date());
const post = (url: string, payload: unknown, headers: Headers, key: string | null = randomUUID()) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, ...(key === null ? {} : { 'idempotency-key': key }) },
    payload: payload as Record<string, unknown>,
  });
const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });

async function detailsOf(orderId: number): Promise<AdminOrderDetails> {
  const res = await get(adminPaths.order.replace(':id', String(orderId)), desk.headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminOrderDetails>();
}

async function order(
  buyer: Client,
  lines: Array<[number, number]>,
  payment: 'card' | 'terms' = 'card',
): Promise<AdminOrderDetails> {
  for (const [itemId, quantity] of lines) await addToCart(buyer, itemId, quantity);
  const res = await placeOrder(
    t,
    buyer,
    payment === 'terms'
      ? termsOrder(clinic)
      : {
          shipAddressId: clinic.licensed,
          billAddressId: clinic.licensed,
          payment: { type: 'token', token: cardToken(t.config.jwtSecret) },
        },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return detailsOf(res.body.orderConfirmation.id);
}

async function ship(orderId: number, lines: Array<{ lineId: number; quantity: number }>, key = randomUUID()) {
  const res = await post(
    adminPaths.shipOrder.replace(':id', String(orderId)),
    {
      carrier: 'UPS',
      trackingNumber: `1Z999AA1${String(orderId).padStart(10, '0')}`,
      shipDate: today(),
      lines,
    },
    desk.headers,
    key,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ShipOrderResponse>();
}

const cancel = (orderId: number, lineId: number, body: Record<string, unknown>) =>
  post(
    adminPaths.cancelOrderLine.replace(':id', String(orderId)).replace(':lineId', String(lineId)),
    { reason: 'Out of stock at the maker', ...body },
    desk.headers,
  );

interface OrderMoney {
  total: number;
  authorizationId: string;
  captured: number;
  released: number;
  refunded: number;
}

/** What the store says of a card order's money: authorised total, captured, released, refunded. */
async function storeSays(orderId: number): Promise<OrderMoney> {
  const [row] = await queryRows<OrderMoney>(
    t.db,
    sql`SELECT o.total_cents AS total, o.payment_authorization_id AS "authorizationId",
        coalesce((SELECT sum(p.amount_cents + p.convenience_fee_cents) FROM payments p
          WHERE p.sales_order_id = o.id AND p.kind = 'capture'), 0)::int AS captured,
        coalesce((SELECT sum(r.amount_cents) FROM payment_reversals r
          WHERE r.sales_order_id = o.id AND r.kind = 'release' AND r.status = 'done'), 0)::int AS released,
        coalesce((SELECT sum(r.amount_cents) FROM payment_reversals r
          WHERE r.sales_order_id = o.id AND r.kind = 'refund' AND r.status = 'done'), 0)::int AS refunded
      FROM sales_orders o WHERE o.id = ${orderId}`,
  );
  if (!row) throw new Error(`no order ${orderId}`);
  return row;
}

/** The gateway's books for the order's authorisation agree with the store's, to the cent. */
async function expectGatewayAgrees(orderId: number): Promise<OrderMoney> {
  const store = await storeSays(orderId);
  expect(await sandboxAuthorizationState(t.db, store.authorizationId)).toEqual({
    amountCents: store.total,
    capturedCents: store.captured,
    voidedCents: store.released,
    refundedCents: store.refunded,
  });
  return store;
}

async function expectInvariants(): Promise<void> {
  expect(await orderToCashViolations(t.db, [clinic.accountId])).toEqual([]);
}

/** The app's dependencies of the module, with a database whose transactions fail as they commit. */
function depsWithFailingCommit(): OrderToCashDeps {
  const deps = orderToCashDeps(
    {
      config: t.config,
      db: t.db,
      outbox: t.outbox,
      gateway: t.app.gateway,
      now: () => new Date(),
      log: t.app.log,
    },
    t.jobs,
  );
  const failing: Db = Object.create(t.db) as Db;
  failing.transaction = async (run: Parameters<Db['transaction']>[0]) =>
    t.db.transaction(async (tx) => {
      await run(tx);
      // Everything ran; the commit is what fails (the connection dropped, the disk filled…).
      throw new Error('the commit failed');
    });
  return { ...deps, db: failing };
}

describe('a card order shipped, partly cancelled and refunded', () => {
  it('releases the unused part of the authorisation when lines are cancelled, and the rest once nothing is left', async () => {
    const buyer = await contactOf(t, clinic.accountId);
    const gloves = await createStockItem(t.db, { stock: 100 });
    const gauze = await createStockItem(t.db, { stock: 100 });
    const placed = await order(buyer, [
      [gloves.id, 3],
      [gauze.id, 4],
    ]);
    const [glovesLine, gauzeLine] = placed.lines;
    if (!glovesLine || !gauzeLine) throw new Error('two lines');
    await ship(placed.id, [{ lineId: glovesLine.id, quantity: 3 }]);
    const afterShip = await expectGatewayAgrees(placed.id);
    expect(afterShip.released).toBe(0);

    // One of the four unshipped units: its price is released, the rest stays authorised.
    const one = await cancel(placed.id, gauzeLine.id, { quantity: 1 });
    expect(one.statusCode, one.body).toBe(200);
    const afterOne = await expectGatewayAgrees(placed.id);
    expect(afterOne.released).toBe(1_200);

    // The rest of the line: nothing is left to bill, so whatever the order still held is released.
    const rest = await cancel(placed.id, gauzeLine.id, {});
    expect(rest.statusCode, rest.body).toBe(200);
    const done = await expectGatewayAgrees(placed.id);
    expect(done.captured + done.released).toBe(done.total);
    expect((await detailsOf(placed.id)).status).toBe('Billed');
    await expectInvariants();
  });

  it('refunds a captured payment to the card with a memo against its invoice, never more than was taken', async () => {
    const buyer = await contactOf(t, clinic.accountId);
    const item = await createStockItem(t.db, { stock: 100 });
    const placed = await order(buyer, [[item.id, 5]]);
    const line = placed.lines[0];
    if (!line) throw new Error('no line');
    const shipped = await ship(placed.id, [{ lineId: line.id, quantity: 5 }]);
    const invoiceId = shipped.invoice?.id;
    const [capture] = await queryRows<{ id: number; tran_id: string; amount: number }>(
      t.db,
      sql`SELECT id, tran_id, amount_cents AS amount FROM payments WHERE sales_order_id = ${placed.id}`,
    );
    if (!capture || invoiceId === undefined) throw new Error('no capture');
    const url = adminPaths.refundPayment.replace(':id', String(capture.id));
    const lines = await get(adminPaths.invoiceLines.replace(':id', String(invoiceId)), ar.headers);
    const invoiceLine = lines.json<{ lines: Array<{ id: number }> }>().lines[0];
    if (!invoiceLine) throw new Error('no invoice line');

    // Two boxes came back: their price goes back to the card, credited against the invoice.
    const key = randomUUID();
    const refund = await post(
      url,
      { lines: [{ invoiceLineId: invoiceLine.id, quantity: 2 }], reason: 'Two boxes arrived crushed' },
      ar.headers,
      key,
    );
    expect(refund.statusCode, refund.body).toBe(200);
    const refunded = refund.json<RefundPaymentResponse>();
    expect(refunded.refund).toMatchObject({ paymentId: capture.id, status: 'done', amount: 24 });
    expect(refunded.refund.tranId).toMatch(/^RF-1\d{5}$/);
    expect(refunded.creditMemo).toMatchObject({ invoice: { id: invoiceId }, total: 24, remaining: 0 });
    // The same request again refunds nothing more.
    const again = await post(
      url,
      { lines: [{ invoiceLineId: invoiceLine.id, quantity: 2 }], reason: 'Two boxes arrived crushed' },
      ar.headers,
      key,
    );
    expect(again.json<RefundPaymentResponse>().refund.id).toBe(refunded.refund.id);
    expect((await expectGatewayAgrees(placed.id)).refunded).toBe(2_400);

    // The buyer sees the memo, used by the refund (nothing left to apply).
    const memos = await buyer.get(`${paths.transaction.creditMemosPaginate}?page=1&limit=10`);
    expect(memos.status).toBe(200);
    expect((memos.body as CreditMemosResponse).results[0]).toMatchObject({
      tranId: refunded.creditMemo.tranId,
      total: 24,
    });

    // Never more than what is left of the payment.
    const left = (capture.amount - 2_400) / 100;
    const over = await post(url, { amount: left + 0.01, reason: 'Goodwill' }, ar.headers);
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toContain(`${capture.tran_id}: Cannot refund more than`);
    const rest = await post(url, { amount: left, reason: 'Goodwill' }, ar.headers);
    expect(rest.statusCode, rest.body).toBe(200);
    const store = await expectGatewayAgrees(placed.id);
    expect(store.refunded).toBe(capture.amount);
    await expectInvariants();
  });

  it('refuses to refund a check the store received, which the gateway never took', async () => {
    // An account of its own: its invoice is made by hand, without the lines a shipment gives one.
    const other = await createClinic(t.db);
    const invoice = await createInvoice(t.db, { accountId: other.accountId, totalCents: 5_000 });
    const recorded = await post(
      adminPaths.receivedPayments,
      {
        accountId: other.accountId,
        method: 'check',
        amount: 50,
        receivedOn: today(),
        reference: '10442',
        applications: [{ invoiceId: invoice.id, amount: 50 }],
      },
      ar.headers,
    );
    expect(recorded.statusCode, recorded.body).toBe(200);
    const paymentId = recorded.json<{ payment: { id: number } }>().payment.id;
    const res = await post(
      adminPaths.refundPayment.replace(':id', String(paymentId)),
      { amount: 10, reason: 'x' },
      ar.headers,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Only a card or bank payment taken through the payment gateway can be refunded to it.',
    );
  });

  it('releases the whole authorisation of a card order rejected by an administrator', async () => {
    const admin = await contactOf(t, clinic.accountId, { isAdmin: true });
    const clerk = await contactOf(t, clinic.accountId, { needsApproval: true });
    const item = await createStockItem(t.db, { stock: 100 });
    const placed = await order(clerk, [[item.id, 2]]);
    expect(placed.status).toBe('Pending Approval');
    const res = await admin.post(paths.approvals.reject, { id: placed.id, reason: 'Not this month' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const store = await expectGatewayAgrees(placed.id);
    expect(store.released).toBe(store.total);
    await expectInvariants();
  });
});

describe('money taken, then the commit fails', () => {
  it('refunds a createPayment charge whose transaction fails at its commit', async () => {
    const other = await createClinic(t.db);
    const buyer = await contactOf(t, other.accountId);
    const invoice = await createInvoice(t.db, { accountId: other.accountId, totalCents: 20_000 });
    const buyerActor = await buyerOf(buyer);
    const key = `commit-fails-${randomUUID()}`;
    await expect(
      createPayment(
        depsWithFailingCommit(),
        buyerActor,
        {
          invoices: [{ id: invoice.id, apply: 200 }],
          creditMemos: [],
          unappliedPayments: [],
          paymentMethod: { token: cardToken(t.config.jwtSecret) },
        },
        key,
      ),
    ).rejects.toThrow('the commit failed');
    // The gateway charged 200.00 and the card's 3 % fee, then gave all of it back.
    const [charge] = await queryRows<{ amount: number; refunded: number }>(
      t.db,
      sql`SELECT c.amount_cents::int AS amount, c.refunded_cents::int AS refunded FROM gateway_sandbox_charges c
        JOIN gateway_sandbox_operations o ON o.result_id = c.id
        WHERE o.idempotency_key = ${`capture:charge:payment:${buyer.userId}:${key}`}`,
    );
    expect(charge).toEqual({ amount: 20_600, refunded: 20_600 });
    const [owed] = await queryRows<{ due: number }>(
      t.db,
      sql`SELECT amount_due_cents AS due FROM invoices WHERE id = ${invoice.id}`,
    );
    expect(owed?.due).toBe(20_000);
  });

  it('gives a shipment’s capture back when the shipment’s transaction fails at its commit', async () => {
    const buyer = await contactOf(t, clinic.accountId);
    const item = await createStockItem(t.db, { stock: 100 });
    const placed = await order(buyer, [[item.id, 2]]);
    const line = placed.lines[0];
    if (!line) throw new Error('no line');
    await expect(
      shipOrder(
        depsWithFailingCommit(),
        job('test'),
        placed.id,
        {
          carrier: 'UPS',
          trackingNumber: '1Z999AA10123456784',
          shipDate: today(),
          lines: [{ lineId: line.id, quantity: 2 }],
        },
        'ship-commit-fails',
      ),
    ).rejects.toThrow('the commit failed');
    const store = await storeSays(placed.id);
    const books = await sandboxAuthorizationState(t.db, store.authorizationId);
    // The capture happened and was refunded; the store recorded neither, and nothing shipped.
    expect(books).toMatchObject({ amountCents: store.total, capturedCents: store.total, voidedCents: 0 });
    expect(books?.refundedCents).toBe(store.total);
    expect(store.captured).toBe(0);
    expect((await detailsOf(placed.id)).lines[0]).toMatchObject({ quantityFulfilled: 0, quantityBilled: 0 });
  });
});

describe('what the buyer hears', () => {
  it('tells the buyer the order shipped, on the bell and by mail with the carrier’s tracking link', async () => {
    const buyer = await contactOf(t, clinic.accountId);
    const item = await createStockItem(t.db, { stock: 100 });
    const placed = await order(buyer, [[item.id, 1]], 'terms');
    const line = placed.lines[0];
    if (!line) throw new Error('no line');
    const shipped = await ship(placed.id, [{ lineId: line.id, quantity: 1 }]);
    const trackingNumber = shipped.fulfillment.trackingNumber;
    const mail = (await outboxMails(t)).find((m) => m.subject === `Order ${placed.tranId} has shipped`);
    expect(mail?.to).toBe(buyer.email);
    expect(mail?.text).toContain(`https://www.ups.com/track?tracknum=${trackingNumber}`);
    await t.jobs.drain();
    const bell = await buyer.get(paths.transactions.getUserNotifications);
    const shippedNote = (bell.body as UserNotificationsResponse).find(
      (n) => n.notificationType === 'Fulfillment Shipped',
    );
    expect(shippedNote?.metaData).toMatchObject({ tranId: placed.tranId, carrier: 'UPS', trackingNumber });
  });
});

describe('how a line names its item', () => {
  it('names an item without a display name by its number on every page that shows the line', async () => {
    const buyer = await contactOf(t, clinic.accountId);
    const item = await createStockItem(t.db, { stock: 100 });
    await t.db.update(items).set({ displayName: '', siteDisplayName: null }).where(eq(items.id, item.id));
    const [row] = await t.db.select({ itemName: items.itemName }).from(items).where(eq(items.id, item.id));
    const number = row?.itemName ?? '';
    expect(number).not.toBe('');
    const placed = await order(buyer, [[item.id, 2]], 'terms');
    const line = placed.lines[0];
    if (!line) throw new Error('no line');
    expect(line).toMatchObject({ itemName: number, displayName: number });
    const shipped = await ship(placed.id, [{ lineId: line.id, quantity: 2 }]);
    const invoiceId = shipped.invoice?.id;
    if (invoiceId === undefined) throw new Error('a terms shipment is invoiced');

    const mine = await buyer.get(`${paths.salesOrders.byId}?id=${placed.id}`);
    expect((mine.body as SalesOrderDetails).lines[0]).toMatchObject({ displayName: number });
    const invoice = await buyer.get(`${paths.transaction.invoicesById}?id=${invoiceId}`);
    expect((invoice.body as InvoiceDetailsResponse).invoice.lines[0]).toMatchObject({
      itemName: number,
      displayName: number,
    });
    const tracked = await buyer.get(
      `${paths.transactions.trackingData}?trackingNumber=${shipped.fulfillment.trackingNumber}`,
    );
    expect((tracked.body as TrackingData).lines[0]).toMatchObject({ itemName: number, displayName: number });
  });
});

describe('approvals and credit', () => {
  it('does not let an administrator approve or reject their own order; another may (issue 33)', async () => {
    const self = await contactOf(t, clinic.accountId, { isAdmin: true, needsApproval: true });
    const other = await contactOf(t, clinic.accountId, { isAdmin: true });
    const item = await createStockItem(t.db, { stock: 100 });
    const placed = await order(self, [[item.id, 1]], 'terms');
    expect(placed.status).toBe('Pending Approval');
    for (const url of [paths.approvals.approve, paths.approvals.reject]) {
      const res = await self.post(url, { id: placed.id });
      expect(res.status).toBe(403);
      expect((res.body as { message: string }).message).toBe(
        'You placed this order: another approver of your account must approve or reject it.',
      );
    }
    const approved = await other.post(paths.approvals.approve, { id: placed.id });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  });

  it('orders an estimate converted into the cart at the estimate’s prices, as the cart showed them', async () => {
    const buyer = await contactOf(t, clinic.accountId);
    const item = await createStockItem(t.db, { stock: 100 });
    // The buyer's price today is $12.00 an each; the estimate agreed $9.99.
    const [estimate] = await t.db
      .insert(estimates)
      .values({
        tranId: `EST-O${randomUUID().slice(0, 8)}`,
        kind: 'estimate',
        accountId: clinic.accountId,
        status: 'Open',
        expiresOn: '2099-12-31',
        subtotalCents: 2_997,
        totalCents: 2_997,
      })
      .returning();
    if (!estimate) throw new Error('no estimate');
    await t.db.insert(estimateLines).values({
      estimateId: estimate.id,
      itemId: item.id,
      unitId: item.eachUnit,
      quantity: 3,
      unitPriceCents: 999,
      amountCents: 2_997,
    });
    const converted = await buyer.post(paths.estimates.convertToCart, { id: estimate.id });
    expect(converted.status, JSON.stringify(converted.body)).toBe(200);
    const res = await placeOrder(t, buyer, termsOrder(clinic));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.orderConfirmation.lines[0]).toMatchObject({ quantity: 3, price: 9.99, amount: 29.97 });
    expect(res.body.orderConfirmation.subtotal).toBe(29.97);
  });

  it('gives back the tax and shipping of a terms order cancelled before anything shipped', async () => {
    const buyer = await contactOf(t, clinic.accountId);
    const item = await createStockItem(t.db, { stock: 100 });
    const before = await balanceOf(t.db, clinic.accountId);
    const placed = await order(buyer, [[item.id, 4]], 'terms');
    expect(placed.tax).toBeGreaterThan(0);
    const line = placed.lines[0];
    if (!line) throw new Error('no line');
    const res = await cancel(placed.id, line.id, {});
    expect(res.statusCode, res.body).toBe(200);
    expect((await detailsOf(placed.id)).status).toBe('Cancelled');
    expect(await balanceOf(t.db, clinic.accountId)).toBe(before);
    await expectInvariants();
  });
});

async function buyerOf(client: Client) {
  const buyer = await buyerOfContact(t.db, client.userId, client.accountId);
  if (!buyer) throw new Error('no buyer');
  return buyer;
}
