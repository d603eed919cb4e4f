// Reads of the account's ledger: invoices, payments, credit memos, their applications, and what a
// statement or document needs. Every query takes the account id and reads that account's rows only;
// the caller's session decides which account that is. Days are computed in the store's calendar by
// the database (`AT TIME ZONE`), so an invoice dated 9 PM in New York is that day's (ADR 0018).
import { sql, type SQL } from 'drizzle-orm';
import { STORE_TIME_ZONE } from '@medsupply/domain';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import type { AddressSnapshot } from '../../db/schema/index.ts';
import { containsPattern, isoText, type ShippedLotJson } from '../../db/sql-text.ts';
import { historyLineColumns, historyLineJoins, type HistoryLineRow } from '../../core/history-line.ts';

const dayOf = (column: SQL): SQL => sql`((${column}) AT TIME ZONE ${STORE_TIME_ZONE})::date::text`;

export interface ListFilter {
  fromDate?: string | undefined;
  toDate?: string | undefined;
  search?: string | undefined;
  orderBy: 'asc' | 'desc';
  limit: number;
  offset: number;
}

function dateRange(day: SQL, filter: ListFilter): SQL {
  return sql`${filter.fromDate === undefined ? sql`true` : sql`${day} >= ${filter.fromDate}`}
    AND ${filter.toDate === undefined ? sql`true` : sql`${day} <= ${filter.toDate}`}`;
}

const direction = (filter: ListFilter): SQL => (filter.orderBy === 'asc' ? sql`ASC` : sql`DESC`);

// ---------------------------------------------------------------------------------------------
// Invoices
// ---------------------------------------------------------------------------------------------

export interface InvoiceRow {
  id: number;
  tranId: string;
  status: string;
  day: string;
  dueDate: string;
  poNumber: string | null;
  totalCents: number;
  amountDueCents: number;
  salesOrderId: number | null;
  salesOrderTranId: string | null;
  fullCount: number;
}

const invoiceColumns = sql`i.id, i.tran_id AS "tranId", i.status, ${dayOf(sql`i.invoice_date`)} AS day,
  i.due_date::text AS "dueDate", i.po_number AS "poNumber", i.total_cents AS "totalCents",
  i.amount_due_cents AS "amountDueCents", so.id AS "salesOrderId", so.tran_id AS "salesOrderTranId"`;

export async function invoicePage(
  db: DbOrTx,
  accountId: number,
  status: 'open' | 'paid' | 'all',
  filter: ListFilter,
): Promise<InvoiceRow[]> {
  const statusSql =
    status === 'open'
      ? sql`i.amount_due_cents > 0`
      : status === 'paid'
        ? sql`i.amount_due_cents = 0`
        : sql`true`;
  const search =
    filter.search === undefined || filter.search === ''
      ? sql`true`
      : sql`(i.tran_id ILIKE ${containsPattern(filter.search)} OR i.po_number ILIKE ${containsPattern(filter.search)}
          OR so.tran_id ILIKE ${containsPattern(filter.search)})`;
  return queryRows<InvoiceRow>(
    db,
    sql`SELECT ${invoiceColumns}, (count(*) OVER ())::int AS "fullCount"
      FROM invoices i LEFT JOIN sales_orders so ON so.id = i.sales_order_id
      WHERE i.account_id = ${accountId} AND ${statusSql} AND ${search}
        AND ${dateRange(dayOf(sql`i.invoice_date`), filter)}
      ORDER BY i.invoice_date ${direction(filter)}, i.id ${direction(filter)}
      LIMIT ${filter.limit} OFFSET ${filter.offset}`,
  );
}

export interface InvoiceHeader extends Omit<InvoiceRow, 'fullCount'> {
  subtotalCents: number;
  shippingCents: number;
  taxCents: number;
  terms: string | null;
  billAddress: AddressSnapshot | null;
  shipAddress: AddressSnapshot | null;
  shippingMethod: string | null;
}

export async function invoiceOf(db: DbOrTx, accountId: number, id: number): Promise<InvoiceHeader | null> {
  const rows = await queryRows<InvoiceHeader>(
    db,
    sql`SELECT ${invoiceColumns}, i.subtotal_cents AS "subtotalCents", i.shipping_cents AS "shippingCents",
        i.tax_cents AS "taxCents", a.terms, so.bill_address AS "billAddress", so.ship_address AS "shipAddress",
        so.shipping_method AS "shippingMethod"
      FROM invoices i JOIN accounts a ON a.id = i.account_id
      LEFT JOIN sales_orders so ON so.id = i.sales_order_id
      WHERE i.account_id = ${accountId} AND i.id = ${id}`,
  );
  return rows[0] ?? null;
}

