// Lots, expiry, recalls and returns (issue 34). An item that carries lots (`items.carries_lots`)
// holds its physical stock as lots, each with a number and an expiry date; every receipt,
// shipment, return and quarantine moves a lot's quantity through `lot_movements` (append-only),
// and each fulfilment line records which lots it shipped, so the store can say which clinic got
// which lot. A recall names items (all lots, or some), is published once, and records every
// account it reached and every contact it told. A return takes delivered units back under an RMA;
// its credit memo goes through the order-to-cash commands.
import { sql } from 'drizzle-orm';
import {
  check,
  jsonb,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cents, createdAt, id, updatedAt } from './_columns.ts';
import { accounts, users } from './accounts.ts';
import { addresses } from './addresses.ts';
import { staffMembers } from './back-office.ts';
import { items } from './catalog.ts';
import { creditMemos } from './payments.ts';
import { fulfillmentLines, salesOrderLines, salesOrders } from './transactions.ts';

// ---------------------------------------------------------------------------------------------
// Lots
// ---------------------------------------------------------------------------------------------

/** One lot of an item: its number, expiry, and how many units of it the warehouse holds. */
export const itemLots = pgTable(
  'item_lots',
  {
    id: id(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id),
    lotNumber: text('lot_number').notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    // Sellable units on the shelf (shipping draws from these, first-expiring first).
    quantityOnHand: integer('quantity_on_hand').notNull().default(0),
    // Units held apart (returned damaged, recalled, awaiting inspection): never shipped.
    quantityQuarantined: integer('quantity_quarantined').notNull().default(0),
    // Set when a published recall covers the lot: no unit of it is sold or shipped again.
    saleStoppedAt: timestamp('sale_stopped_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('item_lots_number_uq').on(t.itemId, t.lotNumber),
    // First-expiring-first picking reads an item's lots by expiry.
    index('item_lots_fefo_idx').on(t.itemId, t.expiresOn, t.id),
    check('item_lots_quantities_ck', sql`${t.quantityOnHand} >= 0 AND ${t.quantityQuarantined} >= 0`),
  ],
);

/**
 * Every change of a lot's quantities, signed: a receipt (+), a shipment (−), a return to stock (+)
 * or to quarantine, a quarantine or release, a count correction. Append-only (migration trigger):
 * a lot's quantities are the sum of its movements.
 */
export const lotMovements = pgTable(
  'lot_movements',
  {
    id: id(),
    lotId: integer('lot_id')
      .notNull()
      .references(() => itemLots.id),
    kind: text('kind', {
      enum: ['receipt', 'shipment', 'return', 'quarantine', 'release', 'adjustment'],
    }).notNull(),
    // Change of quantity_on_hand and of quantity_quarantined.
    onHandDelta: integer('on_hand_delta').notNull().default(0),
    quarantinedDelta: integer('quarantined_delta').notNull().default(0),
    fulfillmentLineId: integer('fulfillment_line_id').references(() => fulfillmentLines.id),
    returnLineId: integer('return_line_id'),
    staffMemberId: integer('staff_member_id').references(() => staffMembers.id),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('lot_movements_lot_idx').on(t.lotId, t.createdAt)],
);

/** Which lots, and how many of each, a fulfilment line shipped. */
export const fulfillmentLineLots = pgTable(
  'fulfillment_line_lots',
  {
    fulfillmentLineId: integer('fulfillment_line_id')
      .notNull()
      .references(() => fulfillmentLines.id),
    lotId: integer('lot_id')
      .notNull()
      .references(() => itemLots.id),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.fulfillmentLineId, t.lotId] }),
    // A recall reads every shipment of a lot.
    index('fulfillment_line_lots_lot_idx').on(t.lotId),
    check('fulfillment_line_lots_quantity_ck', sql`${t.quantity} > 0`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Recalls
// ---------------------------------------------------------------------------------------------

/** A recall (21 CFR Part 7): drafted by compliance staff, published once. */
export const recalls = pgTable(
  'recalls',
  {
    id: id(),
    // RC-000001: the number clinics quote.
    recallNumber: text('recall_number').notNull().unique(),
    status: text('status', { enum: ['draft', 'published', 'closed'] })
      .notNull()
      .default('draft'),
    recallClass: text('recall_class', { enum: ['I', 'II', 'III'] }).notNull(),
    title: text('title').notNull(),
    reason: text('reason').notNull(),
    // What the clinic must do (stop using, quarantine, return…).
    instructions: text('instructions').notNull(),
    // The manufacturer's or the FDA's notice as a PDF under DATA_DIR (random key, like licences).
    noticeDocumentKey: text('notice_document_key'),
    noticeFileName: text('notice_file_name'),
    createdByStaffId: integer('created_by_staff_id').references(() => staffMembers.id),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    publishedByStaffId: integer('published_by_staff_id').references(() => staffMembers.id),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('recalls_status_idx').on(t.status, t.publishedAt),
    check(
      'recalls_published_ck',
      sql`(${t.status} = 'draft') = (${t.publishedAt} IS NULL)
        OR (${t.status} = 'closed' AND ${t.publishedAt} IS NOT NULL)`,
    ),
  ],
);

/** What a recall covers: an item's lot, or every lot of the item (lot_id null). */
export const recallScope = pgTable(
  'recall_scope',
  {
    id: id(),
    recallId: integer('recall_id')
      .notNull()
      .references(() => recalls.id),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id),
    lotId: integer('lot_id').references(() => itemLots.id),
  },
  (t) => [
    unique('recall_scope_uq').on(t.recallId, t.itemId, t.lotId).nullsNotDistinct(),
    index('recall_scope_item_idx').on(t.itemId),
    index('recall_scope_lot_idx').on(t.lotId),
  ],
);

