// Shipping, delivering and receiving stock (ADR 0034 "Shipping", "Invoicing", "Receiving stock").
// A shipment is a fulfilment of committed, unshipped quantities, invoiced in its own transaction:
// a terms order gets an Open invoice due per the account's terms; a card or ACH order's invoice is
// paid at once by a capture on the order's authorisation, taken from the gateway first and given
// back if the transaction refuses or fails (ADR 0035). The buyer hears that the order shipped, with
// the carrier's tracking link, and later that it was delivered. Receiving stock fills the item's
// backorders oldest order first. Every command takes the actor and audits a staff member's.
import { randomUUID } from 'node:crypto';
import {
  DUE_ON_RECEIPT,
  STORE_TIME_ZONE,
  baseUnitsOf,
  dueDateFor,
  isoDayIn,
  orderStatusIs,
  orderStatusOf,
  shipmentInvoiceCents,
  trackingUrl,
  type LotPick,
} from '@medsupply/domain';
import type { Actor } from '../../core/actor.ts';
import { audit } from '../../core/audit.ts';
import { refuse } from '../../core/refusals.ts';
import { runWorkflow } from '../../core/workflow.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { OrderToCashDeps } from './order-to-cash.service.ts';
import { holdOf, settleHold } from './hold.ts';
import { quantitiesOf } from './lines.ts';
import * as ledger from './ledger.queries.ts';
import * as q from './orders.queries.ts';
import {
  checkReceivedLots,
  pickShipmentLots,
  recordReceivedLots,
  recordShipmentLots,
  type ReceivedLot,
} from './lots.service.ts';
import { settleAfterCommit, type ReversalRow } from './reversals.ts';
import { shippedMail } from './order-to-cash.mail.ts';

export const SHIPPING_MESSAGES = {
  orderNotFound: 'Order not found.',
  fulfillmentNotFound: 'Fulfillment not found.',
  lineNotFound: (lineId: number) => `Line ${lineId} is not a line of this order.`,
  notShippable: (status: string) => `This order cannot be shipped: it is ${status}.`,
  tooMuch: (lineNumber: number, itemName: string, left: number) =>
    left === 0
      ? `Line ${lineNumber} (${itemName}) has nothing left to ship.`
      : `Line ${lineNumber} (${itemName}) has only ${left} left to ship.`,
  futureShipDate: 'The ship date cannot be later than today.',
  shipDateBeforeOrder: 'The ship date cannot be before the order date.',
  futureDelivery: 'The delivery time cannot be in the future.',
  deliveryBeforeShipment: 'The delivery cannot be before the shipment.',
  noAuthorization: 'This card order holds no card authorization to capture. Nothing was shipped.',
  captureRefused: (gatewayMessage: string) =>
    `The card payment could not be captured (${gatewayMessage}). Nothing was shipped.`,
  orderChanged: 'The order changed while it was being shipped. Nothing was shipped; please try again.',
  itemNotFound: 'Item not found.',
} as const;

export interface ShipRequest {
  /** `lots`: staff's choice of lots (stock units) for a line whose item carries lots; else FEFO. */
  lines: ReadonlyArray<{ lineId: number; quantity: number; lots?: readonly LotPick[] | undefined }>;
  carrier: 'UPS' | 'FedEx' | 'USPS';
  trackingNumber: string;
  /** The store's calendar day the parcel left (YYYY-MM-DD). */
  shipDate: string;
}

export interface Shipped {
  fulfillmentId: number;
  invoiceId: number | null;
}

const toShip = (l: q.LineRow) =>
  l.quantity - l.quantity_cancelled - l.quantity_backordered - l.quantity_fulfilled;

/**
 * The same line twice in one request is one line with the quantities (and chosen lots) added, in
 * line id order.
 */
function mergedLines(lines: ShipRequest['lines']): Array<{ lineId: number; quantity: number }> {
  const byId = new Map<number, number>();
  for (const l of lines) byId.set(l.lineId, (byId.get(l.lineId) ?? 0) + l.quantity);
  return [...byId].sort(([a], [b]) => a - b).map(([lineId, quantity]) => ({ lineId, quantity }));
}

