// The order desk (issue 20 point 2, ADR 0020 "Shipping", "Invoicing"): the open orders queue, an
// order with its lines, shipping all or part of the lines as a fulfilment, and marking a fulfilment
// delivered. Each action is one transaction with its audit row and its outbox events: a shipment of
// a terms order is invoiced in it (the billing module's invoiceShipment), a delivery raises
// 'Fulfillment Delivered' (tracking's recordDeliveryIn).
import {
  type AdminFulfillment,
  type AdminInvoiceSummary,
  type AdminOrderDetails,
  type AdminOrdersPage,
  type AdminOrdersQuery,
  type DeliverBody,
  type DeliverResponse,
  type ShipOrderBody,
  type ShipOrderResponse,
} from '@medsupply/contract';
import { centsToDollars, isoDayIn, orderStatusOf, STORE_TIME_ZONE } from '@medsupply/domain';
import type { Staff } from '../../core/actor.ts';
import type { Outbox } from '../../core/outbox.ts';
import { refuse } from '../../core/refusals.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { recordDeliveryIn } from '../tracking/tracking.service.ts';
import type { PaymentGateway } from '../payments/payment-methods.service.ts';
import { invoiceShipment } from '../transactions/transactions.service.ts';
import { captureShipment, refundCapture, type CaptureLedger } from './billing.service.ts';
import { pageOf } from './paging.ts';
import { audit } from './staff.service.ts';
import * as q from './orders.queries.ts';

export const ORDER_DESK_MESSAGES = {
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
} as const;

const dollars = centsToDollars;

const toShip = (l: q.LineRow) =>
  l.quantity - l.quantity_cancelled - l.quantity_backordered - l.quantity_fulfilled;

/** GET /api/admin/orders: the queue, oldest first, open orders unless a status is asked. */
export async function orderQueue(db: Db, query: AdminOrdersQuery): Promise<AdminOrdersPage> {
  const rows = await q.orderQueue(
    db,
    { status: query.status, q: query.q, accountId: query.accountId },
    query.limit,
    (query.page - 1) * query.limit,
  );
  return pageOf(rows, query, (r) => ({
    id: r.id,
    tranId: r.tran_id,
    status: r.status,
    orderDate: r.order_date,
    shipDate: r.ship_date,
    account: { id: r.account_id, name: r.account_name, number: r.account_number },
    poNumber: r.po_number,
    paymentType: r.payment_type,
    total: dollars(r.total_cents),
    quantityToShip: r.to_ship,
    quantityBackordered: r.backordered,
  }));
}

function fulfillmentOf(f: q.FulfillmentRow): AdminFulfillment {
  return {
    id: f.id,
    tranId: f.tran_id,
    status: f.status,
    carrier: f.carrier,
    trackingNumber: f.tracking_number,
    shippedAt: f.shipped_at,
    deliveredAt: f.delivered_at,
    lines: f.lines,
  };
}

function invoiceOf(i: q.InvoiceRow): AdminInvoiceSummary {
  return {
    id: i.id,
    tranId: i.tran_id,
    status: i.status,
    invoiceDate: i.invoice_date,
    dueDate: i.due_date,
    total: dollars(i.total_cents),
    amountDue: dollars(i.amount_due_cents),
  };
}

async function detailsOf(db: DbOrTx, order: q.OrderRow): Promise<AdminOrderDetails> {
  const [lines, fulfillments, invoices] = [
    await q.linesOf(db, order.id),
    await q.fulfillmentsOf(db, order.id),
    await q.invoicesOf(db, order.id),
  ];
  const s = order.ship_address;
  return {
    id: order.id,
    tranId: order.tran_id,
    status: order.status,
    approvalStatus: order.approval_status,
    orderDate: order.order_date,
    shipDate: order.ship_date,
    shippingMethod: order.shipping_method,
    poNumber: order.po_number,
    paymentType: order.payment_type,
    account: {
      id: order.account_id,
      name: order.account_name,
      number: order.account_number,
      terms: order.terms,
    },
    shipAddress: {
      addressee: s.addressee,
      line1: s.line1,
      line2: s.line2 ?? null,
      city: s.city,
      state: s.state,
      zip: s.zip,
      country: s.country,
    },
    subtotal: dollars(order.subtotal_cents),
    shipping: dollars(order.shipping_cents),
    tax: dollars(order.tax_cents),
    total: dollars(order.total_cents),
    lines: lines.map((l) => ({
      id: l.id,
      lineNumber: l.line_number,
      itemId: l.item_id,
      itemName: l.item_name,
      displayName: l.display_name,
      urlComponent: l.url_component,
      thumbnailImage: l.thumbnail_url,
      unit: l.unit_id,
      unitName: l.unit_name,
      rxLevel: l.rx_level,
      quantity: l.quantity,
      quantityBackordered: l.quantity_backordered,
      quantityCancelled: l.quantity_cancelled,
      quantityFulfilled: l.quantity_fulfilled,
      quantityBilled: l.quantity_billed,
      quantityToShip: toShip(l),
      price: dollars(l.unit_price_cents),
      amount: dollars(l.amount_cents),
    })),
    fulfillments: fulfillments.map(fulfillmentOf),
    invoices: invoices.map(invoiceOf),
  };
}