export interface DocumentLineRow {
  itemId: number;
  itemName: string;
  displayName: string;
  urlComponent: string | null;
  unit: string;
  quantity: number;
  unitPriceCents: number;
  amountCents: number;
  /** The lots shipped for the line (an invoice's: its shipment's; an order's: every shipment's). */
  lots: ShippedLotJson[];
}

/**
 * The lots behind a document line aliased `l`: for an invoice line, what the invoice's fulfilment
 * shipped of the same item and unit; for an order line, what every fulfilment shipped of it.
 */
const documentLineLots = (table: 'invoice_lines' | 'sales_order_lines'): SQL => {
  const where =
    table === 'invoice_lines'
      ? sql`fl.fulfillment_id = (SELECT inv.fulfillment_id FROM invoices inv WHERE inv.id = l.invoice_id)
          AND sl.item_id = l.item_id AND sl.unit_id = l.unit_id`
      : sql`fl.sales_order_line_id = l.id`;
  return sql`coalesce((SELECT json_agg(json_build_object('lotNumber', il.lot_number,
      'expiresOn', il.expires_on::text, 'quantity', x.quantity) ORDER BY il.expires_on, il.id)
    FROM fulfillment_line_lots x JOIN item_lots il ON il.id = x.lot_id
      JOIN fulfillment_lines fl ON fl.id = x.fulfillment_line_id
      JOIN sales_order_lines sl ON sl.id = fl.sales_order_line_id
    WHERE ${where}), '[]'::json)`;
};

/** Lines of an invoice or a sales order (the caller checked that it is the account's). */
export async function documentLines(
  db: DbOrTx,
  source:
    { table: 'invoice_lines'; invoiceId: number } | { table: 'sales_order_lines'; salesOrderId: number },
): Promise<DocumentLineRow[]> {
  const from =
    source.table === 'invoice_lines'
      ? sql`invoice_lines l WHERE l.invoice_id = ${source.invoiceId}`
      : sql`sales_order_lines l WHERE l.sales_order_id = ${source.salesOrderId}`;
  const rows = await queryRows<
    HistoryLineRow & {
      quantity: number;
      unit_price_cents: number;
      amount_cents: number;
      lots: ShippedLotJson[];
    }
  >(
    db,
    sql`SELECT ${historyLineColumns(sql`l`)}, l.quantity, l.unit_price_cents, l.amount_cents,
        ${documentLineLots(source.table)} AS lots
      FROM (SELECT * FROM ${from}) l ${historyLineJoins(sql`l`)}
      ORDER BY l.id`,
  );
  return rows.map((row) => ({
    itemId: row.item_id,
    itemName: row.item_name,
    displayName: row.display_name,
    urlComponent: row.url_component,
    unit: row.unit_name,
    quantity: row.quantity,
    unitPriceCents: row.unit_price_cents,
    amountCents: row.amount_cents,
    lots: row.lots,
  }));
}

export interface ShipmentRow {
  id: number;
  tranId: string;
  status: string;
  carrier: string;
  trackingNumber: string;
  /** ISO 8601. */
  shippedAt: string;
  deliveredAt: string | null;
}

export async function shipmentsOfOrder(
  db: DbOrTx,
  accountId: number,
  salesOrderId: number,
): Promise<ShipmentRow[]> {
  return queryRows<ShipmentRow>(
    db,
    sql`SELECT id, tran_id AS "tranId", status, carrier, tracking_number AS "trackingNumber",
        ${isoText(sql`shipped_at`)} AS "shippedAt", ${isoText(sql`delivered_at`)} AS "deliveredAt"
      FROM fulfillments WHERE account_id = ${accountId} AND sales_order_id = ${salesOrderId}
      ORDER BY shipped_at, id`,
  );
}

export interface AppliedRow {
  kind: 'payment' | 'credit-memo';
  id: number;
  tranId: string;
  day: string;
  amountCents: number;
}

