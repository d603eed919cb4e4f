// Access requests and licences as the back office decides them (issue 20 point 5). Decisions are
// conditional UPDATEs on the row's status: two staff members deciding at once decide once.
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx, type Tx } from '../../db/client.ts';
import { isoText } from '../../db/sql-text.ts';

export interface AccessRequestRow {
  id: number;
  company: string;
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  status: string;
  created_at: string;
  full_count?: number;
}

const requestColumns = sql`id, company, first_name, last_name, phone, email, status,
  ${isoText(sql`created_at`)} AS created_at`;

export async function accessRequests(
  db: DbOrTx,
  status: string,
  limit: number,
  offset: number,
): Promise<AccessRequestRow[]> {
  return queryRows<AccessRequestRow>(
    db,
    sql`SELECT ${requestColumns}, (count(*) OVER ())::int AS full_count FROM access_requests
      WHERE status = ${status} ORDER BY created_at, id LIMIT ${limit} OFFSET ${offset}`,
  );
}

export async function accessRequestById(db: DbOrTx, id: number): Promise<AccessRequestRow | null> {
  const rows = await queryRows<AccessRequestRow>(
    db,
    sql`SELECT ${requestColumns} FROM access_requests WHERE id = ${id}`,
  );
  return rows[0] ?? null;
}

/** Decides a new request; null when it is not new (decided meanwhile) or does not exist. */
export async function decideAccessRequest(
  tx: Tx,
  id: number,
  status: 'approved' | 'declined',
): Promise<AccessRequestRow | null> {
  const rows = await queryRows<AccessRequestRow>(
    tx,
    sql`UPDATE access_requests SET status = ${status} WHERE id = ${id} AND status = 'new'
      RETURNING ${requestColumns}`,
  );
  return rows[0] ?? null;
}

export async function usernameTaken(db: DbOrTx, username: string): Promise<boolean> {
  const rows = await queryRows<{ found: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM users WHERE username = ${username}) AS found`,
  );
  return rows[0]?.found === true;
}

/** A new active account at the default price level; its number is C(10000 + id), as the demo's. */
export async function insertAccount(
  tx: Tx,
  a: { accountName: string; phone: string; email: string; priceLevel: string },
): Promise<{ id: number; account_number: string; account_name: string }> {
  // The level exists in every seeded store; a bare one (tests, a new install) gets it here, and
  // only then: any statement on price_levels recomputes the effective prices (migration 0008).
  const level = await queryRows<{ id: number }>(
    tx,
    sql`SELECT id FROM price_levels WHERE name = ${a.priceLevel}`,
  );
  if (level.length === 0) await tx.execute(sql`INSERT INTO price_levels (name) VALUES (${a.priceLevel})`);
  const rows = await queryRows<{ id: number; account_number: string; account_name: string }>(
    tx,
    sql`WITH n AS (SELECT nextval(pg_get_serial_sequence('accounts', 'id'))::int AS id)
      INSERT INTO accounts (id, account_number, account_name, status, price_level_id, phone, email)
      OVERRIDING SYSTEM VALUE
      SELECT n.id, 'C' || (10000 + n.id), ${a.accountName}, 'active',
        (SELECT id FROM price_levels WHERE name = ${a.priceLevel}), ${a.phone}, ${a.email}
      FROM n
      RETURNING id, account_number, account_name`,
  );
  const row = rows[0];
  if (!row) throw new Error('account insert returned no row');
  return row;
}

/** The account's first contact: it administers the account and sees prices; no password yet. */
export async function insertFirstContact(
  tx: Tx,
  c: {
    accountId: number;
    username: string;
    email: string;
    firstName: string;
    lastName: string;
    phone: string;
  },
): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO users (account_id, username, email, first_name, last_name, phone, is_admin, is_price_visible)
      VALUES (${c.accountId}, ${c.username}, ${c.email}, ${c.firstName}, ${c.lastName}, ${c.phone}, TRUE, TRUE)
      RETURNING id`,
  );
  const row = rows[0];
  if (!row) throw new Error('contact insert returned no row');
  return row.id;
}

export interface LicenceRow {
  id: number;
  status: string;
  rx_level: number;
  licence_number: string;
  issuing_authority: string | null;
  expires_on: string;
  has_document: boolean;
  address_id: number;
  label: string;
  line1: string;
  city: string;
  state: string;
  account_id: number;
  account_name: string;
  account_number: string;
  created_at: string;
  full_count?: number;
}

