// Punchout's reads and writes (issue 28): procurement systems by their From credential, punchout
// sessions by their start link's digest or the sign-in session they began, and the catalogue facts
// a PunchOutOrderMessage line carries. No rules here.
import { sql } from 'drizzle-orm';
import type { ProcurementOrderReference } from '../../core/procurement-events.ts';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { isoText } from '../../db/sql-text.ts';
import { punchoutSessions, type PunchoutEditLine } from '../../db/schema/index.ts';

export interface SystemRow {
  id: number;
  account_id: number;
  name: string;
  to_domain: string;
  to_identity: string;
  sender_domain: string;
  sender_identity: string;
  shared_secret_hash: string;
  contact_id: number;
  price_tolerance_basis_points: number;
}

/** The active procurement system a From credential names (domain compared lower-case). */
export async function systemByFrom(db: DbOrTx, domain: string, identity: string): Promise<SystemRow | null> {
  const rows = await queryRows<SystemRow>(
    db,
    sql`SELECT id, account_id, name, to_domain, to_identity, sender_domain, sender_identity,
        shared_secret_hash, contact_id, price_tolerance_basis_points
      FROM punchout_systems
      WHERE from_domain = ${domain} AND from_identity = ${identity} AND is_active`,
  );
  return rows[0] ?? null;
}

/** The active system whose From identity is `identity`, whatever its domain (OCI's USERNAME). */
export async function systemByIdentity(db: DbOrTx, identity: string): Promise<SystemRow | null> {
  const rows = await queryRows<SystemRow>(
    db,
    sql`SELECT id, account_id, name, to_domain, to_identity, sender_domain, sender_identity,
        shared_secret_hash, contact_id, price_tolerance_basis_points
      FROM punchout_systems
      WHERE from_identity = ${identity} AND is_active ORDER BY id LIMIT 1`,
  );
  return rows[0] ?? null;
}

/**
 * The account's active punchout contact with this e-mail (the requisitioner a set-up request
 * names), or null: only contacts the account marked for punchout can be signed in this way.
 */
