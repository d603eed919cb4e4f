// Punchout (issue 28, docs/decisions/0038-punchout-cxml.md): the procurement systems a customer
// account buys through (their cXML identities, the shared secret as an argon2id hash, the contact a
// punchout session signs in as) and the punchout sessions they open (BuyerCookie, where the cart
// goes back, the one-time start link as a SHA-256 digest).
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ProcurementOrderReference } from '../../core/procurement-events.ts';
import { createdAt, id, updatedAt } from './_columns.ts';
import { accounts, sessions, users } from './accounts.ts';
import { addresses } from './addresses.ts';

/** One procurement system of one customer account, as its cXML credentials name it. */
export const punchoutSystems = pgTable(
  'punchout_systems',
  {
    id: id(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    name: text('name').notNull(),
    // cXML Header credentials (domain lower-cased: cXML compares domains without regard to case).
    fromDomain: text('from_domain').notNull(),
    fromIdentity: text('from_identity').notNull(),
    toDomain: text('to_domain').notNull(),
    toIdentity: text('to_identity').notNull(),
    senderDomain: text('sender_domain').notNull(),
    senderIdentity: text('sender_identity').notNull(),
    // argon2id, as contacts' passwords (ADR 0038): a leaked table gives no usable secret.
    sharedSecretHash: text('shared_secret_hash').notNull(),
    // The contact every punchout session and OrderRequest of this system acts as.
    contactId: integer('contact_id')
      .notNull()
      .references(() => users.id),
    // Where ConfirmationRequest and ShipNoticeRequest go (through the outbox, ADR 0038).
    orderNotificationUrl: text('order_notification_url'),
    // How far an OrderRequest's UnitPrice may stray from ours, in basis points of our price.
    priceToleranceBasisPoints: integer('price_tolerance_basis_points').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('punchout_systems_from_uq').on(t.fromDomain, t.fromIdentity),
    index('punchout_systems_account_idx').on(t.accountId),
  ],
);

/** A line of an edit request's ItemOut, put back in the cart when the session starts. */
export interface PunchoutEditLine {
  itemNumber: string;
  quantity: number;
  unitOfMeasure: string;
}

/** One PunchOutSetupRequest: its start link (one use, minutes), then the signed-in session it began. */
export const punchoutSessions = pgTable(
  'punchout_sessions',
  {
    id: id(),
    systemId: integer('system_id')
      .notNull()
      .references(() => punchoutSystems.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    payloadId: text('payload_id').notNull(),
    // cxml: set up by a PunchOutSetupRequest, the cart goes back as a PunchOutOrderMessage; oci: SAP
    // OCI 4.0, opened by the catalog call, the cart goes back as NEW_ITEM-* fields to the HOOK_URL.
    format: text('format', { enum: ['cxml', 'oci'] })
      .notNull()
      .default('cxml'),
    // OCI's ~target: the frame the hook form posts into (e.g. _top); null for cXML.
    ociTarget: text('oci_target'),
    operation: text('operation', { enum: ['create', 'edit', 'inspect'] }).notNull(),
    buyerCookie: text('buyer_cookie').notNull(),
    browserFormPostUrl: text('browser_form_post_url').notNull(),
    // The ship-to the procurement system named (its ShipTo addressID), checked by returncart.
    shipToAddressId: integer('ship_to_address_id').references(() => addresses.id),
    editLines: jsonb('edit_lines').$type<PunchoutEditLine[]>().notNull().default([]),
    // SHA-256 of the start link's token; the token itself is never stored.
    startTokenHash: text('start_token_hash').notNull(),
    startExpiresAt: timestamp('start_expires_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    // The auth session the start link opened; returncart ends it.
    authSessionId: uuid('auth_session_id').references(() => sessions.id, { onDelete: 'set null' }),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('punchout_sessions_start_token_uq').on(t.startTokenHash),
    uniqueIndex('punchout_sessions_auth_session_uq').on(t.authSessionId),
  ],
);

/**
 * An order a procurement system placed, with the OrderRequest it came from: written by the
 * confirmation's job, read by every later document about the order (ship notices).
 */
export const punchoutOrders = pgTable('punchout_orders', {
  // sales_orders.id; no foreign key to order-to-cash's table, which punchout only reads.
  salesOrderId: integer('sales_order_id').primaryKey(),
  systemId: integer('system_id')
    .notNull()
    .references(() => punchoutSystems.id),
  reference: jsonb('reference').$type<ProcurementOrderReference>().notNull(),
  createdAt: createdAt(),
});

/**
 * One cXML document owed to a procurement system (a ConfirmationRequest or a ShipNoticeRequest),
 * one row per event key: what the outbox's job delivered, or why not yet. Its payloadID is fixed at
 * the first attempt, so a retry sends the same document id and the receiver can drop a repeat.
 */
export const punchoutDeliveries = pgTable(
  'punchout_deliveries',
  {
    id: id(),
    eventKey: text('event_key').notNull(),
    systemId: integer('system_id')
      .notNull()
      .references(() => punchoutSystems.id),
    salesOrderId: integer('sales_order_id').notNull(),
    documentType: text('document_type', { enum: ['ConfirmationRequest', 'ShipNoticeRequest'] }).notNull(),
    payloadId: text('payload_id').notNull(),
    // pending (tried, will be retried), delivered, failed (given up: staff see it), skipped (no URL).
    status: text('status', { enum: ['pending', 'delivered', 'failed', 'skipped'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('punchout_deliveries_event_uq').on(t.eventKey),
    index('punchout_deliveries_system_idx').on(t.systemId, t.createdAt),
  ],
);
