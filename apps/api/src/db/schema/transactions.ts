// Sales orders, estimates and quotes, invoices and fulfilments with carrier tracking.
// Orders and invoices are records of what happened: corrections are new records (ARCHITECTURE §6).
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts.ts';
import { addresses } from './addresses.ts';
import { items, units } from './catalog.ts';
import { itemLists } from './cart.ts';
import { creditMemos, paymentMethods, paymentReversals } from './payments.ts';
import { punchoutSystems } from './punchout.ts';
import { cents, createdAt, id, updatedAt } from './_columns.ts';

/** Address as it was when the document was made; later edits of the address do not rewrite history. */
export interface AddressSnapshot {
  addressee: string;
  attention?: string | null;
  line1: string;
  line2?: string | null;
  city: string;
  state: string;
  zip: string;
  country: string;
}

export const salesOrders = pgTable(
  'sales_orders',
  {
    id: id(),
    tranId: text('tran_id').notNull().unique(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    placedBy: integer('placed_by').references(() => users.id),
    // NetSuite-style statuses: 'Pending Approval', 'Pending Fulfillment', 'Partially Fulfilled',
    // 'Pending Billing', 'Partially Billed', 'Billed', 'Closed', 'Cancelled', 'Rejected'.
    status: text('status').notNull(),
    approvalStatus: text('approval_status', { enum: ['not_required', 'pending', 'approved', 'rejected'] })
      .notNull()
      .default('not_required'),
    approvedBy: integer('approved_by').references(() => users.id),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    poNumber: text('po_number'),
    orderDate: timestamp('order_date', { withTimezone: true }).notNull().defaultNow(),
    shipAddressId: integer('ship_address_id').references(() => addresses.id),
    billAddressId: integer('bill_address_id').references(() => addresses.id),
    shipAddress: jsonb('ship_address').$type<AddressSnapshot>().notNull(),
    billAddress: jsonb('bill_address').$type<AddressSnapshot>().notNull(),
    paymentType: text('payment_type', { enum: ['terms', 'card', 'ach'] }).notNull(),
    paymentMethodId: integer('payment_method_id').references(() => paymentMethods.id),
    // Card orders: the gateway's authorisation, captured as fulfilments are invoiced (docs/order-lifecycle.md).
    paymentAuthorizationId: text('payment_authorization_id'),
    paymentStatus: text('payment_status', { enum: ['none', 'authorized', 'captured', 'voided'] })
      .notNull()
      .default('none'),
    // The ship date the buyer chose at checkout (getAlternateShippingData's dates).
    shipDate: date('ship_date', { mode: 'string' }),
    shippingMethod: text('shipping_method').notNull().default('Ground'),
    subtotalCents: cents('subtotal_cents').notNull(),
    shippingCents: cents('shipping_cents').notNull().default(0),
    taxCents: cents('tax_cents').notNull().default(0),
    convenienceFeeCents: cents('convenience_fee_cents').notNull().default(0),
    totalCents: cents('total_cents').notNull(),
    memo: text('memo'),
    // Why an administrator rejected it (approvals, issue 17).
    rejectionReason: text('rejection_reason'),
    // placeOrder's Idempotency-Key and request digest, kept with the order in the order's own
    // transaction: a retry after a crash between the commit and the key's answer finds the order
    // instead of placing a second one (issue 17, chaos test).
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    subscriptionItemListId: integer('subscription_item_list_id').references(() => itemLists.id),
    // The procurement system whose cXML OrderRequest placed the order (issue 28, ADR 0038): its
    // shipments are announced to that system with a ShipNoticeRequest.
    procurementSystemId: integer('procurement_system_id').references(() => punchoutSystems.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('sales_orders_account_idx').on(t.accountId, t.orderDate),
    index('sales_orders_status_idx').on(t.accountId, t.status),
    uniqueIndex('sales_orders_idempotency_uq').on(t.placedBy, t.idempotencyKey),
  ],
);

export const salesOrderLines = pgTable(
  'sales_order_lines',
  {
    id: id(),
    salesOrderId: integer('sales_order_id')
      .notNull()
      .references(() => salesOrders.id),
    lineNumber: integer('line_number').notNull(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    quantity: integer('quantity').notNull(),
    // Price of one of the chosen unit (base price × conversion rate) at the time of the order.
    unitPriceCents: cents('unit_price_cents').notNull(),
    amountCents: cents('amount_cents').notNull(),
    quantityFulfilled: integer('quantity_fulfilled').notNull().default(0),
    quantityBilled: integer('quantity_billed').notNull().default(0),
    quantityBackordered: integer('quantity_backordered').notNull().default(0),
    quantityCancelled: integer('quantity_cancelled').notNull().default(0),
    rxLevel: integer('rx_level').notNull().default(0),
  },
  (t) => [
    index('sales_order_lines_order_idx').on(t.salesOrderId),
    index('sales_order_lines_item_idx').on(t.itemId),
    // The order lifecycle's invariants (docs/order-lifecycle.md): what is shipped never
    // exceeds what is committed, what is billed never exceeds what is shipped.
    check(
      'sales_order_lines_quantities_ck',
      sql`${t.quantity} > 0 AND ${t.quantityBackordered} >= 0 AND ${t.quantityCancelled} >= 0
        AND ${t.quantityBackordered} + ${t.quantityCancelled} <= ${t.quantity}
        AND ${t.quantityFulfilled} >= 0
        AND ${t.quantityFulfilled} <= ${t.quantity} - ${t.quantityCancelled} - ${t.quantityBackordered}
        AND ${t.quantityBilled} >= 0 AND ${t.quantityBilled} <= ${t.quantityFulfilled}`,
    ),
  ],
);

/**
 * The controlled-substance order record (issues 17 and 20): one row per placed line with an Rx or
 * schedule level, kept at least 730 days. Append-only: a trigger (migration) refuses UPDATE and
 * DELETE; a correction is a new row of kind 'correction' pointing at the row it corrects.
 */
export const controlledSubstanceRecords = pgTable(
  'controlled_substance_records',
  {
    id: id(),
    // 'return': units of the line a buyer sends back, handled apart by the store's rule (issue 34).
    kind: text('kind', { enum: ['placed', 'correction', 'return'] }).notNull(),
    correctsId: integer('corrects_id'),
    salesOrderId: integer('sales_order_id')
      .notNull()
      .references(() => salesOrders.id),
    salesOrderLineId: integer('sales_order_line_id')
      .notNull()
      .references(() => salesOrderLines.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    placedBy: integer('placed_by').references(() => users.id),
    shipAddressId: integer('ship_address_id').references(() => addresses.id),
    shipAddress: jsonb('ship_address').$type<AddressSnapshot>().notNull(),
    licenceNumber: text('licence_number').notNull(),
    licenceExpiresOn: date('licence_expires_on', { mode: 'string' }).notNull(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id),
    itemName: text('item_name').notNull(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    quantity: integer('quantity').notNull(),
    rxLevel: integer('rx_level').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    note: text('note'),
  },
  (t) => [
    index('controlled_substance_records_account_idx').on(t.accountId, t.recordedAt),
    index('controlled_substance_records_recorded_idx').on(t.recordedAt),
  ],
);

/** Estimates and quotes share one shape; `kind` tells them apart. */
export const estimates = pgTable(
  'estimates',
  {
    id: id(),
    tranId: text('tran_id').notNull().unique(),
    kind: text('kind', { enum: ['estimate', 'quote'] }).notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    createdBy: integer('created_by').references(() => users.id),
    status: text('status').notNull(),
    title: text('title'),
    tranDate: timestamp('tran_date', { withTimezone: true }).notNull().defaultNow(),
    expiresOn: date('expires_on', { mode: 'string' }),
    subtotalCents: cents('subtotal_cents').notNull(),
    shippingCents: cents('shipping_cents').notNull().default(0),
    taxCents: cents('tax_cents').notNull().default(0),
    totalCents: cents('total_cents').notNull(),
    salesOrderId: integer('sales_order_id').references(() => salesOrders.id),
    // The buyer's note when asking for a quote.
    memo: text('memo'),
    // When an open estimate went into the cart (status 'Converted'), and by whom.
    convertedAt: timestamp('converted_at', { withTimezone: true }),
    convertedBy: integer('converted_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('estimates_account_idx').on(t.accountId, t.kind, t.tranDate)],
);

export const estimateLines = pgTable(
  'estimate_lines',
  {
    id: id(),
    estimateId: integer('estimate_id')
      .notNull()
      .references(() => estimates.id),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    quantity: integer('quantity').notNull(),
    unitPriceCents: cents('unit_price_cents').notNull(),
    amountCents: cents('amount_cents').notNull(),
  },
  (t) => [index('estimate_lines_estimate_idx').on(t.estimateId)],
);

export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    tranId: text('tran_id').notNull().unique(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    salesOrderId: integer('sales_order_id').references(() => salesOrders.id),
    // The shipment it bills (ADR 0034: each shipment is invoiced as it ships); null in older history.
    fulfillmentId: integer('fulfillment_id'),
    // 'Open' | 'Paid In Full'
    status: text('status').notNull(),
    invoiceDate: timestamp('invoice_date', { withTimezone: true }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    subtotalCents: cents('subtotal_cents').notNull(),
    shippingCents: cents('shipping_cents').notNull().default(0),
    taxCents: cents('tax_cents').notNull().default(0),
    totalCents: cents('total_cents').notNull(),
    // Kept in step with payment and credit applications inside the same transaction.
    amountDueCents: cents('amount_due_cents').notNull(),
    poNumber: text('po_number'),
    createdAt: createdAt(),
  },
  (t) => [
    index('invoices_account_idx').on(t.accountId, t.status, t.dueDate),
    index('invoices_order_idx').on(t.salesOrderId),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: id(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    quantity: integer('quantity').notNull(),
    unitPriceCents: cents('unit_price_cents').notNull(),
    amountCents: cents('amount_cents').notNull(),
  },
  (t) => [index('invoice_lines_invoice_idx').on(t.invoiceId)],
);

/** A shipment of (part of) an order, with the carrier's tracking number. */
export const fulfillments = pgTable(
  'fulfillments',
  {
    id: id(),
    tranId: text('tran_id').notNull().unique(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    salesOrderId: integer('sales_order_id')
      .notNull()
      .references(() => salesOrders.id),
    status: text('status', { enum: ['Picked', 'Packed', 'Shipped', 'Delivered'] }).notNull(),
    // Three parcel carriers have tracking links (service spec §9).
    carrier: text('carrier', { enum: ['UPS', 'FedEx', 'USPS'] }).notNull(),
    trackingNumber: text('tracking_number').notNull(),
    // Our own delivery-route id (the spec's workwaveId in notification links).
    routeId: text('route_id'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }).notNull(),
    // The carrier's promised day, shown on /tracking until delivery (issue 21 point 7).
    expectedDeliveryOn: date('expected_delivery_on', { mode: 'string' }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    // The shipping request's Idempotency-Key (ADR 0035): a retry after a crash that followed the
    // commit finds this fulfilment (and its capture) instead of shipping, or refunding, again.
    requestKey: text('request_key'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('fulfillments_request_key_uq').on(t.salesOrderId, t.requestKey),
    index('fulfillments_account_idx').on(t.accountId, t.shippedAt),
    index('fulfillments_tracking_idx').on(t.trackingNumber),
    index('fulfillments_order_idx').on(t.salesOrderId),
  ],
);

export const fulfillmentLines = pgTable(
  'fulfillment_lines',
  {
    id: id(),
    fulfillmentId: integer('fulfillment_id')
      .notNull()
      .references(() => fulfillments.id),
    salesOrderLineId: integer('sales_order_line_id')
      .notNull()
      .references(() => salesOrderLines.id),
    quantity: integer('quantity').notNull(),
  },
  (t) => [index('fulfillment_lines_fulfillment_idx').on(t.fulfillmentId)],
);

/** A fulfilment's tracking history (the carrier's scans), newest last (issues 20 and 21). */
export const fulfillmentEvents = pgTable(
  'fulfillment_events',
  {
    id: id(),
    fulfillmentId: integer('fulfillment_id')
      .notNull()
      .references(() => fulfillments.id),
    status: text('status').notNull(),
    description: text('description').notNull(),
    location: text('location'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('fulfillment_events_fulfillment_idx').on(t.fulfillmentId, t.occurredAt)],
);

/**
 * Each cancellation of a line's units (ADR 0034 "Cancelling"): how many, the credit memo of a
 * billed part, the release of the card authorisation, and the request's Idempotency-Key, written in
 * the cancellation's transaction. A retry after a crash between the commit and the key's answer
 * finds its first run here instead of cancelling again (issue 26, the chaos run).
 */
export const lineCancellations = pgTable(
  'line_cancellations',
  {
    id: id(),
    salesOrderId: integer('sales_order_id')
      .notNull()
      .references(() => salesOrders.id),
    salesOrderLineId: integer('sales_order_line_id')
      .notNull()
      .references(() => salesOrderLines.id),
    quantity: integer('quantity').notNull(),
    creditMemoId: integer('credit_memo_id').references(() => creditMemos.id),
    reversalId: integer('reversal_id').references(() => paymentReversals.id),
    requestKey: text('request_key'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('line_cancellations_request_key_uq').on(t.salesOrderLineId, t.requestKey),
    index('line_cancellations_order_idx').on(t.salesOrderId),
    check('line_cancellations_quantity_ck', sql`${t.quantity} >= 0`),
  ],
);