/**
 * What a published recall reached, computed from fulfilments when it is published: one row per
 * account, ship-to, item and lot, with the units shipped there.
 */
export const recallShipments = pgTable(
  'recall_shipments',
  {
    id: id(),
    recallId: integer('recall_id')
      .notNull()
      .references(() => recalls.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    shipAddressId: integer('ship_address_id').references(() => addresses.id),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id),
    lotId: integer('lot_id').references(() => itemLots.id),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    unique('recall_shipments_uq')
      .on(t.recallId, t.accountId, t.shipAddressId, t.itemId, t.lotId)
      .nullsNotDistinct(),
    index('recall_shipments_account_idx').on(t.accountId),
  ],
);

/** Each affected account's answer to a recall: how many units it still held, when, and who said so. */
export const recallAccounts = pgTable(
  'recall_accounts',
  {
    recallId: integer('recall_id')
      .notNull()
      .references(() => recalls.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    acknowledgedByUserId: integer('acknowledged_by_user_id').references(() => users.id),
    unitsOnHand: integer('units_on_hand'),
    note: text('note'),
    remindersSent: integer('reminders_sent').notNull().default(0),
    lastRemindedAt: timestamp('last_reminded_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.recallId, t.accountId] }),
    index('recall_accounts_account_idx').on(t.accountId),
    check(
      'recall_accounts_ack_ck',
      sql`(${t.acknowledgedAt} IS NULL) = (${t.unitsOnHand} IS NULL) AND coalesce(${t.unitsOnHand}, 0) >= 0`,
    ),
  ],
);

/**
 * Every notice of a recall to a contact (an admin of an affected account, or a contact who
 * ordered the goods): one row per recall, account, contact and kind, so a notice is sent once
 * however often publishing or a reminder is retried. The times are the FDA effectiveness record.
 */
export const recallNotices = pgTable(
  'recall_notices',
  {
    id: id(),
    recallId: integer('recall_id')
      .notNull()
      .references(() => recalls.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ['notice', 'reminder'] }).notNull(),
    // Which reminder (1, 2…); 0 for the notice itself.
    round: integer('round').notNull().default(0),
    // Why the contact was told: an administrator of the account, or the contact ordered the goods.
    role: text('role', { enum: ['admin', 'orderer'] }).notNull(),
    email: text('email').notNull(),
    createdAt: createdAt(),
    bellAt: timestamp('bell_at', { withTimezone: true }),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    unique('recall_notices_once_uq').on(t.recallId, t.accountId, t.userId, t.kind, t.round),
    index('recall_notices_user_idx').on(t.userId),
  ],
);

// ---------------------------------------------------------------------------------------------
// Returns
// ---------------------------------------------------------------------------------------------

/** A buyer's return of delivered goods: requested, authorised under an RMA, received, credited. */
export const returns = pgTable(
  'returns',
  {
    id: id(),
    // RT-000001 from the request; the RMA number is given when staff authorise it.
    returnNumber: text('return_number').notNull().unique(),
    rmaNumber: text('rma_number').unique(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    salesOrderId: integer('sales_order_id')
      .notNull()
      .references(() => salesOrders.id),
    requestedByUserId: integer('requested_by_user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', {
      enum: ['requested', 'authorized', 'received', 'credited', 'refused', 'cancelled'],
    })
      .notNull()
      .default('requested'),
    reason: text('reason', { enum: ['recall', 'damaged', 'wrongItem', 'expired', 'notNeeded'] }).notNull(),
    note: text('note'),
    recallId: integer('recall_id').references(() => recalls.id),
    // A return holding controlled substances is handled apart (or refused) by the store's rule.
    controlled: text('controlled', { enum: ['none', 'handledApart'] })
      .notNull()
      .default('none'),
    staffNote: text('staff_note'),
    authorizedAt: timestamp('authorized_at', { withTimezone: true }),
    authorizedByStaffId: integer('authorized_by_staff_id').references(() => staffMembers.id),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    receivedByStaffId: integer('received_by_staff_id').references(() => staffMembers.id),
    refusedAt: timestamp('refused_at', { withTimezone: true }),
    creditMemoId: integer('credit_memo_id').references(() => creditMemos.id),
    // The buyer's Idempotency-Key: a retried request finds this return instead of making another.
    requestKey: text('request_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('returns_request_key_uq').on(t.requestedByUserId, t.requestKey),
    index('returns_account_idx').on(t.accountId, t.createdAt),
    index('returns_order_idx').on(t.salesOrderId),
    index('returns_status_idx').on(t.status, t.createdAt),
  ],
);

/** A line of a return: which order line, how many, and (once received) where the units went. */
export const returnLines = pgTable(
  'return_lines',
  {
    id: id(),
    returnId: integer('return_id')
      .notNull()
      .references(() => returns.id),
    salesOrderLineId: integer('sales_order_line_id')
      .notNull()
      .references(() => salesOrderLines.id),
    quantity: integer('quantity').notNull(),
    // The lot the buyer sends back, when the line's item carries lots.
    lotId: integer('lot_id').references(() => itemLots.id),
    receivedQuantity: integer('received_quantity'),
    disposition: text('disposition', { enum: ['stock', 'quarantine', 'destroyed'] }),
    // Credited amount for this line, at most what was invoiced for the units.
    creditCents: cents('credit_cents'),
  },
  (t) => [
    index('return_lines_return_idx').on(t.returnId),
    index('return_lines_order_line_idx').on(t.salesOrderLineId),
    check(
      'return_lines_quantity_ck',
      sql`${t.quantity} > 0 AND coalesce(${t.receivedQuantity}, 0) BETWEEN 0 AND ${t.quantity}
        AND coalesce(${t.creditCents}, 0) >= 0`,
    ),
  ],
);

/** Photos a buyer attaches to a return (files under DATA_DIR, random keys). */
export const returnPhotos = pgTable(
  'return_photos',
  {
    id: id(),
    returnId: integer('return_id')
      .notNull()
      .references(() => returns.id),
    documentKey: text('document_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('return_photos_return_idx').on(t.returnId)],
);

// ---------------------------------------------------------------------------------------------
// Store settings staff change in the back office
// ---------------------------------------------------------------------------------------------

/**
 * Settings of the store that staff set (issue 34: the dating under which the product page warns,
 * `lots.shortDatingMonths`; how returns of controlled substances are handled,
 * `returns.controlledSubstances`). One row per key; the domain gives each key's default.
 */
export const storeSettings = pgTable('store_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedByStaffId: integer('updated_by_staff_id').references(() => staffMembers.id),
  updatedAt: updatedAt(),
});
