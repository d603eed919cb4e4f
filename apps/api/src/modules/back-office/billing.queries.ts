// The back office's billing reads and writes (H3; ADR 0030): an order line cancelled, credit memos
// and their lines, check and ACH payments received and applied, a customer's ledger. Quantities
// and money move only by conditional UPDATEs inside the caller's transaction (ADR 0020, 0024).
// No business rules here.
import { sql } from 'drizzle-orm';
import { STORE_TIME_ZONE } from '@medsupply/domain';
import { queryRows, type DbOrTx, type Tx } from '../../db/client.ts';
import { isoText } from '../../db/sql-text.ts';

const one = <T>(rows: T[]): T | null => rows[0] ?? null;

// ---------------------------------------------------------------------------------------------
// Cancelling a line
// ---------------------------------------------------------------------------------------------

export interface LockedOrder {
  id: number;
  tran_id: string;
  account_id: number;
  status: string;
  approval_status: 'not_required' | 'pending' | 'approved' | 'rejected';
  payment_type: string;
  order_date: string;
}

/** The order, locked: its lines change one request at a time, as shipping takes it (ADR 0027). */
export async function lockOrder(tx: Tx, id: number): Promise<LockedOrder | null> {
  return one(
    await queryRows<LockedOrder>(
      tx,
      sql`SELECT id, tran_id, account_id, status, approval_status, payment_type,
          ${isoText(sql`order_date`)} AS order_date
        FROM sales_orders WHERE id = ${id} FOR UPDATE`,
    ),
  );
}

/** Locks a line's item (stock receipts take it first, then the item's backordered lines). */
export async function lockItemOfLine(tx: Tx, orderId: number, lineId: number): Promise<void> {
  await tx.execute(
    sql`SELECT i.id FROM items i JOIN sales_order_lines l ON l.item_id = i.id
      WHERE l.id = ${lineId} AND l.sales_order_id = ${orderId} FOR UPDATE OF i`,
  );
}

export interface CancelLineRow {
  id: number;
  line_number: number;
  item_id: number;
  unit_id: number;
  display_name: string;
  conversion_rate: number;
  allocated: boolean;
  quantity: number;
  quantity_cancelled: number;
  quantity_backordered: number;
  quantity_fulfilled: number;
  quantity_billed: number;
  unit_price_cents: number;
}

export async function lineOf(tx: DbOrTx, orderId: number, lineId: number): Promise<CancelLineRow | null> {
  return one(
    await queryRows<CancelLineRow>(
      tx,
      sql`SELECT l.id, l.line_number, l.item_id, l.unit_id,
          coalesce(nullif(i.display_name, ''), i.item_name) AS display_name,
          u.conversion_rate::float8 AS conversion_rate, (i.allocation_period IS NOT NULL) AS allocated,
          l.quantity, l.quantity_cancelled, l.quantity_backordered, l.quantity_fulfilled,
          l.quantity_billed, l.unit_price_cents
        FROM sales_order_lines l JOIN items i ON i.id = l.item_id JOIN units u ON u.id = l.unit_id
        WHERE l.id = ${lineId} AND l.sales_order_id = ${orderId}`,
    ),
  );
}

export type LineQuantities = Pick<
  CancelLineRow,
  'quantity' | 'quantity_cancelled' | 'quantity_backordered' | 'quantity_fulfilled' | 'quantity_billed'
>;

export async function quantitiesOfOrder(tx: DbOrTx, orderId: number): Promise<LineQuantities[]> {
  return queryRows<LineQuantities>(
    tx,
    sql`SELECT quantity, quantity_cancelled, quantity_backordered, quantity_fulfilled, quantity_billed
      FROM sales_order_lines WHERE sales_order_id = ${orderId}`,
  );
}

/**
 * Cancels `fromBackordered + fromCommitted` units of a line; the guard re-checks, as the row is
 * now, that the backordered part and the committed unshipped part still hold them. False: nothing.
 */
