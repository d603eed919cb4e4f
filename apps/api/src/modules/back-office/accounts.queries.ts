// Customer accounts as the back office reads and edits them (issue 20 point 5, ADR 0029): a search
// by account or contact, one account with its links, contacts, addresses and licences and its
// recent documents, and the edit as one conditional UPDATE on the values read.
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx, type Tx } from '../../db/client.ts';
import { containsPattern, isoText } from '../../db/sql-text.ts';

export interface AccountRow {
  id: number;
  account_number: string;
  account_name: string;
  status: string;
  business_type: string | null;
  phone: string | null;
  email: string | null;
  price_level_id: number;
  price_level: string;
  has_terms: boolean;
  terms: string | null;
  credit_limit_cents: number;
  available_balance_cents: number;
  rx_levels: number[];
  parent_id: number | null;
  parent_number: string | null;
  parent_name: string | null;
  parent_status: string | null;
  parent_parent_id: number | null;
  child_count: number;
  contact_count: number;
  created_at: string;
  full_count?: number;
}

const accountSelect = sql`SELECT a.id, a.account_number, a.account_name, a.status, bt.name AS business_type,
    a.phone, a.email, a.price_level_id, pl.name AS price_level, a.has_terms, a.terms,
    a.credit_limit_cents::int AS credit_limit_cents, a.available_balance_cents::int AS available_balance_cents,
    a.rx_levels, a.parent_id, p.account_number AS parent_number, p.account_name AS parent_name,
    p.status AS parent_status, p.parent_id AS parent_parent_id,
    (SELECT count(*)::int FROM accounts c WHERE c.parent_id = a.id) AS child_count,
    (SELECT count(*)::int FROM users u WHERE u.account_id = a.id AND u.deactivated_at IS NULL) AS contact_count,
    ${isoText(sql`a.created_at`)} AS created_at
  FROM accounts a
  JOIN price_levels pl ON pl.id = a.price_level_id
  LEFT JOIN business_types bt ON bt.id = a.business_type_id
  LEFT JOIN accounts p ON p.id = a.parent_id`;

/** Accounts by name or number (or a contact's name, username or e-mail), by name. */
export async function searchAccounts(
  db: DbOrTx,
  filter: { q?: string | undefined; status?: string | undefined },
  limit: number,
  offset: number,
): Promise<AccountRow[]> {
  const conditions = [sql`TRUE`];
  if (filter.status) conditions.push(sql`a.status = ${filter.status}`);
  if (filter.q) {
    const like = containsPattern(filter.q);
    conditions.push(sql`(a.account_name ILIKE ${like} OR a.account_number ILIKE ${like}
      OR EXISTS (SELECT 1 FROM users u WHERE u.account_id = a.id AND (u.username ILIKE ${like}
        OR u.email ILIKE ${like} OR (u.first_name || ' ' || u.last_name) ILIKE ${like})))`);
  }
  return queryRows<AccountRow>(
    db,
    sql`SELECT *, (count(*) OVER ())::int AS full_count FROM (${accountSelect}
      WHERE ${sql.join(conditions, sql` AND `)}) found
      ORDER BY lower(account_name), id LIMIT ${limit} OFFSET ${offset}`,
  );
}

export async function accountById(db: DbOrTx, id: number, lock = false): Promise<AccountRow | null> {
  if (lock) await db.execute(sql`SELECT id FROM accounts WHERE id = ${id} FOR UPDATE`);
  const rows = await queryRows<AccountRow>(db, sql`${accountSelect} WHERE a.id = ${id}`);
  return rows[0] ?? null;
}

export interface LinkRow {
  id: number;
  account_number: string;
  account_name: string;
}

export async function childrenOf(db: DbOrTx, id: number): Promise<LinkRow[]> {
  return queryRows<LinkRow>(
    db,
    sql`SELECT id, account_number, account_name FROM accounts WHERE parent_id = ${id} ORDER BY lower(account_name), id`,
  );
}

export interface ContactRow {
  id: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  is_admin: boolean;
  is_active: boolean;
  has_password: boolean;
  last_login_at: string | null;
}

export async function contactsOf(db: DbOrTx, accountId: number): Promise<ContactRow[]> {
  return queryRows<ContactRow>(
    db,
    sql`SELECT id, username, email, first_name, last_name, phone, is_admin,
        is_active AND deactivated_at IS NULL AS is_active, password_hash IS NOT NULL AS has_password,
        CASE WHEN last_login_at IS NULL THEN NULL ELSE ${isoText(sql`last_login_at`)} END AS last_login_at
      FROM users WHERE account_id = ${accountId}
      ORDER BY deactivated_at IS NOT NULL, is_admin DESC, lower(last_name), lower(first_name), id`,
  );
}