export async function punchoutContactByEmail(
  db: DbOrTx,
  accountId: number,
  email: string,
): Promise<number | null> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM users
      WHERE account_id = ${accountId} AND lower(email) = ${email.trim().toLowerCase()}
        AND is_punchout AND is_active AND deactivated_at IS NULL
      ORDER BY id LIMIT 1`,
  );
  return rows[0]?.id ?? null;
}

export async function insertPunchoutSession(
  db: DbOrTx,
  row: typeof punchoutSessions.$inferInsert,
): Promise<number> {
  const [inserted] = await db.insert(punchoutSessions).values(row).returning({ id: punchoutSessions.id });
  if (!inserted) throw new Error('punchout session not created');
  return inserted.id;
}

export interface StartedRow {
  id: number;
  account_id: number;
  user_id: number;
  operation: 'create' | 'edit' | 'inspect';
  edit_lines: PunchoutEditLine[];
}

/**
 * Uses a start link: only once, only before it expires, only while its system is active. The
 * conditional update is the check, so two opens of one link cannot both sign in.
 */
export async function useStartLink(db: DbOrTx, tokenHash: string, now: Date): Promise<StartedRow | null> {
  const rows = await queryRows<StartedRow>(
    db,
    sql`UPDATE punchout_sessions p SET started_at = ${now}
      FROM punchout_systems s
      WHERE p.start_token_hash = ${tokenHash} AND p.started_at IS NULL AND p.start_expires_at > ${now}
        AND s.id = p.system_id AND s.is_active
      RETURNING p.id, p.account_id, p.user_id, p.operation, p.edit_lines`,
  );
  return rows[0] ?? null;
}

export async function linkAuthSession(db: DbOrTx, punchoutSessionId: number, authSessionId: string) {
  await db.execute(
    sql`UPDATE punchout_sessions SET auth_session_id = ${authSessionId}::uuid WHERE id = ${punchoutSessionId}`,
  );
}

export interface OpenSessionRow {
  id: number;
  format: 'cxml' | 'oci';
  oci_target: string | null;
  operation: 'create' | 'edit' | 'inspect';
  buyer_cookie: string;
  browser_form_post_url: string;
  ship_to_address_id: number | null;
  from_domain: string;
  from_identity: string;
  to_domain: string;
  to_identity: string;
}

/** The punchout session a sign-in session began, of that account, while its cart has not gone back. */
export async function openSessionOf(
  db: DbOrTx,
  authSessionId: string,
  accountId: number,
): Promise<OpenSessionRow | null> {
  const rows = await queryRows<OpenSessionRow>(
    db,
    sql`SELECT p.id, p.format, p.oci_target, p.operation, p.buyer_cookie, p.browser_form_post_url, p.ship_to_address_id,
        s.from_domain, s.from_identity, s.to_domain, s.to_identity
      FROM punchout_sessions p JOIN punchout_systems s ON s.id = p.system_id
      WHERE p.auth_session_id = ${authSessionId}::uuid AND p.account_id = ${accountId}
        AND p.returned_at IS NULL`,
  );
  return rows[0] ?? null;
}

/** Marks the cart returned; false when another request returned it first. */
export async function markReturned(db: DbOrTx, punchoutSessionId: number, now: Date): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`UPDATE punchout_sessions SET returned_at = ${now}
      WHERE id = ${punchoutSessionId} AND returned_at IS NULL RETURNING id`,
  );
  return rows.length > 0;
}

/** What an ItemIn says of an item beyond the line: classification and category. */
export interface ItemFactsRow {
  id: number;
  unspsc: string | null;
  category_path: string;
}

export async function itemFacts(db: DbOrTx, itemIds: readonly number[]): Promise<Map<number, ItemFactsRow>> {
  if (itemIds.length === 0) return new Map();
  const rows = await queryRows<ItemFactsRow>(
    db,
    sql`SELECT id, unspsc, category_path FROM items WHERE id IN (${sql.join(
      itemIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return new Map(rows.map((r) => [r.id, r]));
}

export interface ItemByNumberRow {
  id: number;
  item_name: string;
  default_unit_id: number | null;
  units: Array<{ id: number; unitName: string; baseUnit: boolean }>;
}

/** Items by their item number (a cXML SupplierPartID), with the units they are sold in. */
export async function itemsByNumber(
  db: DbOrTx,
  itemNumbers: readonly string[],
): Promise<Map<string, ItemByNumberRow>> {
  if (itemNumbers.length === 0) return new Map();
  const rows = await queryRows<ItemByNumberRow>(
    db,
    sql`SELECT i.id, i.item_name, i.default_unit_id,
        coalesce((SELECT json_agg(json_build_object('id', u.id, 'unitName', u.unit_name, 'baseUnit', u.base_unit)
          ORDER BY u.sort_order, u.id) FROM units u WHERE u.unit_type_id = i.unit_type_id), '[]'::json) AS units
      FROM items i WHERE i.item_name IN (${sql.join(
        itemNumbers.map((n) => sql`${n}`),
        sql`, `,
      )})`,
  );
  return new Map(rows.map((r) => [r.item_name, r]));
}

/** Whether `addressId` is a ship-to of the account. */
export async function isShipToOf(db: DbOrTx, accountId: number, addressId: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM addresses WHERE id = ${addressId} AND account_id = ${accountId} AND NOT billing_only`,
  );
  return rows.length > 0;
}

/** The account's default ship-to, else any address it ships to. */
export async function defaultShipTo(db: DbOrTx, accountId: number): Promise<number | null> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM addresses WHERE account_id = ${accountId} AND NOT billing_only
      ORDER BY default_shipping DESC, id LIMIT 1`,
  );
  return rows[0]?.id ?? null;
}

/** The account's default bill-to, else any of its addresses. */
export async function defaultBillTo(db: DbOrTx, accountId: number): Promise<number | null> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM addresses WHERE account_id = ${accountId}
      ORDER BY default_billing DESC, id LIMIT 1`,
  );
  return rows[0]?.id ?? null;
}

export async function isAddressOf(db: DbOrTx, accountId: number, addressId: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM addresses WHERE id = ${addressId} AND account_id = ${accountId}`,
  );
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------
// Order documents: the orders procurement systems placed, and what was delivered to them
// ---------------------------------------------------------------------------------------------

export interface NotifiedSystemRow {
  id: number;
  account_id: number;
  from_domain: string;
  from_identity: string;
  to_domain: string;
  to_identity: string;
  order_notification_url: string | null;
  is_active: boolean;
}

