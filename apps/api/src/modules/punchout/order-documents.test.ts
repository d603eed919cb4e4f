// The documents a procurement system hears after its OrderRequest (issue 28, ADR 0038), over HTTP
// against the real database: the OrderRequest is posted to the API, the order shipped by the back
// office, and the outbox's jobs post a ConfirmationRequest and a ShipNoticeRequest to a receiver on
// 127.0.0.1. Each is sent once, retried after a failure, given up (and shown as failed) after the
// last attempt, and valid against our cXML subset.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminPaths, type AdminOrderDetails } from '@medsupply/contract';
import { isoDayIn } from '@medsupply/domain';
import { procurementJob } from '../../core/procurement-events.ts';
import { queryRows } from '../../db/client.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { signedInStaff } from '../../../test/staff-factories.ts';
import {
  addToCart,
  contactOf,
  createClinic,
  createStockItem,
  placeOrder,
  termsOrder,
  type Clinic,
} from '../checkout/checkout.fixtures.ts';
import { all, at, attr, readCxml, textOf } from './cxml.ts';
import { cxmlSubsetProblems } from './cxml-subset.ts';
import {
  createProcurementSystem,
  cxmlAnswer,
  itemNumberOf,
  orderRequestXml,
  postCxml,
  startReceiver,
  statusOf,
  type ProcurementSystem,
} from './punchout.fixtures.ts';

let t: TestContext;
let clinic: Clinic;
let system: ProcurementSystem;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let desk: Awaited<ReturnType<typeof signedInStaff>>;
let glovesNumber: string;
let masksNumber: string;
let orders = 0;

beforeAll(async () => {
  t = await createTestContext({ workJobs: false });
  receiver = await startReceiver();
  clinic = await createClinic(t.db, { creditCents: 100_000_000, hasTerms: true });
  system = await createProcurementSystem(t.db, clinic.accountId, { orderNotificationUrl: receiver.url });
  glovesNumber = await itemNumberOf(t.db, (await createStockItem(t.db, { stock: 100 })).id);
  masksNumber = await itemNumberOf(t.db, (await createStockItem(t.db, { stock: 100 })).id);
  desk = await signedInStaff(t.app, t.db, ['order_desk']);
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});
beforeEach(async () => {
  receiver.received.length = 0;
  receiver.answerWith({ status: 200, body: cxmlAnswer(200, 'OK') });
  // Whatever earlier tests left due runs now, so each test counts only its own deliveries.
  await t.jobs.drain();
  receiver.received.length = 0;
});

/** Posts an OrderRequest of gloves (buyer's line 10) and masks (line 20); the order it placed. */
async function placeByOrderRequest(): Promise<{
  id: number;
  tranId: string;
  payloadId: string;
  poNumber: string;
}> {
  orders += 1;
  const payloadId = `order-docs-${orders}-${Date.now()}@buyer.example`;
  const poNumber = `PO-DOCS-${orders}`;
  const answer = await postCxml(
    t,
    '/punchout/cxml/order',
    orderRequestXml(system, {
      payloadId,
      orderId: poNumber,
      shipToAddressId: clinic.licensed,
      items: [
        { itemNumber: glovesNumber, quantity: 3, unitPrice: '12.00', lineNumber: 10 },
        { itemNumber: masksNumber, quantity: 2, unitPrice: '12.00', lineNumber: 20 },
      ],
    }),
  );
  expect(answer.status, answer.body).toBe(200);
  const [order] = await queryRows<{ id: number; tran_id: string }>(
    t.db,
    sql`SELECT id, tran_id FROM sales_orders WHERE account_id = ${clinic.accountId} AND po_number = ${poNumber}`,
  );
  if (!order) throw new Error('the OrderRequest placed no order');
  return { id: order.id, tranId: order.tran_id, payloadId, poNumber };
}