export async function cancelLine(
  tx: Tx,
  lineId: number,
  fromBackordered: number,
  fromCommitted: number,
): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`UPDATE sales_order_lines
      SET quantity_cancelled = quantity_cancelled + ${fromBackordered + fromCommitted},
          quantity_backordered = quantity_backordered - ${fromBackordered}
      WHERE id = ${lineId} AND quantity_backordered >= ${fromBackordered}
        AND quantity - quantity_cancelled - quantity_backordered - quantity_fulfilled >= ${fromCommitted}
      RETURNING id`,
  );
  return rows.length === 1;
}

export async function returnStock(tx: Tx, itemId: number, units: number): Promise<void> {
  if (units <= 0) return;
  await tx.execute(
    sql`UPDATE items SET quantity_available = quantity_available + ${units} WHERE id = ${itemId}`,
  );
}

/** Allocation back in the period holding the order's date, never below zero (ADR 0020). */
export async function returnAllocation(
  tx: Tx,
  input: { accountId: number; itemId: number; units: number; orderDate: string },
): Promise<void> {
  if (input.units <= 0) return;
  await tx.execute(
    sql`UPDATE item_allocations SET used_quantity = greatest(0, used_quantity - ${input.units})
      WHERE account_id = ${input.accountId} AND item_id = ${input.itemId}
        AND period_start <= (${input.orderDate}::timestamptz AT TIME ZONE ${STORE_TIME_ZONE})::date
        AND period_end >= (${input.orderDate}::timestamptz AT TIME ZONE ${STORE_TIME_ZONE})::date`,
  );
}

/** Terms credit back (ADR 0020 "Credit"), never above the limit. */
export async function returnCredit(tx: Tx, accountId: number, cents: number): Promise<void> {
  if (cents <= 0) return;
  await tx.execute(
    sql`UPDATE accounts SET available_balance_cents = LEAST(credit_limit_cents, available_balance_cents + ${cents})
      WHERE id = ${accountId}`,
  );
}

export async function setOrderStatus(tx: Tx, orderId: number, status: string): Promise<void> {
  await tx.execute(sql`UPDATE sales_orders SET status = ${status}, updated_at = now() WHERE id = ${orderId}`);
}

// ---------------------------------------------------------------------------------------------
// Credit memos
// ---------------------------------------------------------------------------------------------

export interface LockedInvoice {
  id: number;
  tran_id: string;
  account_id: number;
  sales_order_id: number | null;
  total_cents: number;
  /** Σ of the memos already issued against it. */
  credited_cents: number;
}

/** Locks an invoice (its memos are issued one at a time) with what was credited against it. */
export async function lockInvoice(tx: Tx, id: number): Promise<LockedInvoice | null> {
  const locked = one(
    await queryRows<Omit<LockedInvoice, 'credited_cents'>>(
      tx,
      sql`SELECT id, tran_id, account_id, sales_order_id, total_cents FROM invoices WHERE id = ${id} FOR UPDATE`,
    ),
  );
  if (!locked) return null;
  const credited = await queryRows<{ cents: number }>(
    tx,
    sql`SELECT coalesce(sum(total_cents), 0)::int AS cents FROM credit_memos WHERE invoice_id = ${id}`,
  );
  return { ...locked, credited_cents: credited[0]?.cents ?? 0 };
}

export interface CreditableLine {
  id: number;
  invoice_id: number;
  item_id: number;
  unit_id: number;
  item_name: string;
  quantity: number;
  unit_price_cents: number;
  /** Σ of the memo lines already crediting it. */
  credited: number;
}

/** An invoice's lines with what is credited of each (the invoice is locked by the caller). */
export async function creditableLines(tx: DbOrTx, invoiceIds: readonly number[]): Promise<CreditableLine[]> {
  if (invoiceIds.length === 0) return [];
  return queryRows<CreditableLine>(
    tx,
    sql`SELECT il.id, il.invoice_id, il.item_id, il.unit_id,
        coalesce(nullif(i.display_name, ''), i.item_name) AS item_name,
        il.quantity, il.unit_price_cents,
        coalesce((SELECT sum(cl.quantity) FROM credit_memo_lines cl WHERE cl.invoice_line_id = il.id), 0)::int
          AS credited
      FROM invoice_lines il JOIN items i ON i.id = il.item_id
      WHERE il.invoice_id IN (${sql.join(
        invoiceIds.map((id) => sql`${id}`),
        sql`, `,
      )})
      ORDER BY il.invoice_id, il.id`,
  );
}