/** Staff's lots per line (merged like the lines), for the lines that name any. */
function chosenLots(lines: ShipRequest['lines']): Map<number, LotPick[]> {
  const byId = new Map<number, LotPick[]>();
  for (const l of lines) {
    if (l.lots && l.lots.length > 0) byId.set(l.lineId, [...(byId.get(l.lineId) ?? []), ...l.lots]);
  }
  return byId;
}

/** When a fulfilment dated `shipDate` left: now when that is today, else noon of that day (UTC). */
function shippedAtOf(shipDate: string, now: Date, orderDate: Date): Date {
  if (shipDate === isoDayIn(now, STORE_TIME_ZONE)) return now;
  const noon = new Date(`${shipDate}T12:00:00.000Z`);
  return noon < orderDate ? orderDate : noon;
}

function assertShippable(order: q.OrderHead, body: ShipRequest): void {
  // Waiting for approval, rejected or cancelled: nothing ships. A billed order has nothing left on
  // any line, which the line's refusal says more precisely than its status.
  if (
    order.approval_status === 'pending' ||
    order.approval_status === 'rejected' ||
    !(orderStatusIs('shippable', order.status) || order.status === 'Billed')
  ) {
    throw refuse('ORDER_NOT_SHIPPABLE', SHIPPING_MESSAGES.notShippable(order.status));
  }
  if (body.shipDate < isoDayIn(new Date(order.order_date), STORE_TIME_ZONE)) {
    throw refuse('VALIDATION', SHIPPING_MESSAGES.shipDateBeforeOrder);
  }
}

/** The shipped lines at the order's prices, refusing a line not of the order or more than is left. */
function shippedLines(
  lines: readonly q.LineRow[],
  wanted: ReadonlyArray<{ lineId: number; quantity: number }>,
) {
  const byId = new Map(lines.map((l) => [l.id, l]));
  return wanted.map((w) => {
    const line = byId.get(w.lineId);
    if (!line) throw refuse('VALIDATION', SHIPPING_MESSAGES.lineNotFound(w.lineId));
    const left = toShip(line);
    if (w.quantity > left) {
      throw refuse(
        'QUANTITY_NOT_SHIPPABLE',
        SHIPPING_MESSAGES.tooMuch(line.line_number, line.display_name, Math.max(0, left)),
      );
    }
    return { line, quantity: w.quantity, unitPriceCents: line.unit_price_cents };
  });
}

/** What the shipment's invoice bills, and what a card order captures for it (its fee with the first). */
async function shipmentAmounts(db: DbOrTx, order: q.OrderHead, shipped: ReturnType<typeof shippedLines>) {
  const first = !(await ledger.orderHasInvoice(db, order.id));
  const invoice = shipmentInvoiceCents(
    shipped,
    { shippingCents: order.shipping_cents, taxCents: order.tax_cents },
    first,
  );
  const feeCents = order.payment_type !== 'terms' && first ? order.convenience_fee_cents : 0;
  return { invoice, feeCents, captureCents: invoice.totalCents + feeCents };
}

interface Capture {
  chargeId: string;
  amountCents: number;
}

/**
 * Ships the chosen quantities as one fulfilment, invoiced at once (ADR 0034). All or nothing: a line
 * with less left to ship than asked refuses the whole shipment. `requestKey` is the request's
 * Idempotency-Key: a retry after a crash finds the fulfilment its first run committed, and the
 * capture it took, instead of shipping or capturing again.
 */