const licenceSelect = sql`SELECT l.id, l.status, l.rx_level, l.licence_number, l.issuing_authority,
    l.expires_on::text AS expires_on, l.document_key IS NOT NULL AS has_document, a.id AS address_id,
    a.label, a.line1, a.city, a.state, ac.id AS account_id, ac.account_name, ac.account_number,
    ${isoText(sql`l.created_at`)} AS created_at
  FROM address_licences l JOIN addresses a ON a.id = l.address_id JOIN accounts ac ON ac.id = a.account_id`;

export async function licences(
  db: DbOrTx,
  status: string,
  limit: number,
  offset: number,
): Promise<LicenceRow[]> {
  return queryRows<LicenceRow>(
    db,
    sql`SELECT * , (count(*) OVER ())::int AS full_count FROM (${licenceSelect} WHERE l.status = ${status}) x
      ORDER BY created_at, id LIMIT ${limit} OFFSET ${offset}`,
  );
}

export async function licenceById(db: DbOrTx, id: number): Promise<LicenceRow | null> {
  const rows = await queryRows<LicenceRow>(db, sql`${licenceSelect} WHERE l.id = ${id}`);
  return rows[0] ?? null;
}

/** Decides a pending licence; false when it is not pending (decided meanwhile) or does not exist. */
export async function decideLicence(
  tx: Tx,
  id: number,
  decision: { status: 'verified'; expiresOn: string } | { status: 'rejected' },
): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    decision.status === 'verified'
      ? sql`UPDATE address_licences SET status = 'verified', expires_on = ${decision.expiresOn}::date
          WHERE id = ${id} AND status = 'pending' RETURNING id`
      : sql`UPDATE address_licences SET status = 'rejected' WHERE id = ${id} AND status = 'pending' RETURNING id`,
  );
  return rows.length > 0;
}

/** The account holds a licence for `rxLevel` now (account.rxLevels, service spec §3). */
export async function grantRxLevel(tx: Tx, accountId: number, rxLevel: number): Promise<void> {
  await tx.execute(
    sql`UPDATE accounts SET rx_levels = array_append(rx_levels, ${rxLevel}::int), updated_at = now()
      WHERE id = ${accountId} AND NOT (${rxLevel}::int = ANY(rx_levels))`,
  );
}

/** Where an account's licence news goes: its active admins, else all its active contacts. */
export async function licenceMailTo(db: DbOrTx, accountId: number): Promise<string[]> {
  const rows = await queryRows<{ email: string }>(
    db,
    sql`SELECT email FROM users WHERE account_id = ${accountId} AND is_active
        AND (is_admin OR NOT EXISTS (SELECT 1 FROM users WHERE account_id = ${accountId} AND is_active AND is_admin))
      ORDER BY id`,
  );
  return rows.map((r) => r.email);
}

export interface RegistrationRow {
  account_id: number;
  account_number: string;
  account_name: string;
  business_type: string | null;
  phone: string | null;
  email: string | null;
  status: string;
  contact_id: number | null;
  username: string | null;
  contact_email: string | null;
  first_name: string | null;
  last_name: string | null;
  has_password: boolean;
  created_at: string;
  full_count?: number;
}

const registrationSelect = sql`SELECT a.id AS account_id, a.account_number, a.account_name,
    b.name AS business_type, a.phone, a.email, a.status, u.id AS contact_id, u.username,
    u.email AS contact_email, u.first_name, u.last_name, coalesce(u.password_hash IS NOT NULL, FALSE) AS has_password,
    ${isoText(sql`a.created_at`)} AS created_at
  FROM accounts a LEFT JOIN business_types b ON b.id = a.business_type_id
    LEFT JOIN LATERAL (SELECT * FROM users WHERE account_id = a.id ORDER BY id LIMIT 1) u ON TRUE`;

/** Accounts waiting for approval (storefront applications), oldest first. */
export async function registrations(db: DbOrTx, limit: number, offset: number): Promise<RegistrationRow[]> {
  return queryRows<RegistrationRow>(
    db,
    sql`SELECT x.*, (count(*) OVER ())::int AS full_count
      FROM (${registrationSelect} WHERE a.status = 'pending_approval') x
      ORDER BY x.created_at, x.account_id LIMIT ${limit} OFFSET ${offset}`,
  );
}

export async function registrationById(db: DbOrTx, accountId: number): Promise<RegistrationRow | null> {
  const rows = await queryRows<RegistrationRow>(db, sql`${registrationSelect} WHERE a.id = ${accountId}`);
  return rows[0] ?? null;
}

/** Decides an application; false when the account is not waiting for approval (decided meanwhile). */
export async function decideRegistration(
  tx: Tx,
  accountId: number,
  status: 'active' | 'inactive',
): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`UPDATE accounts SET status = ${status}, updated_at = now()
      WHERE id = ${accountId} AND status = 'pending_approval' RETURNING id`,
  );
  return rows.length > 0;
}