/** GET /api/admin/orders/:id. */
export async function orderDetails(db: Db, id: number): Promise<AdminOrderDetails> {
  const order = await q.orderById(db, id);
  if (!order) throw refuse('ORDER_NOT_FOUND', ORDER_DESK_MESSAGES.orderNotFound);
  return detailsOf(db, order);
}

/** The same line twice in one request is one line with the quantities added, in line id order. */
function mergedLines(lines: ShipOrderBody['lines']): Array<{ lineId: number; quantity: number }> {
  const byId = new Map<number, number>();
  for (const l of lines) byId.set(l.lineId, (byId.get(l.lineId) ?? 0) + l.quantity);
  return [...byId].sort(([a], [b]) => a - b).map(([lineId, quantity]) => ({ lineId, quantity }));
}

/**
 * When a fulfilment dated `shipDate` left: now when that is today, else noon of that day (UTC),
 * never before the order was placed.
 */
function shippedAtOf(shipDate: string, now: Date, orderDate: Date): Date {
  if (shipDate === isoDayIn(now, STORE_TIME_ZONE)) return now;
  const noon = new Date(`${shipDate}T12:00:00.000Z`);
  return noon < orderDate ? orderDate : noon;
}

const quantitiesOf = (lines: readonly q.LineRow[]) =>
  lines.map((l) => ({
    quantity: l.quantity,
    quantityCancelled: l.quantity_cancelled,
    quantityBackordered: l.quantity_backordered,
    quantityFulfilled: l.quantity_fulfilled,
    quantityBilled: l.quantity_billed,
  }));

/**
 * POST /api/admin/orders/:id/fulfillments: ships the chosen quantities as one fulfilment (carrier,
 * tracking number, ship date). All or nothing: a line with less left to ship than asked (another
 * staff member shipped it meanwhile) refuses the whole shipment. A terms order's shipment is
 * invoiced in the same transaction; the audit row records the lines before and after.
 */
export async function shipOrder(
  db: Db,
  staff: Staff,
  orderId: number,
  body: ShipOrderBody,
  now: Date,
  gateway?: PaymentGateway,
): Promise<ShipOrderResponse> {
  const today = isoDayIn(now, STORE_TIME_ZONE);
  if (body.shipDate > today) throw refuse('VALIDATION', ORDER_DESK_MESSAGES.futureShipDate);
  const wanted = mergedLines(body.lines);
  // -- card capture at shipment (H3, ADR 0030): what the gateway captured, refunded on rollback.
  const capture: CaptureLedger = { chargeId: null, amountCents: 0 };
  try {
    return await shipInTransaction(db, staff, orderId, body, now, wanted, capture, gateway);
  } catch (error) {
    if (gateway) await refundCapture(gateway, capture);
    throw error;
  }
  // -- end card capture
}