export async function shipOrder(
  deps: OrderToCashDeps,
  actor: Actor,
  orderId: number,
  body: ShipRequest,
  requestKey: string | null = null,
): Promise<Shipped> {
  const now = deps.now();
  if (body.shipDate > isoDayIn(now, STORE_TIME_ZONE))
    throw refuse('VALIDATION', SHIPPING_MESSAGES.futureShipDate);
  const order = await q.orderHead(deps.db, orderId);
  if (!order) throw refuse('ORDER_NOT_FOUND', SHIPPING_MESSAGES.orderNotFound);
  if (requestKey !== null) {
    const done = await q.fulfillmentByKey(deps.db, orderId, requestKey);
    if (done)
      return { fulfillmentId: done.id, invoiceId: await ledger.invoiceOfFulfillment(deps.db, done.id) };
  }
  assertShippable(order, body);
  const wanted = mergedLines(body.lines);
  // The plan, as the order stands now; the transaction checks it again under the order's lock.
  const planned = await shipmentAmounts(
    deps.db,
    order,
    shippedLines(await q.linesOf(deps.db, orderId), wanted),
  );
  const captureKey = `ship:${orderId}:${requestKey ?? randomUUID()}`;

  const shipped = await runWorkflow('shipOrder', deps.log, async (flow) => {
    let capture: Capture | null = null;
    if (order.payment_type !== 'terms') {
      const authorizationId = order.payment_authorization_id;
      if (authorizationId === null) throw refuse('ORDER_NOT_SHIPPABLE', SHIPPING_MESSAGES.noAuthorization);
      capture = await flow.step(
        'capture',
        async () => {
          const result = await deps.gateway.capture({
            authorizationId,
            amountCents: planned.captureCents,
            idempotencyKey: captureKey,
          });
          if (result.status !== 'captured') {
            throw refuse('ORDER_NOT_SHIPPABLE', SHIPPING_MESSAGES.captureRefused(result.message));
          }
          return { chargeId: result.chargeId, amountCents: result.amountCents };
        },
        async (taken) => {
          const refund = await deps.gateway.refund({
            chargeId: taken.chargeId,
            amountCents: taken.amountCents,
            idempotencyKey: `undo:${captureKey}`,
          });
          if (refund.status !== 'refunded')
            throw new Error(`the capture could not be given back: ${refund.message}`);
        },
      );
    }
    return flow.step('record', () =>
      deps.db.transaction((tx) =>
        recordShipment(tx, deps, actor, orderId, body, wanted, capture, requestKey),
      ),
    );
  });
  await settleAfterCommit(deps, shipped.release);
  return { fulfillmentId: shipped.fulfillmentId, invoiceId: shipped.invoiceId };
}

