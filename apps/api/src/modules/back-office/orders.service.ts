// The order desk (issue 20 point 2): the open orders queue and an order with its lines, as only the
// staff's screens read them, and shipping and delivering through the order-to-cash module's
// commands (ADR 0034: the back office is a second face over the same services), answered as the
// desk shows them.
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
import { centsToDollars } from '@medsupply/domain';
import type { Staff } from '../../core/actor.ts';
import { historyLineItem } from '../../core/history-line.ts';
import { refuse } from '../../core/refusals.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import * as fulfilment from '../order-to-cash/fulfilment.service.ts';
import { shipLotsOfItems } from '../order-to-cash/lots.service.ts';
import type { OrderToCashDeps } from '../order-to-cash/order-to-cash.service.ts';
import { pageOf } from './paging.ts';
import * as q from './orders.queries.ts';

/** The desk's messages: order-to-cash's shipping sentences (one wording wherever an order ships). */
export const ORDER_DESK_MESSAGES = fulfilment.SHIPPING_MESSAGES;

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
  const lotsByItem = await shipLotsOfItems(
    db,
    lines.filter((l) => l.carries_lots && toShip(l) > 0).map((l) => l.item_id),
  );
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
      ...historyLineItem(l),
      rxLevel: l.rx_level,
      quantity: l.quantity,
      quantityBackordered: l.quantity_backordered,
      quantityCancelled: l.quantity_cancelled,
      quantityFulfilled: l.quantity_fulfilled,
      quantityBilled: l.quantity_billed,
      quantityToShip: toShip(l),
      carriesLots: l.carries_lots,
      conversionRate: l.conversion_rate,
      lots: lotsByItem.get(l.item_id) ?? [],
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

/**
 * POST /api/admin/orders/:id/fulfillments: ships the chosen quantities as one fulfilment, invoiced
 * at once (order-to-cash's shipOrder, the same command the store's other faces would call), and
 * answers it with the order as the desk shows it. `requestKey` is the request's Idempotency-Key.
 */
export async function shipOrder(
  deps: OrderToCashDeps,
  staff: Staff,
  orderId: number,
  body: ShipOrderBody,
  requestKey: string | null,
): Promise<ShipOrderResponse> {
  const shipped = await fulfilment.shipOrder(deps, staff, orderId, body, requestKey);
  const details = await orderDetails(deps.db, orderId);
  const shipment = details.fulfillments.find((f) => f.id === shipped.fulfillmentId);
  if (!shipment) throw new Error('fulfillment not read back');
  return {
    fulfillment: shipment,
    invoice: details.invoices.find((i) => i.id === shipped.invoiceId) ?? null,
    order: details,
  };
}

/**
 * POST /api/admin/fulfillments/:id/deliver: the fulfilment becomes Delivered with its scan and the
 * buyer hears of it (order-to-cash's deliverFulfillment). Delivering it again changes nothing.
 */
export async function deliverFulfillment(
  deps: Pick<OrderToCashDeps, 'db' | 'outbox' | 'now'>,
  staff: Staff,
  fulfillmentId: number,
  body: DeliverBody,
): Promise<DeliverResponse> {
  await fulfilment.deliverFulfillment(deps, staff, fulfillmentId, {
    at: body.deliveredAt ? new Date(body.deliveredAt) : undefined,
    location: body.location ?? null,
  });
  const delivered = await q.fulfillmentById(deps.db, fulfillmentId);
  if (!delivered) throw refuse('FULFILLMENT_NOT_FOUND', ORDER_DESK_MESSAGES.fulfillmentNotFound);
  return { fulfillment: fulfillmentOf(delivered) };
}