async function shipInTransaction(
  db: Db,
  staff: Staff,
  orderId: number,
  body: ShipOrderBody,
  now: Date,
  wanted: Array<{ lineId: number; quantity: number }>,
  capture: CaptureLedger,
  gateway: PaymentGateway | undefined,
): Promise<ShipOrderResponse> {
  return db.transaction(async (tx) => {
    // One shipment of an order at a time: its status is derived from all of its lines.
    const order = await q.orderById(tx, orderId, true);
    if (!order) throw refuse('ORDER_NOT_FOUND', ORDER_DESK_MESSAGES.orderNotFound);
    if (
      order.approval_status === 'pending' ||
      order.approval_status === 'rejected' ||
      ['Cancelled', 'Closed', 'Rejected'].includes(order.status)
    ) {
      throw refuse('ORDER_NOT_SHIPPABLE', ORDER_DESK_MESSAGES.notShippable(order.status));
    }
    if (body.shipDate < isoDayIn(new Date(order.order_date), STORE_TIME_ZONE)) {
      throw refuse('VALIDATION', ORDER_DESK_MESSAGES.shipDateBeforeOrder);
    }
    const before = await q.linesOf(tx, orderId);
    const byId = new Map(before.map((l) => [l.id, l]));
    for (const w of wanted) {
      const line = byId.get(w.lineId);
      if (!line) throw refuse('VALIDATION', ORDER_DESK_MESSAGES.lineNotFound(w.lineId));
      // The conditional update is the guard; the line as read only words the refusal.
      if (!(await q.shipLine(tx, orderId, w.lineId, w.quantity))) {
        const fresh = (await q.linesOf(tx, orderId)).find((l) => l.id === w.lineId) ?? line;
        throw refuse(
          'QUANTITY_NOT_SHIPPABLE',
          ORDER_DESK_MESSAGES.tooMuch(fresh.line_number, fresh.display_name, Math.max(0, toShip(fresh))),
        );
      }
    }
    const shipped = await q.insertFulfillment(tx, {
      accountId: order.account_id,
      salesOrderId: orderId,
      carrier: body.carrier,
      trackingNumber: body.trackingNumber,
      shippedAt: shippedAtOf(body.shipDate, now, new Date(order.order_date)),
      lines: wanted,
    });
    const shippedLines = () =>
      wanted.map((w) => {
        const line = byId.get(w.lineId);
        if (!line) throw new Error('line vanished');
        return {
          salesOrderLineId: line.id,
          itemId: line.item_id,
          unitId: line.unit_id,
          quantity: w.quantity,
          unitPriceCents: line.unit_price_cents,
        };
      });
    let invoice: Awaited<ReturnType<typeof invoiceShipment>> | null = null;
    if (order.payment_type === 'terms') {
      invoice = await invoiceShipment(tx, {
        accountId: order.account_id,
        salesOrderId: orderId,
        terms: order.terms,
        poNumber: order.po_number,
        orderShippingCents: order.shipping_cents,
        orderTaxCents: order.tax_cents,
        now,
        lines: shippedLines(),
      });
      for (const w of wanted) await q.billLine(tx, w.lineId, w.quantity);
    } else if (gateway) {
      // -- card capture at shipment (H3, ADR 0030): invoiced as paid, captured on the authorisation.
      invoice = await captureShipment(tx, gateway, capture, {
        orderId,
        orderTranId: order.tran_id,
        accountId: order.account_id,
        poNumber: order.po_number,
        orderShippingCents: order.shipping_cents,
        orderTaxCents: order.tax_cents,
        lines: shippedLines(),
        now,
      });
      if (invoice) for (const w of wanted) await q.billLine(tx, w.lineId, w.quantity);
      // -- end card capture
    }
    const after = await q.linesOf(tx, orderId);
    const status = orderStatusOf(quantitiesOf(after), order.approval_status, false);
    await q.setOrderStatus(tx, orderId, status);
    const lineFacts = (lines: readonly q.LineRow[]) =>
      lines
        .filter((l) => wanted.some((w) => w.lineId === l.id))
        .map((l) => ({
          lineId: l.id,
          quantityFulfilled: l.quantity_fulfilled,
          quantityBilled: l.quantity_billed,
        }));
    await audit(tx, staff, {
      action: 'fulfillment.create',
      entityType: 'salesOrder',
      entityId: orderId,
      before: { status: order.status, lines: lineFacts(before) },
      after: {
        status,
        lines: lineFacts(after),
        fulfillment: {
          id: shipped.id,
          tranId: shipped.tranId,
          carrier: body.carrier,
          trackingNumber: body.trackingNumber,
          shipDate: body.shipDate,
          lines: wanted,
        },
        invoice: invoice ? { id: invoice.id, tranId: invoice.tranId, dueDate: invoice.dueDate } : null,
      },
    });
    const details = await detailsOf(tx, { ...order, status });
    const fulfillment = details.fulfillments.find((f) => f.id === shipped.id);
    if (!fulfillment) throw new Error('fulfillment not read back');
    return {
      fulfillment,
      invoice: invoice ? (details.invoices.find((i) => i.id === invoice.id) ?? null) : null,
      order: details,
    };
  });
}

/**
 * POST /api/admin/fulfillments/:id/deliver: the fulfilment becomes Delivered with its scan, the
 * buyer hears 'Fulfillment Delivered' (outbox) and the tracking page shows it. Delivering a
 * delivered fulfilment again changes nothing and writes no audit row.
 */
export async function deliverFulfillment(
  db: Db,
  outbox: Outbox,
  staff: Staff,
  fulfillmentId: number,
  body: DeliverBody,
  now: Date,
): Promise<DeliverResponse> {
  const at = body.deliveredAt ? new Date(body.deliveredAt) : now;
  if (at.getTime() > now.getTime() + 60_000) throw refuse('VALIDATION', ORDER_DESK_MESSAGES.futureDelivery);
  return db.transaction(async (tx) => {
    const found = await q.fulfillmentById(tx, fulfillmentId, true);
    if (!found) throw refuse('FULFILLMENT_NOT_FOUND', ORDER_DESK_MESSAGES.fulfillmentNotFound);
    if (found.status === 'Delivered') return { fulfillment: fulfillmentOf(found) };
    if (at.getTime() < new Date(found.shipped_at).getTime()) {
      throw refuse('VALIDATION', ORDER_DESK_MESSAGES.deliveryBeforeShipment);
    }
    await recordDeliveryIn(tx, outbox, { fulfillmentId, at, location: body.location ?? null });
    const delivered = await q.fulfillmentById(tx, fulfillmentId);
    if (!delivered) throw new Error('fulfillment not read back');
    await audit(tx, staff, {
      action: 'fulfillment.deliver',
      entityType: 'fulfillment',
      entityId: fulfillmentId,
      before: { status: found.status, deliveredAt: found.delivered_at },
      after: {
        status: delivered.status,
        deliveredAt: delivered.delivered_at,
        location: body.location ?? null,
      },
    });
    return { fulfillment: fulfillmentOf(delivered) };
  });
}