/** The order's invoices, oldest first, locked (the billed part of a line is credited from them). */
export async function lockInvoicesOfOrder(tx: Tx, orderId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`SELECT id FROM invoices WHERE sales_order_id = ${orderId} ORDER BY id FOR UPDATE`,
  );
  return rows.map((r) => r.id);
}

/** An invoice's number and account, unlocked (a read for the credit-memo form). */
export async function invoiceHead(
  db: DbOrTx,
  id: number,
): Promise<{ id: number; tran_id: string; account_id: number } | null> {
  return one(
    await queryRows<{ id: number; tran_id: string; account_id: number }>(
      db,
      sql`SELECT id, tran_id, account_id FROM invoices WHERE id = ${id}`,
    ),
  );
}

export async function accountExists(tx: DbOrTx, id: number): Promise<boolean> {
  return (await queryRows<{ id: number }>(tx, sql`SELECT id FROM accounts WHERE id = ${id}`)).length === 1;
}

async function nextId(tx: Tx, table: 'credit_memos' | 'payments'): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`SELECT nextval(pg_get_serial_sequence(${table}, 'id'))::int AS id`,
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`no ${table} id`);
  return id;
}

/** Numbers as the history has them: CM-(100000 + id), PAY-(100000 + id). */
const numberOf = (prefix: string, id: number) => `${prefix}-${100000 + id}`;

export async function insertCreditMemo(
  tx: Tx,
  memo: {
    accountId: number;
    invoiceId: number | null;
    totalCents: number;
    reason: string;
    at: Date;
    lines: ReadonlyArray<{ invoiceLineId: number; quantity: number; unitPriceCents: number }>;
  },
): Promise<number> {
  const id = await nextId(tx, 'credit_memos');
  await tx.execute(
    sql`INSERT INTO credit_memos (id, tran_id, account_id, invoice_id, total_cents, reason, applied_cents, memo_date, created_at)
      OVERRIDING SYSTEM VALUE
      VALUES (${id}, ${numberOf('CM', id)}, ${memo.accountId}, ${memo.invoiceId}, ${memo.totalCents},
        ${memo.reason}, 0, ${memo.at}, ${memo.at})`,
  );
  for (const l of memo.lines) {
    await tx.execute(
      sql`INSERT INTO credit_memo_lines (credit_memo_id, invoice_line_id, quantity, unit_price_cents, amount_cents)
        VALUES (${id}, ${l.invoiceLineId}, ${l.quantity}, ${l.unitPriceCents}, ${l.quantity * l.unitPriceCents})`,
    );
  }
  return id;
}

export interface MemoRow {
  id: number;
  tran_id: string;
  account_id: number;
  invoice_id: number | null;
  invoice_tran_id: string | null;
  memo_date: string;
  reason: string;
  total_cents: number;
  applied_cents: number;
}

export async function memoById(db: DbOrTx, id: number): Promise<MemoRow | null> {
  return one(
    await queryRows<MemoRow>(
      db,
      sql`SELECT m.id, m.tran_id, m.account_id, m.invoice_id, inv.tran_id AS invoice_tran_id,
          ${isoText(sql`m.memo_date`)} AS memo_date, m.reason, m.total_cents, m.applied_cents
        FROM credit_memos m LEFT JOIN invoices inv ON inv.id = m.invoice_id WHERE m.id = ${id}`,
    ),
  );
}

export interface MemoLineRow {
  invoice_line_id: number;
  item_name: string;
  quantity: number;
  unit_price_cents: number;
  amount_cents: number;
}

export async function memoLines(db: DbOrTx, memoId: number): Promise<MemoLineRow[]> {
  return queryRows<MemoLineRow>(
    db,
    sql`SELECT cl.invoice_line_id, coalesce(nullif(i.display_name, ''), i.item_name) AS item_name,
        cl.quantity, cl.unit_price_cents, cl.amount_cents
      FROM credit_memo_lines cl JOIN invoice_lines il ON il.id = cl.invoice_line_id
        JOIN items i ON i.id = il.item_id
      WHERE cl.credit_memo_id = ${memoId} ORDER BY cl.id`,
  );
}