export interface AddressRow {
  id: number;
  label: string;
  addressee: string;
  line1: string;
  line2: string | null;
  city: string;
  state: string;
  zip: string;
  default_shipping: boolean;
  default_billing: boolean;
  licences: Array<{
    id: number;
    rx_level: number;
    licence_number: string;
    issuing_authority: string | null;
    expires_on: string;
    status: string;
    has_document: boolean;
  }>;
}

export async function addressesOf(db: DbOrTx, accountId: number): Promise<AddressRow[]> {
  return queryRows<AddressRow>(
    db,
    sql`SELECT a.id, a.label, a.addressee, a.line1, a.line2, a.city, a.state, a.zip, a.default_shipping,
        a.default_billing,
        COALESCE((SELECT json_agg(json_build_object('id', l.id, 'rx_level', l.rx_level,
            'licence_number', l.licence_number, 'issuing_authority', l.issuing_authority,
            'expires_on', l.expires_on::text, 'status', l.status,
            'has_document', l.document_key IS NOT NULL) ORDER BY l.rx_level, l.created_at DESC, l.id DESC)
          FROM address_licences l WHERE l.address_id = a.id), '[]'::json) AS licences
      FROM addresses a WHERE a.account_id = ${accountId} AND NOT a.deleted
      ORDER BY a.default_shipping DESC, lower(a.label), a.id`,
  );
}

export interface OrderRow {
  id: number;
  tran_id: string;
  status: string;
  order_date: string;
  po_number: string | null;
  payment_type: string;
  total_cents: number;
}

export async function recentOrders(db: DbOrTx, accountId: number): Promise<OrderRow[]> {
  return queryRows<OrderRow>(
    db,
    sql`SELECT id, tran_id, status, ${isoText(sql`order_date`)} AS order_date, po_number, payment_type,
        total_cents::int AS total_cents
      FROM sales_orders WHERE account_id = ${accountId} ORDER BY order_date DESC, id DESC LIMIT 10`,
  );
}

export interface InvoiceRow {
  id: number;
  tran_id: string;
  status: string;
  invoice_date: string;
  due_date: string;
  total_cents: number;
  amount_due_cents: number;
}

export async function recentInvoices(db: DbOrTx, accountId: number): Promise<InvoiceRow[]> {
  return queryRows<InvoiceRow>(
    db,
    sql`SELECT id, tran_id, status, ${isoText(sql`invoice_date`)} AS invoice_date, due_date::text AS due_date,
        total_cents::int AS total_cents, amount_due_cents::int AS amount_due_cents
      FROM invoices WHERE account_id = ${accountId} ORDER BY invoice_date DESC, id DESC LIMIT 10`,
  );
}

export interface PaymentRow {
  id: number;
  tran_id: string;
  method: string;
  status: string;
  paid_at: string;
  amount_cents: number;
  applied_cents: number;
  memo: string | null;
}

export async function recentPayments(db: DbOrTx, accountId: number): Promise<PaymentRow[]> {
  return queryRows<PaymentRow>(
    db,
    sql`SELECT id, tran_id, method, status, ${isoText(sql`paid_at`)} AS paid_at, amount_cents::int AS amount_cents,
        applied_cents::int AS applied_cents, memo
      FROM payments WHERE account_id = ${accountId} ORDER BY paid_at DESC, id DESC LIMIT 10`,
  );
}

export async function priceLevels(db: DbOrTx): Promise<Array<{ id: number; name: string }>> {
  return queryRows(db, sql`SELECT id, name FROM price_levels ORDER BY sort_order, name`);
}

/** The account's edited fields, written only when they still hold what was read (`before`). */
export async function updateAccount(
  tx: Tx,
  id: number,
  before: {
    hasTerms: boolean;
    terms: string | null;
    creditLimitCents: number;
    priceLevelId: number;
    parentId: number | null;
  },
  after: {
    hasTerms: boolean;
    terms: string | null;
    creditLimitCents: number;
    priceLevelId: number;
    parentId: number | null;
  },
): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`UPDATE accounts SET has_terms = ${after.hasTerms}, terms = ${after.terms},
        credit_limit_cents = ${after.creditLimitCents},
        price_level_id = ${after.priceLevelId}, parent_id = ${after.parentId}, updated_at = now()
      WHERE id = ${id} AND has_terms = ${before.hasTerms} AND terms IS NOT DISTINCT FROM ${before.terms}
        AND credit_limit_cents = ${before.creditLimitCents} AND price_level_id = ${before.priceLevelId}
        AND parent_id IS NOT DISTINCT FROM ${before.parentId}
      RETURNING id`,
  );
  return rows.length === 1;
}

export async function licenceDocumentOf(
  db: DbOrTx,
  licenceId: number,
): Promise<{
  document_key: string | null;
  document_type: string | null;
  document_name: string | null;
} | null> {
  const rows = await queryRows<{
    document_key: string | null;
    document_type: string | null;
    document_name: string | null;
  }>(
    db,
    sql`SELECT document_key, document_type, document_name FROM address_licences WHERE id = ${licenceId}`,
  );
  return rows[0] ?? null;
}