export async function notifiedSystem(db: DbOrTx, id: number): Promise<NotifiedSystemRow | null> {
  const rows = await queryRows<NotifiedSystemRow>(
    db,
    sql`SELECT id, account_id, from_domain, from_identity, to_domain, to_identity, order_notification_url,
        is_active
      FROM punchout_systems WHERE id = ${id}`,
  );
  return rows[0] ?? null;
}

/** Records which system's OrderRequest placed an order, once (the first job run writes it). */
export async function keepPunchoutOrder(
  db: DbOrTx,
  row: { salesOrderId: number; systemId: number; reference: ProcurementOrderReference },
): Promise<void> {
  await db.execute(
    sql`INSERT INTO punchout_orders (sales_order_id, system_id, reference)
      VALUES (${row.salesOrderId}, ${row.systemId}, ${JSON.stringify(row.reference)}::jsonb)
      ON CONFLICT (sales_order_id) DO NOTHING`,
  );
}

export interface PunchoutOrderRow {
  sales_order_id: number;
  system_id: number;
  reference: ProcurementOrderReference;
}

export async function punchoutOrder(db: DbOrTx, salesOrderId: number): Promise<PunchoutOrderRow | null> {
  const rows = await queryRows<PunchoutOrderRow>(
    db,
    sql`SELECT sales_order_id, system_id, reference FROM punchout_orders WHERE sales_order_id = ${salesOrderId}`,
  );
  return rows[0] ?? null;
}

export type DeliveryStatus = 'pending' | 'delivered' | 'failed' | 'skipped';
export type DocumentType = 'ConfirmationRequest' | 'ShipNoticeRequest';

export interface DeliveryRow {
  id: number;
  event_key: string;
  system_id: number;
  sales_order_id: number;
  document_type: DocumentType;
  payload_id: string;
  status: DeliveryStatus;
  attempts: number;
  last_error: string | null;
  last_attempt_at: string | null;
  delivered_at: string | null;
  created_at: string;
}

const deliverySelect = sql`SELECT id, event_key, system_id, sales_order_id, document_type, payload_id, status,
    attempts, last_error, ${isoText(sql`last_attempt_at`)} AS last_attempt_at,
    ${isoText(sql`delivered_at`)} AS delivered_at, ${isoText(sql`created_at`)} AS created_at
  FROM punchout_deliveries`;

/**
 * The delivery of an event: the row its first run wrote, else a new one with `payloadId` (kept for
 * every retry, so the receiver sees one document id however often it is sent).
 */
export async function deliveryOf(
  db: DbOrTx,
  row: {
    eventKey: string;
    systemId: number;
    salesOrderId: number;
    documentType: DocumentType;
    payloadId: string;
  },
): Promise<DeliveryRow> {
  await db.execute(
    sql`INSERT INTO punchout_deliveries (event_key, system_id, sales_order_id, document_type, payload_id, status)
      VALUES (${row.eventKey}, ${row.systemId}, ${row.salesOrderId}, ${row.documentType}, ${row.payloadId}, 'pending')
      ON CONFLICT (event_key) DO NOTHING`,
  );
  const found = await deliveryByKey(db, row.eventKey);
  if (!found) throw new Error(`delivery ${row.eventKey} was not recorded`);
  return found;
}

export async function deliveryByKey(db: DbOrTx, eventKey: string): Promise<DeliveryRow | null> {
  const rows = await queryRows<DeliveryRow>(db, sql`${deliverySelect} WHERE event_key = ${eventKey}`);
  return rows[0] ?? null;
}

/** One attempt's outcome: delivered, or the error and whether it was the last try. */
export async function recordAttempt(
  db: DbOrTx,
  id: number,
  outcome: { status: DeliveryStatus; error: string | null },
  now: Date,
): Promise<void> {
  await db.execute(
    sql`UPDATE punchout_deliveries SET status = ${outcome.status}, attempts = attempts + 1,
        last_error = ${outcome.error}, last_attempt_at = ${now},
        delivered_at = ${outcome.status === 'delivered' ? now : null}
      WHERE id = ${id}`,
  );
}

/** Recorded without an attempt: nowhere to send it (no URL, or the system was disabled). */
export async function skipDelivery(db: DbOrTx, id: number, reason: string): Promise<void> {
  await db.execute(
    sql`UPDATE punchout_deliveries SET status = 'skipped', last_error = ${reason} WHERE id = ${id}`,
  );
}