// ---------------------------------------------------------------------------------------------
// Payments received
// ---------------------------------------------------------------------------------------------

export interface OpenInvoice {
  id: number;
  tran_id: string;
  amount_due_cents: number;
}

/** Locks the account's named invoices in id order (as createPayment does: no deadlock between them). */
export async function lockAccountInvoices(
  tx: Tx,
  accountId: number,
  ids: readonly number[],
): Promise<OpenInvoice[]> {
  if (ids.length === 0) return [];
  return queryRows<OpenInvoice>(
    tx,
    sql`SELECT id, tran_id, amount_due_cents FROM invoices
      WHERE account_id = ${accountId} AND id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) ORDER BY id FOR UPDATE`,
  );
}

/** Takes `cents` off what an invoice owes; false (nothing changed) when it owes less. */
export async function settleInvoice(tx: Tx, id: number, cents: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`UPDATE invoices SET amount_due_cents = amount_due_cents - ${cents},
        status = CASE WHEN amount_due_cents - ${cents} = 0 THEN 'Paid In Full' ELSE status END
      WHERE id = ${id} AND amount_due_cents >= ${cents} RETURNING id`,
  );
  return rows.length === 1;
}

export async function insertReceivedPayment(
  tx: Tx,
  p: {
    accountId: number;
    method: 'check' | 'ach';
    amountCents: number;
    appliedCents: number;
    reference: string;
    memo: string;
    paidAt: Date;
    applications: ReadonlyArray<{ invoiceId: number; cents: number }>;
  },
): Promise<{ id: number; tranId: string }> {
  const id = await nextId(tx, 'payments');
  const tranId = numberOf('PAY', id);
  await tx.execute(
    sql`INSERT INTO payments (id, tran_id, account_id, user_id, method, amount_cents, applied_cents, status,
        gateway_reference, memo, paid_at, created_at)
      OVERRIDING SYSTEM VALUE
      VALUES (${id}, ${tranId}, ${p.accountId}, NULL, ${p.method}, ${p.amountCents}, ${p.appliedCents}, 'Deposited',
        ${p.reference}, ${p.memo}, ${p.paidAt}, now())`,
  );
  for (const a of p.applications) {
    await tx.execute(
      sql`INSERT INTO payment_applications (payment_id, invoice_id, amount_cents, created_at)
        VALUES (${id}, ${a.invoiceId}, ${a.cents}, now())`,
    );
  }
  return { id, tranId };
}

export async function invoiceStates(
  db: DbOrTx,
  ids: readonly number[],
): Promise<Array<OpenInvoice & { status: string }>> {
  if (ids.length === 0) return [];
  return queryRows(
    db,
    sql`SELECT id, tran_id, status, amount_due_cents FROM invoices WHERE id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) ORDER BY id`,
  );
}

// ---------------------------------------------------------------------------------------------
// A customer's ledger
// ---------------------------------------------------------------------------------------------

export interface LedgerAccount {
  id: number;
  account_name: string;
  account_number: string;
  terms: string | null;
  credit_limit_cents: number;
  available_balance_cents: number;
}

export async function ledgerAccount(db: DbOrTx, id: number): Promise<LedgerAccount | null> {
  return one(
    await queryRows<LedgerAccount>(
      db,
      sql`SELECT id, account_name, account_number, terms, credit_limit_cents, available_balance_cents
        FROM accounts WHERE id = ${id}`,
    ),
  );
}

export interface LedgerRow {
  type: 'invoice' | 'payment' | 'creditMemo';
  id: number;
  tran_id: string;
  at: string;
  due_date: string | null;
  status: string;
  memo: string | null;
  amount_cents: number;
  open_cents: number;
}