async function ship(orderId: number, quantities: number[], trackingNumber: string) {
  const details = await t.app.inject({
    method: 'GET',
    url: adminPaths.order.replace(':id', String(orderId)),
    headers: desk.headers,
  });
  const lines = details.json<AdminOrderDetails>().lines;
  const res = await t.app.inject({
    method: 'POST',
    url: adminPaths.shipOrder.replace(':id', String(orderId)),
    headers: desk.headers,
    payload: {
      carrier: 'UPS',
      trackingNumber,
      shipDate: isoDayIn(new Date()),
      lines: quantities.flatMap((quantity, i) => {
        const line = lines[i];
        return line && quantity > 0 ? [{ lineId: line.id, quantity }] : [];
      }),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** The received documents of one kind (ConfirmationRequest, ShipNoticeRequest). */
const documentsOf = (kind: string) => receiver.received.filter((r) => r.body.includes(`<${kind}>`));

/** Makes the jobs waiting out a retry's backoff due now. */
async function retriesDueNow(): Promise<void> {
  await t.db.execute(
    sql`UPDATE pgboss.job SET start_after = now() WHERE name = ${procurementJob.name} AND state = 'retry'`,
  );
}

async function deliveriesOf(salesOrderId: number) {
  return queryRows<{
    document_type: string;
    status: string;
    attempts: number;
    last_error: string | null;
    payload_id: string;
  }>(
    t.db,
    sql`SELECT document_type, status, attempts, last_error, payload_id FROM punchout_deliveries
      WHERE sales_order_id = ${salesOrderId} ORDER BY id`,
  );
}

describe('ConfirmationRequest', () => {
  it('is posted once, as text/xml, after an OrderRequest placed the order, with its lines', async () => {
    const order = await placeByOrderRequest();
    // Written with the order; nothing is sent before the outbox's job runs.
    expect(receiver.received).toEqual([]);
    await t.jobs.drain();

    const [sent, ...more] = documentsOf('ConfirmationRequest');
    expect(more).toEqual([]);
    if (!sent) throw new Error('no ConfirmationRequest was posted');
    expect(sent.contentType).toBe('text/xml; charset=utf-8');
    expect(cxmlSubsetProblems(sent.body)).toEqual([]);
    expect(sent.body).toContain('cXML/1.2.014/Fulfill.dtd');

    const root = readCxml(sent.body);
    // The store is From and Sender (as the system names it, its To); the buyer is To.
    expect(attr(at(root, 'Header', 'From', 'Credential'), 'domain')).toBe(system.to.domain);
    expect(textOf(root, 'Header', 'From', 'Credential', 'Identity')).toBe(system.to.identity);
    expect(textOf(root, 'Header', 'To', 'Credential', 'Identity')).toBe(system.from.identity);
    expect(textOf(root, 'Header', 'Sender', 'Credential', 'Identity')).toBe(system.to.identity);
    const confirmation = at(root, 'Request', 'ConfirmationRequest');
    expect(attr(at(confirmation, 'ConfirmationHeader'), 'type')).toBe('accept');
    expect(attr(at(confirmation, 'ConfirmationHeader'), 'confirmID')).toBe(order.tranId);
    expect(attr(at(confirmation, 'OrderReference'), 'orderID')).toBe(order.poNumber);
    expect(attr(at(confirmation, 'OrderReference', 'DocumentReference'), 'payloadID')).toBe(order.payloadId);
    const items = all(confirmation, 'ConfirmationItem');
    expect(items.map((i) => [attr(i, 'lineNumber'), attr(i, 'quantity')])).toEqual([
      ['10', '3'],
      ['20', '2'],
    ]);
    expect(items.map((i) => attr(at(i, 'ConfirmationStatus'), 'type'))).toEqual(['accept', 'accept']);
    expect(textOf(items[0], 'ConfirmationStatus', 'UnitPrice', 'Money')).toBe('12.00');
    expect(textOf(items[0], 'UnitOfMeasure')).toBe('EA');

    expect(await deliveriesOf(order.id)).toEqual([
      expect.objectContaining({ document_type: 'ConfirmationRequest', status: 'delivered', attempts: 1 }),
    ]);
  });

  it('is not sent again when the outbox runs again or the OrderRequest is repeated', async () => {
    const order = await placeByOrderRequest();
    await t.jobs.drain();
    expect(documentsOf('ConfirmationRequest')).toHaveLength(1);
    // The job's row again, as after a crash that followed the POST: the delivery row says it is done.
    await t.db.transaction((tx) =>
      t.outbox.procurement(tx, {
        type: 'orderAccepted',
        salesOrderId: order.id,
        systemId: system.id,
        orderRequest: {
          payloadId: order.payloadId,
          orderId: order.poNumber,
          orderDate: null,
          lineNumbers: [10, 20],
        },
      }),
    );
    await t.db.execute(
      sql`UPDATE pgboss.job SET state = 'created', start_after = now() WHERE name = ${procurementJob.name}`,
    );
    await t.jobs.drain();
    await t.jobs.drain();
    expect(documentsOf('ConfirmationRequest')).toHaveLength(1);
  });

  it('is retried after the receiver fails, with the same payloadID, until it is accepted', async () => {
    receiver.answerWith(
      { status: 503, body: 'busy' },
      { status: 200, body: cxmlAnswer(500, 'Try later') },
      {
        status: 200,
        body: cxmlAnswer(200, 'OK'),
      },
    );
    const order = await placeByOrderRequest();
    await t.jobs.drain();
    expect(await deliveriesOf(order.id)).toEqual([
      expect.objectContaining({
        status: 'pending',
        attempts: 1,
        last_error: expect.stringContaining('HTTP 503'),
      }),
    ]);
    // The retry waits out its backoff: nothing more is sent until it is due.
    await t.jobs.drain();
    expect(documentsOf('ConfirmationRequest')).toHaveLength(1);

    await retriesDueNow();
    await t.jobs.drain();
    expect(await deliveriesOf(order.id)).toEqual([
      expect.objectContaining({ status: 'pending', attempts: 2, last_error: 'cXML Status 500 Try later' }),
    ]);
    await retriesDueNow();
    await t.jobs.drain();
    const sent = documentsOf('ConfirmationRequest');
    expect(sent).toHaveLength(3);
    const ids = sent.map((s) => attr(readCxml(s.body), 'payloadID'));
    expect(new Set(ids).size).toBe(1);
    expect(await deliveriesOf(order.id)).toEqual([
      expect.objectContaining({ status: 'delivered', attempts: 3, last_error: null, payload_id: ids[0] }),
    ]);
    await retriesDueNow();
    await t.jobs.drain();
    expect(documentsOf('ConfirmationRequest')).toHaveLength(3);
  });

  it('is given up after the last attempt and recorded as failed', async () => {
    receiver.answerWith({ status: 500, body: 'down' });
    const order = await placeByOrderRequest();
    await t.jobs.drain();
    // The job's last retry: its attempt count at the kind's retry limit.
    await t.db.execute(
      sql`UPDATE pgboss.job SET retry_count = retry_limit, start_after = now()
        WHERE name = ${procurementJob.name} AND state = 'retry'`,
    );
    await t.jobs.drain();
    expect(await deliveriesOf(order.id)).toEqual([
      expect.objectContaining({
        status: 'failed',
        attempts: 2,
        last_error: expect.stringContaining('HTTP 500'),
      }),
    ]);
    const [job] = await queryRows<{ state: string }>(
      t.db,
      sql`SELECT state FROM pgboss.job WHERE name = ${procurementJob.name} ORDER BY created_on DESC LIMIT 1`,
    );
    expect(job?.state).toBe('failed');
  });
});

describe('ShipNoticeRequest', () => {
  it('is posted for each shipment with its carrier, tracking number, lines and quantities', async () => {
    const order = await placeByOrderRequest();
    await t.jobs.drain();
    await ship(order.id, [2, 0], '1Z999AA10123456784');
    await t.jobs.drain();
    await ship(order.id, [1, 2], '1Z999AA10123456785');
    await t.jobs.drain();

    const notices = documentsOf('ShipNoticeRequest');
    expect(notices).toHaveLength(2);
    for (const notice of notices) expect(cxmlSubsetProblems(notice.body)).toEqual([]);
    const [first, second] = notices.map((n) => at(readCxml(n.body), 'Request', 'ShipNoticeRequest'));
    expect(attr(at(first, 'ShipNoticeHeader'), 'fulfillmentType')).toBe('partial');
    expect(attr(at(second, 'ShipNoticeHeader'), 'fulfillmentType')).toBe('complete');
    expect(attr(at(first, 'ShipNoticeHeader'), 'shipmentID')).toMatch(/^IF-\d+$/);
    expect(textOf(first, 'ShipControl', 'CarrierIdentifier')).toBe('UPS');
    expect(textOf(first, 'ShipControl', 'ShipmentIdentifier')).toBe('1Z999AA10123456784');
    expect(textOf(second, 'ShipControl', 'ShipmentIdentifier')).toBe('1Z999AA10123456785');
    expect(attr(at(first, 'ShipNoticePortion', 'OrderReference'), 'orderID')).toBe(order.poNumber);
    expect(attr(at(first, 'ShipNoticePortion', 'OrderReference', 'DocumentReference'), 'payloadID')).toBe(
      order.payloadId,
    );
    const items = (notice: typeof first) =>
      all(at(notice, 'ShipNoticePortion'), 'ShipNoticeItem').map((i) => [
        attr(i, 'lineNumber'),
        attr(i, 'quantity'),
      ]);
    expect(items(first)).toEqual([['10', '2']]);
    expect(items(second)).toEqual([
      ['10', '1'],
      ['20', '2'],
    ]);
    expect((await deliveriesOf(order.id)).map((d) => [d.document_type, d.status])).toEqual([
      ['ConfirmationRequest', 'delivered'],
      ['ShipNoticeRequest', 'delivered'],
      ['ShipNoticeRequest', 'delivered'],
    ]);
  });

  it('is not raised for an order a buyer placed at checkout', async () => {
    const [before] = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = ${procurementJob.name}`,
    );
    const buyer = await contactOf(t, clinic.accountId);
    const gloves = await createStockItem(t.db, { stock: 10 });
    await addToCart(buyer, gloves.id, 1);
    const placed = await placeOrder(t, buyer, termsOrder(clinic));
    expect(placed.status).toBe(200);
    await ship(placed.body.orderConfirmation.id, [1], '1Z999AA10123456786');
    const [after] = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = ${procurementJob.name}`,
    );
    expect(after?.n).toBe(before?.n);
  });
});

it('answers the OrderRequest before, and whatever, the notification receiver says', async () => {
  receiver.answerWith({ status: 500 });
  const order = await placeByOrderRequest();
  expect(order.id).toBeGreaterThan(0);
  const answer = await postCxml(
    t,
    '/punchout/cxml/order',
    orderRequestXml(system, {
      payloadId: order.payloadId,
      orderId: order.poNumber,
      shipToAddressId: clinic.licensed,
      items: [
        { itemNumber: glovesNumber, quantity: 3, unitPrice: '12.00', lineNumber: 10 },
        { itemNumber: masksNumber, quantity: 2, unitPrice: '12.00', lineNumber: 20 },
      ],
    }),
  );
  expect(statusOf(answer.body).code).toBe(200);
  await t.jobs.drain();
  // One order, one confirmation job, however often the OrderRequest came.
  expect(documentsOf('ConfirmationRequest')).toHaveLength(1);
});