/** The payments and credit memos applied to an invoice, oldest first. */
export async function appliedToInvoice(db: DbOrTx, invoiceId: number): Promise<AppliedRow[]> {
  return queryRows<AppliedRow>(
    db,
    sql`SELECT 'payment' AS kind, p.id, p.tran_id AS "tranId", ${dayOf(sql`pa.created_at`)} AS day,
        pa.amount_cents AS "amountCents", pa.created_at AS at
      FROM payment_applications pa JOIN payments p ON p.id = pa.payment_id WHERE pa.invoice_id = ${invoiceId}
      UNION ALL
      SELECT 'credit-memo', m.id, m.tran_id, ${dayOf(sql`ca.created_at`)}, ca.amount_cents, ca.created_at
      FROM credit_memo_applications ca JOIN credit_memos m ON m.id = ca.credit_memo_id
      WHERE ca.invoice_id = ${invoiceId}
      ORDER BY at, kind`,
  );
}

// ---------------------------------------------------------------------------------------------
// Payments
// ---------------------------------------------------------------------------------------------

export interface PaymentRow {
  id: number;
  tranId: string;
  day: string;
  status: string;
  method: string;
  last4: string | null;
  memo: string | null;
  amountCents: number;
  convenienceFeeCents: number;
  appliedCents: number;
  gatewayReference: string | null;
  fullCount: number;
}

const paymentColumns = sql`p.id, p.tran_id AS "tranId", ${dayOf(sql`p.paid_at`)} AS day, p.status, p.method,
  coalesce(p.last4, pm.last4) AS last4, p.memo, p.amount_cents AS "amountCents", p.convenience_fee_cents AS "convenienceFeeCents",
  p.applied_cents AS "appliedCents", p.gateway_reference AS "gatewayReference"`;

export async function paymentPage(db: DbOrTx, accountId: number, filter: ListFilter): Promise<PaymentRow[]> {
  const search =
    filter.search === undefined || filter.search === ''
      ? sql`true`
      : sql`(p.tran_id ILIKE ${containsPattern(filter.search)} OR p.memo ILIKE ${containsPattern(filter.search)})`;
  return queryRows<PaymentRow>(
    db,
    sql`SELECT ${paymentColumns}, (count(*) OVER ())::int AS "fullCount"
      FROM payments p LEFT JOIN payment_methods pm ON pm.id = p.payment_method_id
      WHERE p.account_id = ${accountId} AND ${search} AND ${dateRange(dayOf(sql`p.paid_at`), filter)}
      ORDER BY p.paid_at ${direction(filter)}, p.id ${direction(filter)}
      LIMIT ${filter.limit} OFFSET ${filter.offset}`,
  );
}

export async function paymentOf(db: DbOrTx, accountId: number, id: number): Promise<PaymentRow | null> {
  const rows = await queryRows<PaymentRow>(
    db,
    sql`SELECT ${paymentColumns}, 1 AS "fullCount"
      FROM payments p LEFT JOIN payment_methods pm ON pm.id = p.payment_method_id
      WHERE p.account_id = ${accountId} AND p.id = ${id}`,
  );
  return rows[0] ?? null;
}

export interface SettledInvoiceRow {
  id: number;
  tranId: string;
  day: string;
  dueDate: string;
  appliedCents: number;
  amountDueCents: number;
}

/**
 * The invoices a payment settled, summed per invoice: where its own money went (also what of it was
 * used later, as an unapplied amount, in another payment), and the credit memos and earlier
 * payments' unapplied amounts used in it.
 */
export async function invoicesSettledBy(db: DbOrTx, paymentId: number): Promise<SettledInvoiceRow[]> {
  return queryRows<SettledInvoiceRow>(
    db,
    sql`SELECT i.id, i.tran_id AS "tranId", ${dayOf(sql`i.invoice_date`)} AS day, i.due_date::text AS "dueDate",
        sum(x.amount_cents)::int AS "appliedCents", i.amount_due_cents AS "amountDueCents"
      FROM (
        SELECT invoice_id, amount_cents FROM payment_applications WHERE payment_id = ${paymentId}
        UNION ALL SELECT invoice_id, amount_cents FROM payment_applications WHERE applied_in_payment_id = ${paymentId}
        UNION ALL SELECT invoice_id, amount_cents FROM credit_memo_applications WHERE payment_id = ${paymentId}
      ) x JOIN invoices i ON i.id = x.invoice_id
      GROUP BY i.id ORDER BY i.invoice_date, i.id`,
  );
}

export interface CreditUsedRow {
  kind: 'credit-memo' | 'payment';
  id: number;
  tranId: string;
  amountCents: number;
}