/** Everything on the account's ledger, newest first (the ledger only grows). */
export async function ledgerRows(db: DbOrTx, accountId: number, limit: number): Promise<LedgerRow[]> {
  return queryRows<LedgerRow>(
    db,
    sql`SELECT * FROM (
        SELECT 'invoice' AS type, id, tran_id, ${isoText(sql`invoice_date`)} AS at, due_date::text AS due_date,
          status, po_number AS memo, total_cents AS amount_cents, amount_due_cents AS open_cents
        FROM invoices WHERE account_id = ${accountId}
        UNION ALL
        SELECT 'payment', id, tran_id, ${isoText(sql`paid_at`)}, NULL, status, memo,
          -amount_cents, -(amount_cents - applied_cents)
        FROM payments WHERE account_id = ${accountId}
        UNION ALL
        SELECT 'creditMemo', id, tran_id, ${isoText(sql`memo_date`)}, NULL,
          CASE WHEN applied_cents >= total_cents THEN 'Fully Applied' ELSE 'Open' END, reason,
          -total_cents, -(total_cents - applied_cents)
        FROM credit_memos WHERE account_id = ${accountId}
      ) ledger ORDER BY at DESC, tran_id DESC LIMIT ${limit}`,
  );
}

// ---------------------------------------------------------------------------------------------
// Card orders captured at shipment
// ---------------------------------------------------------------------------------------------

export interface AuthorizedOrder {
  payment_authorization_id: string;
  total_cents: number;
  convenience_fee_cents: number;
  method: string;
  last4: string | null;
  /** What the order's earlier shipments captured (their invoices and fees). */
  captured_cents: number;
}

/** The order's open card or ACH authorisation, or null (terms, or nothing left to capture). */
export async function authorizedOrder(tx: DbOrTx, orderId: number): Promise<AuthorizedOrder | null> {
  return one(
    await queryRows<AuthorizedOrder>(
      tx,
      sql`SELECT o.payment_authorization_id, o.total_cents, o.convenience_fee_cents,
          coalesce(pm.type, o.payment_type) AS method, pm.last4,
          coalesce((SELECT sum(p.amount_cents + p.convenience_fee_cents) FROM payments p
            JOIN payment_applications pa ON pa.payment_id = p.id
            JOIN invoices i ON i.id = pa.invoice_id
            WHERE i.sales_order_id = o.id AND p.gateway_reference IS NOT NULL AND p.user_id IS NULL
              AND p.memo LIKE 'Captured at shipment%'), 0)::int AS captured_cents
        FROM sales_orders o LEFT JOIN payment_methods pm ON pm.id = o.payment_method_id
        WHERE o.id = ${orderId} AND o.payment_type IN ('card', 'ach')
          AND o.payment_status IN ('authorized', 'captured') AND o.payment_authorization_id IS NOT NULL`,
    ),
  );
}

/** The capture's payment, fully applied to its invoice (which it pays in full). */
export async function insertCapturePayment(
  tx: Tx,
  p: {
    accountId: number;
    invoiceId: number;
    method: string;
    last4: string | null;
    amountCents: number;
    feeCents: number;
    chargeId: string;
    memo: string;
    at: Date;
  },
): Promise<{ id: number; tranId: string }> {
  const id = await nextId(tx, 'payments');
  const tranId = numberOf('PAY', id);
  await tx.execute(
    sql`INSERT INTO payments (id, tran_id, account_id, user_id, method, last4, amount_cents, convenience_fee_cents,
        applied_cents, status, gateway_reference, memo, paid_at, created_at)
      OVERRIDING SYSTEM VALUE
      VALUES (${id}, ${tranId}, ${p.accountId}, NULL, ${p.method}, ${p.last4}, ${p.amountCents}, ${p.feeCents},
        ${p.amountCents}, 'Deposited', ${p.chargeId}, ${p.memo}, ${p.at}, ${p.at})`,
  );
  await tx.execute(
    sql`INSERT INTO payment_applications (payment_id, invoice_id, amount_cents, created_at)
      VALUES (${id}, ${p.invoiceId}, ${p.amountCents}, ${p.at})`,
  );
  return { id, tranId };
}

export async function markCaptured(tx: Tx, orderId: number): Promise<void> {
  await tx.execute(
    sql`UPDATE sales_orders SET payment_status = 'captured', updated_at = now() WHERE id = ${orderId}`,
  );
}
