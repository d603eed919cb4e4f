// The back office's billing reads (H3; ADR 0030): a credit memo with its lines, an invoice's head,
// a customer's ledger, as only the staff's screens show them. Every write of these tables is the
// order-to-cash module's (ADR 0034). No business rules here.
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { isoText } from '../../db/sql-text.ts';
import { historyLineColumns, historyLineJoins, type HistoryLineRow } from '../../core/history-line.ts';

const one = <T>(rows: T[]): T | null => rows[0] ?? null;

/** An invoice's number and account (a read for the credit-memo form). */
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

export interface MemoLineRow extends HistoryLineRow {
  invoice_line_id: number;
  quantity: number;
  unit_price_cents: number;
  amount_cents: number;
}

export async function memoLines(db: DbOrTx, memoId: number): Promise<MemoLineRow[]> {
  return queryRows<MemoLineRow>(
    db,
    sql`SELECT cl.invoice_line_id, ${historyLineColumns(sql`il`)},
        cl.quantity, cl.unit_price_cents, cl.amount_cents
      FROM credit_memo_lines cl JOIN invoice_lines il ON il.id = cl.invoice_line_id
        ${historyLineJoins(sql`il`)}
      WHERE cl.credit_memo_id = ${memoId} ORDER BY cl.id`,
  );
}

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
  type: 'invoice' | 'payment' | 'creditMemo' | 'refund';
  id: number;
  tran_id: string;
  at: string;
  due_date: string | null;
  status: string;
  memo: string | null;
  amount_cents: number;
  open_cents: number;
}

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
        UNION ALL
        -- Money given back to a card (ADR 0035): it pays out the credit its memo gave.
        SELECT 'refund', r.id, r.tran_id, ${isoText(sql`r.created_at`)}, NULL,
          CASE r.status WHEN 'done' THEN 'Refunded' WHEN 'failed' THEN 'Refused' ELSE 'Pending' END,
          'Refund of ' || p.tran_id, CASE WHEN r.status = 'failed' THEN 0 ELSE r.amount_cents END, 0
        FROM payment_reversals r JOIN payments p ON p.id = r.payment_id
        WHERE r.account_id = ${accountId} AND r.kind = 'refund'
      ) ledger ORDER BY at DESC, tran_id DESC LIMIT ${limit}`,
  );
}