/** The credit memos and earlier payments used in a payment. */
export async function creditsUsedIn(db: DbOrTx, paymentId: number): Promise<CreditUsedRow[]> {
  return queryRows<CreditUsedRow>(
    db,
    sql`SELECT 'credit-memo' AS kind, m.id, m.tran_id AS "tranId", sum(ca.amount_cents)::int AS "amountCents"
      FROM credit_memo_applications ca JOIN credit_memos m ON m.id = ca.credit_memo_id
      WHERE ca.payment_id = ${paymentId} GROUP BY m.id
      UNION ALL
      SELECT 'payment', p.id, p.tran_id, sum(pa.amount_cents)::int
      FROM payment_applications pa JOIN payments p ON p.id = pa.payment_id
      WHERE pa.applied_in_payment_id = ${paymentId} GROUP BY p.id
      ORDER BY kind, id`,
  );
}

// ---------------------------------------------------------------------------------------------
// Credit memos
// ---------------------------------------------------------------------------------------------

export interface CreditMemoRow {
  id: number;
  tranId: string;
  day: string;
  reason: string;
  invoiceId: number | null;
  invoiceTranId: string | null;
  totalCents: number;
  appliedCents: number;
  fullCount: number;
}

const memoColumns = sql`m.id, m.tran_id AS "tranId", ${dayOf(sql`m.memo_date`)} AS day, m.reason,
  i.id AS "invoiceId", i.tran_id AS "invoiceTranId", m.total_cents AS "totalCents", m.applied_cents AS "appliedCents"`;

export async function creditMemoPage(
  db: DbOrTx,
  accountId: number,
  status: 'open' | 'all',
  filter: ListFilter,
): Promise<CreditMemoRow[]> {
  const search =
    filter.search === undefined || filter.search === ''
      ? sql`true`
      : sql`(m.tran_id ILIKE ${containsPattern(filter.search)} OR m.reason ILIKE ${containsPattern(filter.search)}
          OR i.tran_id ILIKE ${containsPattern(filter.search)})`;
  return queryRows<CreditMemoRow>(
    db,
    sql`SELECT ${memoColumns}, (count(*) OVER ())::int AS "fullCount"
      FROM credit_memos m LEFT JOIN invoices i ON i.id = m.invoice_id AND i.account_id = m.account_id
      WHERE m.account_id = ${accountId} AND ${status === 'open' ? sql`m.applied_cents < m.total_cents` : sql`true`}
        AND ${search} AND ${dateRange(dayOf(sql`m.memo_date`), filter)}
      ORDER BY m.memo_date ${direction(filter)}, m.id ${direction(filter)}
      LIMIT ${filter.limit} OFFSET ${filter.offset}`,
  );
}

export async function creditMemoOf(db: DbOrTx, accountId: number, id: number): Promise<CreditMemoRow | null> {
  const rows = await queryRows<CreditMemoRow>(
    db,
    sql`SELECT ${memoColumns}, 1 AS "fullCount"
      FROM credit_memos m LEFT JOIN invoices i ON i.id = m.invoice_id AND i.account_id = m.account_id
      WHERE m.account_id = ${accountId} AND m.id = ${id}`,
  );
  return rows[0] ?? null;
}

export interface MemoApplicationRow {
  invoiceId: number;
  invoiceTranId: string;
  paymentId: number | null;
  paymentTranId: string | null;
  day: string;
  amountCents: number;
}

export async function memoApplications(db: DbOrTx, memoId: number): Promise<MemoApplicationRow[]> {
  return queryRows<MemoApplicationRow>(
    db,
    sql`SELECT i.id AS "invoiceId", i.tran_id AS "invoiceTranId", p.id AS "paymentId", p.tran_id AS "paymentTranId",
        ${dayOf(sql`ca.created_at`)} AS day, ca.amount_cents AS "amountCents"
      FROM credit_memo_applications ca JOIN invoices i ON i.id = ca.invoice_id
      LEFT JOIN payments p ON p.id = ca.payment_id
      WHERE ca.credit_memo_id = ${memoId} ORDER BY ca.created_at, ca.id`,
  );
}

// ---------------------------------------------------------------------------------------------
// Credit a payment may use (service spec §3 "Credit info")
// ---------------------------------------------------------------------------------------------

export async function openCreditMemos(db: DbOrTx, accountId: number): Promise<CreditMemoRow[]> {
  return creditMemoPage(db, accountId, 'open', { orderBy: 'asc', limit: 10_000, offset: 0 });
}

export async function unappliedPayments(db: DbOrTx, accountId: number): Promise<PaymentRow[]> {
  return queryRows<PaymentRow>(
    db,
    sql`SELECT ${paymentColumns}, 1 AS "fullCount"
      FROM payments p LEFT JOIN payment_methods pm ON pm.id = p.payment_method_id
      WHERE p.account_id = ${accountId} AND p.applied_cents < p.amount_cents
      ORDER BY p.paid_at, p.id`,
  );
}