/** The shipment's records, in one transaction under the order's lock. */
async function recordShipment(
  tx: Tx,
  deps: OrderToCashDeps,
  actor: Actor,
  orderId: number,
  body: ShipRequest,
  wanted: Array<{ lineId: number; quantity: number }>,
  capture: Capture | null,
  requestKey: string | null,
): Promise<Shipped & { release: ReversalRow | null }> {
  const now = deps.now();
  const order = await q.orderHead(tx, orderId, { lock: true });
  if (!order) throw refuse('ORDER_NOT_FOUND', SHIPPING_MESSAGES.orderNotFound);
  if (requestKey !== null) {
    // A retry whose first run committed: the same capture was answered by the gateway again.
    const done = await q.fulfillmentByKey(tx, orderId, requestKey);
    if (done)
      return {
        fulfillmentId: done.id,
        invoiceId: await ledger.invoiceOfFulfillment(tx, done.id),
        release: null,
      };
  }
  assertShippable(order, body);
  const before = await q.linesOf(tx, orderId);
  const shipped = shippedLines(before, wanted);
  const amounts = await shipmentAmounts(tx, order, shipped);
  if (capture !== null && capture.amountCents !== amounts.captureCents) {
    throw refuse('ORDER_NOT_SHIPPABLE', SHIPPING_MESSAGES.orderChanged);
  }
  // Lock order: the order, its items (as cancelling does), then their lots by id (ADR 0049).
  await q.lockOrderItems(tx, orderId);
  const chosen = chosenLots(body.lines);
  const lotPicks = await pickShipmentLots(
    tx,
    shipped.map((s) => ({
      lineId: s.line.id,
      itemId: s.line.item_id,
      itemName: s.line.display_name,
      carriesLots: s.line.carries_lots,
      stockUnits: baseUnitsOf(s.quantity, s.line.conversion_rate),
      chosen: chosen.get(s.line.id),
    })),
    body.shipDate,
  );
  const holdBefore = await holdOf(tx, orderId);
  for (const s of shipped) {
    if (!(await q.shipLine(tx, orderId, s.line.id, s.quantity))) {
      throw refuse(
        'QUANTITY_NOT_SHIPPABLE',
        SHIPPING_MESSAGES.tooMuch(s.line.line_number, s.line.display_name, 0),
      );
    }
  }
  const fulfillment = await q.insertFulfillment(tx, {
    accountId: order.account_id,
    salesOrderId: orderId,
    carrier: body.carrier,
    trackingNumber: body.trackingNumber,
    shippedAt: shippedAtOf(body.shipDate, now, new Date(order.order_date)),
    requestKey,
    lines: wanted,
  });
  await recordShipmentLots(tx, actor, fulfillment.id, lotPicks);
  // The invoice of the shipment (terms: due per the account's terms; card: due on receipt, paid now).
  const invoiceDay = isoDayIn(now);
  const terms = order.payment_type === 'terms' ? (order.terms ?? DUE_ON_RECEIPT) : DUE_ON_RECEIPT;
  const invoice = await ledger.insertInvoice(tx, {
    accountId: order.account_id,
    salesOrderId: orderId,
    fulfillmentId: fulfillment.id,
    invoiceDate: now,
    dueDate: dueDateFor(invoiceDay, terms) ?? invoiceDay,
    ...amounts.invoice,
    poNumber: order.po_number,
    lines: shipped.map((s) => ({
      itemId: s.line.item_id,
      unitId: s.line.unit_id,
      quantity: s.quantity,
      unitPriceCents: s.unitPriceCents,
      amountCents: s.unitPriceCents * s.quantity,
    })),
  });
  for (const s of shipped) await q.billLine(tx, s.line.id, s.quantity);
  if (capture !== null) await recordCapture(tx, order, invoice, amounts, capture, now);
  const after = await q.linesOf(tx, orderId);
  const status = orderStatusOf(after.map(quantitiesOf), order.approval_status, false);
  await q.setStatus(tx, orderId, status);
  const release = await settleHold(tx, deps, holdBefore, {
    owedCents: capture === null ? amounts.invoice.totalCents : 0,
    capturedCents: capture?.amountCents ?? 0,
  });
  await tellShipped(
    tx,
    deps,
    order,
    { ...fulfillment, carrier: body.carrier, trackingNumber: body.trackingNumber },
    shipped,
  );
  const lineFacts = (lines: readonly q.LineRow[]) =>
    lines
      .filter((l) => wanted.some((w) => w.lineId === l.id))
      .map((l) => ({
        lineId: l.id,
        quantityFulfilled: l.quantity_fulfilled,
        quantityBilled: l.quantity_billed,
      }));
  await audit(tx, actor, {
    action: 'fulfillment.create',
    entityType: 'salesOrder',
    entityId: orderId,
    before: { status: order.status, lines: lineFacts(before) },
    after: {
      status,
      lines: lineFacts(after),
      fulfillment: {
        id: fulfillment.id,
        tranId: fulfillment.tranId,
        carrier: body.carrier,
        trackingNumber: body.trackingNumber,
        shipDate: body.shipDate,
        lines: wanted,
        lots: Object.fromEntries(lotPicks),
      },
      invoice: { id: invoice.id, tranId: invoice.tranId, totalCents: amounts.invoice.totalCents },
      capture: capture === null ? null : { chargeId: capture.chargeId, amountCents: capture.amountCents },
    },
  });
  return { fulfillmentId: fulfillment.id, invoiceId: invoice.id, release };
}

/** A card order's shipment paid at once: the capture's payment, applied in full to the invoice. */
async function recordCapture(
  tx: Tx,
  order: q.OrderHead,
  invoice: { id: number; tranId: string },
  amounts: Awaited<ReturnType<typeof shipmentAmounts>>,
  capture: Capture,
  now: Date,
): Promise<void> {
  const payment = await ledger.insertPayment(tx, {
    id: await ledger.nextPaymentId(tx),
    accountId: order.account_id,
    userId: null,
    paymentMethodId: null,
    method: order.method ?? order.payment_type,
    last4: order.last4,
    amountCents: amounts.invoice.totalCents,
    convenienceFeeCents: amounts.feeCents,
    appliedCents: amounts.invoice.totalCents,
    gatewayReference: capture.chargeId,
    salesOrderId: order.id,
    kind: 'capture',
    memo: `Captured at shipment of ${order.tran_id}`,
    paidAt: now,
  });
  if (!(await ledger.settleInvoice(tx, invoice.id, amounts.invoice.totalCents))) {
    throw new Error('a new invoice could not be settled by its capture');
  }
  await ledger.insertPaymentApplication(tx, {
    paymentId: payment.id,
    invoiceId: invoice.id,
    amountCents: amounts.invoice.totalCents,
    appliedInPaymentId: null,
    at: now,
  });
  await q.setPaymentStatus(tx, order.id, 'captured');
}

