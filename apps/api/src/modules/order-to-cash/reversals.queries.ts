// Money given back through the gateway (ADR 0035): the payment_reversals rows a command writes in
// its transaction, and their settling once the gateway has answered. Conditional on the row still
// being pending, so the command's own attempt and the backstop job settle it once.
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx, type Tx } from '../../db/client.ts';

export interface NewReversal {
  kind: 'release' | 'refund';
  accountId: number;
  salesOrderId: number | null;
  paymentId: number | null;
  creditMemoId: number | null;
  gatewayReference: string;
  amountCents: number;
  /**
   * The gateway's idempotency key: one derived from the request's Idempotency-Key, so a retry finds
   * this row (reversalByKey) instead of writing another; null gives 'reversal:<id>'.
   */
  idempotencyKey: string | null;
}

export interface ReversalRow {
  id: number;
  kind: 'release' | 'refund';
  tran_id: string | null;
  account_id: number;
  sales_order_id: number | null;
  payment_id: number | null;
  credit_memo_id: number | null;
  gateway_reference: string;
  amount_cents: number;
  status: 'pending' | 'done' | 'failed';
  idempotency_key: string;
  failure: string | null;
}

const reversalColumns = sql`id, kind, tran_id, account_id, sales_order_id, payment_id, credit_memo_id,
  gateway_reference, amount_cents, status, idempotency_key, failure`;

/** Inserts a pending reversal; a refund's number (RF-…) follows its id. */
export async function insertReversal(tx: Tx, r: NewReversal): Promise<ReversalRow> {
  const rows = await queryRows<ReversalRow>(
    tx,
    sql`WITH n AS (SELECT nextval(pg_get_serial_sequence('payment_reversals', 'id'))::int AS id)
      INSERT INTO payment_reversals (id, kind, tran_id, account_id, sales_order_id, payment_id, credit_memo_id,
        gateway_reference, amount_cents, status, idempotency_key)
      OVERRIDING SYSTEM VALUE
      SELECT n.id, ${r.kind}, CASE WHEN ${r.kind} = 'refund' THEN 'RF-' || (100000 + n.id) END, ${r.accountId},
        ${r.salesOrderId}, ${r.paymentId}, ${r.creditMemoId}, ${r.gatewayReference}, ${r.amountCents}, 'pending',
        coalesce(${r.idempotencyKey}, 'reversal:' || n.id)
      FROM n
      RETURNING ${reversalColumns}`,
  );
  const row = rows[0];
  if (!row) throw new Error('reversal insert returned no row');
  return row;
}

export async function reversalById(db: DbOrTx, id: number): Promise<ReversalRow | null> {
  const rows = await queryRows<ReversalRow>(
    db,
    sql`SELECT ${reversalColumns} FROM payment_reversals WHERE id = ${id}`,
  );
  return rows[0] ?? null;
}

export async function reversalByKey(db: DbOrTx, key: string): Promise<ReversalRow | null> {
  const rows = await queryRows<ReversalRow>(
    db,
    sql`SELECT ${reversalColumns} FROM payment_reversals WHERE idempotency_key = ${key}`,
  );
  return rows[0] ?? null;
}

/** Pending → done with the gateway's id; false when it was settled already. */
export async function markDone(tx: DbOrTx, id: number, resultId: string, at: Date): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`UPDATE payment_reversals SET status = 'done', gateway_result_id = ${resultId}, done_at = ${at}
      WHERE id = ${id} AND status = 'pending' RETURNING id`,
  );
  return rows.length === 1;
}

/** Pending → failed with the gateway's sentence; false when it was settled already. */
export async function markFailed(tx: Tx, id: number, failure: string, at: Date): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`UPDATE payment_reversals SET status = 'failed', failure = ${failure}, done_at = ${at}
      WHERE id = ${id} AND status = 'pending' RETURNING id`,
  );
  return rows.length === 1;
}

/** What a payment has given back already (refunds pending or done). */
export async function refundedOfPayment(db: DbOrTx, paymentId: number): Promise<number> {
  const rows = await queryRows<{ cents: number }>(
    db,
    sql`SELECT coalesce(sum(amount_cents), 0)::int AS cents FROM payment_reversals
      WHERE payment_id = ${paymentId} AND kind = 'refund' AND status <> 'failed'`,
  );
  return rows[0]?.cents ?? 0;
}

/** Takes back what a failed refund had used of its credit memo. */
export async function unuseMemo(tx: Tx, memoId: number, cents: number): Promise<void> {
  await tx.execute(
    sql`UPDATE credit_memos SET applied_cents = applied_cents - ${cents}
      WHERE id = ${memoId} AND applied_cents >= ${cents}`,
  );
}