// ---------------------------------------------------------------------------------------------
// Statements and the aging
// ---------------------------------------------------------------------------------------------

export interface LedgerRow {
  kind: 'invoice' | 'payment' | 'credit-memo' | 'refund';
  tranId: string;
  day: string;
  dueDate: string | null;
  amountCents: number;
  /** What is still open of it on `asOfDay` (applications dated after it do not count). */
  openCents: number;
}

/**
 * Every ledger entry of the account dated on or before `asOfDay`, with what was open of it at the end
 * of that day: an invoice's total less what was applied to it by then, a payment's amount less its
 * applications by then, a credit memo's total less its applications by then.
 */
export async function ledgerAsOf(db: DbOrTx, accountId: number, asOfDay: string): Promise<LedgerRow[]> {
  const by = (column: SQL) => sql`${dayOf(column)} <= ${asOfDay}`;
  return queryRows<LedgerRow>(
    db,
    sql`SELECT 'invoice' AS kind, i.tran_id AS "tranId", ${dayOf(sql`i.invoice_date`)} AS day,
        i.due_date::text AS "dueDate", i.total_cents AS "amountCents",
        greatest(0, i.total_cents
          - coalesce((SELECT sum(amount_cents) FROM payment_applications a WHERE a.invoice_id = i.id AND ${by(sql`a.created_at`)}), 0)
          - coalesce((SELECT sum(amount_cents) FROM credit_memo_applications a WHERE a.invoice_id = i.id AND ${by(sql`a.created_at`)}), 0)
        )::int AS "openCents"
      FROM invoices i WHERE i.account_id = ${accountId} AND ${by(sql`i.invoice_date`)}
      UNION ALL
      SELECT 'payment', p.tran_id, ${dayOf(sql`p.paid_at`)}, NULL, p.amount_cents,
        greatest(0, p.amount_cents
          - coalesce((SELECT sum(amount_cents) FROM payment_applications a WHERE a.payment_id = p.id AND ${by(sql`a.created_at`)}), 0)
        )::int
      FROM payments p WHERE p.account_id = ${accountId} AND ${by(sql`p.paid_at`)}
      UNION ALL
      SELECT 'credit-memo', m.tran_id, ${dayOf(sql`m.memo_date`)}, NULL, m.total_cents,
        greatest(0, m.total_cents
          - coalesce((SELECT sum(amount_cents) FROM credit_memo_applications a WHERE a.credit_memo_id = m.id AND ${by(sql`a.created_at`)}), 0)
          - coalesce((SELECT sum(amount_cents) FROM payment_reversals r WHERE r.credit_memo_id = m.id
              AND r.kind = 'refund' AND r.status <> 'failed' AND ${by(sql`r.created_at`)}), 0)
        )::int
      FROM credit_memos m WHERE m.account_id = ${accountId} AND ${by(sql`m.memo_date`)}
      UNION ALL
      -- A refund pays a memo's credit back out to the card: nothing of it stays open.
      SELECT 'refund', r.tran_id, ${dayOf(sql`r.created_at`)}, NULL, r.amount_cents, 0
      FROM payment_reversals r WHERE r.account_id = ${accountId} AND r.kind = 'refund'
        AND r.status <> 'failed' AND ${by(sql`r.created_at`)}`,
  );
}

/** What is open now: invoices' amount due, unapplied payments, memos' remaining balance. */
export async function openItemsNow(
  db: DbOrTx,
  accountId: number,
): Promise<{ dueDate: string | null; openCents: number }[]> {
  return queryRows(
    db,
    sql`SELECT due_date::text AS "dueDate", amount_due_cents AS "openCents" FROM invoices
        WHERE account_id = ${accountId} AND amount_due_cents > 0
      UNION ALL SELECT NULL, -(amount_cents - applied_cents) FROM payments
        WHERE account_id = ${accountId} AND applied_cents < amount_cents
      UNION ALL SELECT NULL, -(total_cents - applied_cents) FROM credit_memos
        WHERE account_id = ${accountId} AND applied_cents < total_cents`,
  );
}

// ---------------------------------------------------------------------------------------------
// Documents
// ---------------------------------------------------------------------------------------------