/**
 * The buyer hears the order shipped: the bell, and a mail with the carrier's tracking link; a
 * procurement system that placed it, a ShipNoticeRequest.
 */
async function tellShipped(
  tx: Tx,
  deps: OrderToCashDeps,
  order: q.OrderHead,
  fulfillment: { id: number; tranId: string; carrier: string; trackingNumber: string },
  shipped: ReturnType<typeof shippedLines>,
): Promise<void> {
  await deps.outbox.notify(tx, { type: 'fulfillmentShipped', fulfillmentId: fulfillment.id });
  // An order a procurement system placed: the system hears of it too (a cXML ShipNoticeRequest).
  if (order.procurement_system_id !== null) {
    await deps.outbox.procurement(tx, { type: 'fulfillmentShipped', fulfillmentId: fulfillment.id });
  }
  if (!order.placed_by_email) return;
  const link = trackingUrl(fulfillment.carrier, fulfillment.trackingNumber);
  const url = link.startsWith('/') ? `${deps.settings.publicUrl}${link}` : link;
  await deps.outbox.mail(
    tx,
    shippedMail(
      deps.settings.letterhead,
      { email: order.placed_by_email, firstName: order.placed_by_first_name },
      { id: order.id, tranId: order.tran_id },
      { carrier: fulfillment.carrier, trackingNumber: fulfillment.trackingNumber, trackingUrl: url },
      shipped.map((s) => ({ quantity: s.quantity, displayName: s.line.display_name })),
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// Delivery
// ---------------------------------------------------------------------------------------------

export interface Delivered {
  fulfillmentId: number;
  /** False when it was delivered already (nothing changed, nothing audited). */
  changed: boolean;
}

/**
 * A parcel was delivered: the fulfilment becomes Delivered with its scan, and the buyer hears
 * 'Fulfillment Delivered' (outbox). Delivering a delivered fulfilment again changes nothing.
 */
export async function deliverFulfillment(
  deps: Pick<OrderToCashDeps, 'db' | 'outbox' | 'now'>,
  actor: Actor,
  fulfillmentId: number,
  input: { at?: Date | undefined; location?: string | null | undefined },
): Promise<Delivered> {
  const now = deps.now();
  const at = input.at ?? now;
  if (at.getTime() > now.getTime() + 60_000) throw refuse('VALIDATION', SHIPPING_MESSAGES.futureDelivery);
  return deps.db.transaction(async (tx) => {
    const found = await q.fulfillmentById(tx, fulfillmentId, true);
    if (!found) throw refuse('FULFILLMENT_NOT_FOUND', SHIPPING_MESSAGES.fulfillmentNotFound);
    if (found.status === 'Delivered') return { fulfillmentId, changed: false };
    if (at.getTime() < new Date(found.shipped_at).getTime()) {
      throw refuse('VALIDATION', SHIPPING_MESSAGES.deliveryBeforeShipment);
    }
    if ((await q.markDelivered(tx, fulfillmentId, at)) === null) return { fulfillmentId, changed: false };
    const location = input.location ?? null;
    await q.addEvent(tx, { fulfillmentId, status: 'Delivered', description: 'Delivered', location, at });
    await deps.outbox.notify(tx, { type: 'fulfillmentDelivered', fulfillmentId });
    await audit(tx, actor, {
      action: 'fulfillment.deliver',
      entityType: 'fulfillment',
      entityId: fulfillmentId,
      before: { status: found.status, deliveredAt: found.delivered_at },
      after: { status: 'Delivered', deliveredAt: at.toISOString(), location },
    });
    return { fulfillmentId, changed: true };
  });
}

// ---------------------------------------------------------------------------------------------
// Receiving stock
// ---------------------------------------------------------------------------------------------

export interface Received {
  receiptId: string;
  itemId: number;
  quantityReceived: number;
  quantityAvailable: number;
  lots: Array<{ lotId: number; lotNumber: string; expiresOn: string; quantity: number }>;
  backordersFilled: Array<{
    salesOrderId: number;
    tranId: string;
    salesOrderLineId: number;
    quantity: number;
  }>;
}

/**
 * Receives stock of an item: the quantity fills the item's backorders oldest order first, the rest
 * is stock; each covered line raises 'Backorder Ready' and an item that was out 'Item Back in
 * Stock'. One transaction under the item's row lock.
 */
export async function receiveStock(
  deps: Pick<OrderToCashDeps, 'db' | 'outbox' | 'now'>,
  actor: Actor,
  itemId: number,
  input: {
    quantity: number;
    note?: string | null | undefined;
    lots?: readonly ReceivedLot[] | undefined;
  },
): Promise<Received> {
  const receiptId = randomUUID();
  const today = isoDayIn(deps.now(), STORE_TIME_ZONE);
  return deps.db.transaction(async (tx) => {
    // The item's row lock first (lock order: item, its lines, its lots; ADR 0049): its lot flag
    // says whether the receipt must name lots.
    const item = await q.lockItemStock(tx, itemId);
    if (!item) throw refuse('ITEM_NOT_FOUND', SHIPPING_MESSAGES.itemNotFound);
    const lots = checkReceivedLots(item.carries_lots, input.quantity, input.lots, today);
    const { before, available, filled } = await putInStock(tx, deps, itemId, input.quantity, receiptId);
    // The lots after the backordered lines.
    const received = await recordReceivedLots(tx, actor, itemId, lots, input.note ?? null);
    await audit(tx, actor, {
      action: 'stock.receive',
      entityType: 'item',
      entityId: itemId,
      before: { quantityAvailable: before },
      after: {
        quantityAvailable: available,
        quantityReceived: input.quantity,
        note: input.note ?? null,
        receiptId,
        lots: received,
        backordersFilled: filled,
      },
    });
    return {
      receiptId,
      itemId,
      quantityReceived: input.quantity,
      quantityAvailable: available,
      lots: received,
      backordersFilled: filled,
    };
  });
}

/**
 * Units that come into stock in the caller's transaction (a receipt, or returned units staff put
 * back on the shelf, issue 34): they fill the item's backorders oldest order first, the rest is
 * stock; each covered line raises 'Backorder Ready' and an item that was out 'Item Back in Stock'.
 * Refused for an unknown item. Takes the item's row lock.
 */
export async function putInStock(
  tx: Tx,
  deps: Pick<OrderToCashDeps, 'outbox'>,
  itemId: number,
  quantity: number,
  receiptId: string,
): Promise<{ before: number; available: number; filled: Received['backordersFilled'] }> {
  const item = await q.lockItemStock(tx, itemId);
  if (!item) throw refuse('ITEM_NOT_FOUND', SHIPPING_MESSAGES.itemNotFound);
  const wasOut = item.quantity_available <= 0;
  // Stock below zero (a correction elsewhere) is made good first.
  let available = item.quantity_available + quantity;
  const filled: Received['backordersFilled'] = [];
  for (const line of await q.backordersOf(tx, itemId)) {
    if (available <= 0) break;
    // Lines count in their own unit (a box of 100), stock in stock units: a line takes only whole
    // units of its own that the stock covers.
    const take = Math.min(line.quantity_backordered, Math.floor(available / line.conversion_rate));
    if (take <= 0) continue;
    if (!(await q.fillBackorder(tx, line.id, take))) continue;
    available -= Math.round(take * line.conversion_rate);
    filled.push({
      salesOrderId: line.sales_order_id,
      tranId: line.tran_id,
      salesOrderLineId: line.id,
      quantity: take,
    });
    await deps.outbox.notify(tx, {
      type: 'backorderReady',
      salesOrderLineId: line.id,
      quantity: take,
      receiptId,
    });
  }
  await q.setStock(tx, itemId, available);
  if (wasOut && available > 0) await deps.outbox.notify(tx, { type: 'itemBackInStock', itemId, receiptId });
  return { before: item.quantity_available, available, filled };
}
