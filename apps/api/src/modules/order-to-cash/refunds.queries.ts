// What a refund reads and settles (credit-memos.service.ts refundPayment): the payment with what it
// has given back already and the invoice it paid, the same for the payments a ledger shows, and a
// refund found by its request's key.
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx, type Tx } from '../../db/client.ts';
import { markFailed, reversalByKey, unuseMemo, type ReversalRow } from './reversals.queries.ts';

/** What payment `p` has given back: its refunds pending or done (a failed one gave nothing). */
const refundedCentsOf = (p: SQL) => sql`coalesce((SELECT sum(r.amount_cents) FROM payment_reversals r
  WHERE r.payment_id = ${p}.id AND r.kind = 'refund' AND r.status <> 'failed'), 0)::int`;

/** The one invoice payment `p` paid, or null when it paid several or none. */
const paidInvoiceIdOf = (p: SQL) => sql`(SELECT CASE WHEN count(DISTINCT pa.invoice_id) = 1
  THEN min(pa.invoice_id) END FROM payment_applications pa WHERE pa.payment_id = ${p}.id)`;

export interface RefundablePayment {
  id: number;
  tran_id: string;
  account_id: number;
  kind: 'charge' | 'capture' | 'received';
  gateway_reference: string | null;
  sales_order_id: number | null;
  amount_cents: number;
  /** Refunds pending or done. */
  refunded_cents: number;
  /** The one invoice it paid, or null when it paid several or none. */
  invoice_id: number | null;
}

/** The payment, row-locked (its refunds are written one at a time). */
export async function lockRefundablePayment(tx: Tx, paymentId: number): Promise<RefundablePayment | null> {
  const rows = await queryRows<RefundablePayment>(
    tx,
    sql`SELECT p.id, p.tran_id, p.account_id, p.kind, p.gateway_reference, p.sales_order_id, p.amount_cents,
        ${refundedCentsOf(sql`p`)} AS refunded_cents, ${paidInvoiceIdOf(sql`p`)} AS invoice_id
      FROM payments p WHERE p.id = ${paymentId} FOR UPDATE OF p`,
  );
  return rows[0] ?? null;
}

export interface RefundPosition {
  id: number;
  kind: RefundablePayment['kind'];
  gateway_reference: string | null;
  method: string;
  last4: string | null;
  amount_cents: number;
  refunded_cents: number;
  invoice_id: number | null;
  invoice_tran_id: string | null;
}

/** Where each of these payments stands for a refund (a read: nothing locked), as recordRefund sees it. */
export async function refundPositions(db: DbOrTx, paymentIds: readonly number[]): Promise<RefundPosition[]> {
  if (paymentIds.length === 0) return [];
  return queryRows<RefundPosition>(
    db,
    sql`SELECT x.*, i.tran_id AS invoice_tran_id FROM (
        SELECT p.id, p.kind, p.gateway_reference, p.method, p.last4, p.amount_cents,
          ${refundedCentsOf(sql`p`)} AS refunded_cents, ${paidInvoiceIdOf(sql`p`)} AS invoice_id
        FROM payments p WHERE p.id = ANY(ARRAY[${sql.join(
          paymentIds.map((id) => sql`${id}::int`),
          sql`, `,
        )}]::int[])
      ) x LEFT JOIN invoices i ON i.id = x.invoice_id ORDER BY x.id`,
  );
}

export async function refundByKey(db: DbOrTx, key: string): Promise<ReversalRow | null> {
  const row = await reversalByKey(db, key);
  return row?.kind === 'refund' ? row : null;
}

/** A refund the gateway refused: failed, and its memo's credit back with the account. */
export async function failRefund(db: Db, id: number, failure: string, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await queryRows<{ credit_memo_id: number | null; amount_cents: number }>(
      tx,
      sql`SELECT credit_memo_id, amount_cents FROM payment_reversals WHERE id = ${id}`,
    );
    const r = row[0];
    if (r && (await markFailed(tx, id, failure, at)) && r.credit_memo_id !== null) {
      await unuseMemo(tx, r.credit_memo_id, r.amount_cents);
    }
  });
}

/**
 * The card or bank payment taken through the gateway that paid this invoice (a card order's capture
 * at shipment), or null: a returned unit of a card-paid invoice goes back to that card (issue 34).
 */
export async function gatewayPaymentOfInvoice(db: DbOrTx, invoiceId: number): Promise<number | null> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT p.id FROM payment_applications pa JOIN payments p ON p.id = pa.payment_id
      WHERE pa.invoice_id = ${invoiceId} AND pa.applied_in_payment_id IS NULL
        AND p.kind <> 'received' AND p.gateway_reference IS NOT NULL
      ORDER BY p.id LIMIT 1`,
  );
  return rows[0]?.id ?? null;
}