export interface AccountHeader {
  id: number;
  accountNumber: string;
  accountName: string;
  terms: string | null;
  email: string | null;
  billAddress: AddressSnapshot | null;
  statementFrequency: string;
  statementMethod: string;
  statementIncludeInvoices: boolean;
}

export async function accountHeader(db: DbOrTx, accountId: number): Promise<AccountHeader | null> {
  const rows = await queryRows<AccountHeader>(
    db,
    sql`SELECT a.id, a.account_number AS "accountNumber", a.account_name AS "accountName", a.terms, a.email,
        a.statement_frequency AS "statementFrequency", a.statement_method AS "statementMethod",
        a.statement_include_invoices AS "statementIncludeInvoices",
        (SELECT jsonb_build_object('addressee', d.addressee, 'attention', d.attention, 'line1', d.line1,
            'line2', d.line2, 'city', d.city, 'state', d.state, 'zip', d.zip, 'country', d.country)
          FROM addresses d WHERE d.account_id = a.id AND NOT d.deleted
          ORDER BY d.default_billing DESC, d.id LIMIT 1) AS "billAddress"
      FROM accounts a WHERE a.id = ${accountId}`,
  );
  return rows[0] ?? null;
}

export interface SalesOrderHeader {
  id: number;
  tranId: string;
  status: string;
  day: string;
  poNumber: string | null;
  paymentType: string;
  shippingMethod: string;
  billAddress: AddressSnapshot;
  shipAddress: AddressSnapshot;
  subtotalCents: number;
  shippingCents: number;
  taxCents: number;
  convenienceFeeCents: number;
  totalCents: number;
  placedBy: string | null;
  methodType: string | null;
  methodLast4: string | null;
}

export async function salesOrderOf(
  db: DbOrTx,
  accountId: number,
  id: number,
): Promise<SalesOrderHeader | null> {
  const rows = await queryRows<SalesOrderHeader>(
    db,
    sql`SELECT so.id, so.tran_id AS "tranId", so.status, ${dayOf(sql`so.order_date`)} AS day, so.po_number AS "poNumber",
        so.payment_type AS "paymentType", so.shipping_method AS "shippingMethod", so.bill_address AS "billAddress",
        so.ship_address AS "shipAddress", so.subtotal_cents AS "subtotalCents", so.shipping_cents AS "shippingCents",
        so.tax_cents AS "taxCents", so.convenience_fee_cents AS "convenienceFeeCents", so.total_cents AS "totalCents",
        nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') AS "placedBy",
        pm.type AS "methodType", pm.last4 AS "methodLast4"
      FROM sales_orders so LEFT JOIN users u ON u.id = so.placed_by
      LEFT JOIN payment_methods pm ON pm.id = so.payment_method_id
      WHERE so.account_id = ${accountId} AND so.id = ${id}`,
  );
  return rows[0] ?? null;
}

/** Accounts whose statement preferences ask for a statement by mail (e-mail) on `frequency`. */
export async function accountsWantingStatements(
  db: DbOrTx,
  frequencies: readonly string[],
): Promise<{ id: number }[]> {
  if (frequencies.length === 0) return [];
  return queryRows(
    db,
    sql`SELECT a.id FROM accounts a
      WHERE a.status = 'active' AND a.statement_method = 'email'
        AND a.statement_frequency IN (${sql.join(
          frequencies.map((f) => sql`${f}`),
          sql`, `,
        )})
      ORDER BY a.id`,
  );
}

/** Where an account's statements go: its e-mail, else its active admins'. */
export async function statementRecipients(db: DbOrTx, accountId: number): Promise<string[]> {
  const rows = await queryRows<{ email: string }>(
    db,
    sql`SELECT email FROM accounts WHERE id = ${accountId} AND email IS NOT NULL AND email <> ''
      UNION
      SELECT u.email FROM users u WHERE u.account_id = ${accountId} AND u.is_admin AND u.is_active
        AND NOT EXISTS (SELECT 1 FROM accounts WHERE id = ${accountId} AND email IS NOT NULL AND email <> '')`,
  );
  return rows.map((row) => row.email);
}

/** Records a statement sent; false when one for that account and date was already sent. */
export async function recordStatementRun(
  db: DbOrTx,
  run: { accountId: number; startDate: string; statementDate: string; sentTo: string },
): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO statement_runs (account_id, start_date, statement_date, sent_to)
      VALUES (${run.accountId}, ${run.startDate}, ${run.statementDate}, ${run.sentTo})
      ON CONFLICT (account_id, statement_date) DO NOTHING RETURNING id`,
  );
  return rows.length > 0;
}
