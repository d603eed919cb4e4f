// The back office's reads and writes of procurement systems (issue 28, ADR 0038): the systems of an
// account with their contact, the newest deliveries of their order documents, and the rows staff
// create and change. No rules here.
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { isoText } from '../../db/sql-text.ts';

export interface AdminSystemRow {
  id: number;
  account_id: number;
  name: string;
  from_domain: string;
  from_identity: string;
  to_domain: string;
  to_identity: string;
  sender_domain: string;
  sender_identity: string;
  contact_id: number;
  contact_name: string;
  contact_email: string;
  order_notification_url: string | null;
  price_tolerance_basis_points: number;
  is_active: boolean;
  created_at: string;
  updated_at: string;
  failed_deliveries: number;
}

const systemSelect = sql`SELECT s.id, s.account_id, s.name, s.from_domain, s.from_identity, s.to_domain,
    s.to_identity, s.sender_domain, s.sender_identity, s.contact_id,
    trim(u.first_name || ' ' || u.last_name) AS contact_name, u.email AS contact_email,
    s.order_notification_url, s.price_tolerance_basis_points, s.is_active,
    ${isoText(sql`s.created_at`)} AS created_at, ${isoText(sql`s.updated_at`)} AS updated_at,
    (SELECT count(*)::int FROM punchout_deliveries d WHERE d.system_id = s.id AND d.status = 'failed')
      AS failed_deliveries
  FROM punchout_systems s JOIN users u ON u.id = s.contact_id`;

export async function systemsOfAccount(db: DbOrTx, accountId: number): Promise<AdminSystemRow[]> {
  return queryRows<AdminSystemRow>(db, sql`${systemSelect} WHERE s.account_id = ${accountId} ORDER BY s.id`);
}

export async function systemById(db: DbOrTx, id: number, lock = false): Promise<AdminSystemRow | null> {
  const rows = await queryRows<AdminSystemRow>(
    db,
    sql`${systemSelect} WHERE s.id = ${id} ${lock ? sql`FOR UPDATE OF s` : sql``}`,
  );
  return rows[0] ?? null;
}

export interface AdminDeliveryRow {
  id: number;
  system_id: number;
  document_type: 'ConfirmationRequest' | 'ShipNoticeRequest';
  sales_order_id: number;
  order_number: string | null;
  status: 'pending' | 'delivered' | 'failed' | 'skipped';
  attempts: number;
  last_error: string | null;
  last_attempt_at: string | null;
  delivered_at: string | null;
  created_at: string;
}

/** The newest `perSystem` deliveries of each of `systemIds`. */
export async function recentDeliveries(
  db: DbOrTx,
  systemIds: readonly number[],
  perSystem: number,
): Promise<AdminDeliveryRow[]> {
  if (systemIds.length === 0) return [];
  return queryRows<AdminDeliveryRow>(
    db,
    sql`SELECT d.id, d.system_id, d.document_type, d.sales_order_id, o.tran_id AS order_number, d.status,
        d.attempts, d.last_error, ${isoText(sql`d.last_attempt_at`)} AS last_attempt_at,
        ${isoText(sql`d.delivered_at`)} AS delivered_at, ${isoText(sql`d.created_at`)} AS created_at
      FROM (
        SELECT *, row_number() OVER (PARTITION BY system_id ORDER BY created_at DESC, id DESC) AS n
        FROM punchout_deliveries WHERE system_id IN (${sql.join(
          systemIds.map((id) => sql`${id}`),
          sql`, `,
        )})
      ) d LEFT JOIN sales_orders o ON o.id = d.sales_order_id
      WHERE d.n <= ${perSystem}
      ORDER BY d.created_at DESC, d.id DESC`,
  );
}

export async function accountExists(db: DbOrTx, accountId: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(db, sql`SELECT id FROM accounts WHERE id = ${accountId}`);
  return rows.length > 0;
}

/** Whether `contactId` is an active contact of `accountId` (the one a session signs in as). */
export async function isContactOf(db: DbOrTx, accountId: number, contactId: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM users WHERE id = ${contactId} AND account_id = ${accountId} AND is_active`,
  );
  return rows.length > 0;
}

/** Another system (than `exceptId`) with this From credential: From names a system uniquely. */
export async function fromTaken(
  db: DbOrTx,
  from: { domain: string; identity: string },
  exceptId: number | null,
): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM punchout_systems WHERE from_domain = ${from.domain} AND from_identity = ${from.identity}
      AND (${exceptId}::int IS NULL OR id <> ${exceptId}::int)`,
  );
  return rows.length > 0;
}

export interface SystemValues {
  name: string;
  fromDomain: string;
  fromIdentity: string;
  toDomain: string;
  toIdentity: string;
  senderDomain: string;
  senderIdentity: string;
  contactId: number;
  orderNotificationUrl: string | null;
  priceToleranceBasisPoints: number;
  isActive: boolean;
}

export async function insertSystem(
  db: DbOrTx,
  accountId: number,
  v: SystemValues,
  sharedSecretHash: string,
): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO punchout_systems (account_id, name, from_domain, from_identity, to_domain, to_identity,
        sender_domain, sender_identity, shared_secret_hash, contact_id, order_notification_url,
        price_tolerance_basis_points, is_active)
      VALUES (${accountId}, ${v.name}, ${v.fromDomain}, ${v.fromIdentity}, ${v.toDomain}, ${v.toIdentity},
        ${v.senderDomain}, ${v.senderIdentity}, ${sharedSecretHash}, ${v.contactId}, ${v.orderNotificationUrl},
        ${v.priceToleranceBasisPoints}, ${v.isActive})
      RETURNING id`,
  );
  const row = rows[0];
  if (!row) throw new Error('procurement system not created');
  return row.id;
}

export async function updateSystem(db: DbOrTx, id: number, v: SystemValues): Promise<void> {
  await db.execute(
    sql`UPDATE punchout_systems SET name = ${v.name}, from_domain = ${v.fromDomain},
        from_identity = ${v.fromIdentity}, to_domain = ${v.toDomain}, to_identity = ${v.toIdentity},
        sender_domain = ${v.senderDomain}, sender_identity = ${v.senderIdentity}, contact_id = ${v.contactId},
        order_notification_url = ${v.orderNotificationUrl},
        price_tolerance_basis_points = ${v.priceToleranceBasisPoints}, is_active = ${v.isActive},
        updated_at = now()
      WHERE id = ${id}`,
  );
}

export async function setSecretHash(db: DbOrTx, id: number, sharedSecretHash: string): Promise<void> {
  await db.execute(
    sql`UPDATE punchout_systems SET shared_secret_hash = ${sharedSecretHash}, updated_at = now() WHERE id = ${id}`,
  );
}
