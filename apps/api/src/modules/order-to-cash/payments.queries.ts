// What paying invoices reads before it charges (payments.service.ts): the plan's invoices and
// credits as they stand, unlocked (the recording transaction locks and reads them again), the
// payer's facts, and a payment number reserved for the charge to name.
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import type { LockedCredit, LockedInvoice } from './ledger.queries.ts';

const idList = (ids: readonly number[]) =>
  sql`ARRAY[${sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  )}]::int[]`;

export async function invoicesOf(
  db: DbOrTx,
  accountId: number,
  ids: readonly number[],
): Promise<LockedInvoice[]> {
  if (ids.length === 0) return [];
  return queryRows<LockedInvoice>(
    db,
    sql`SELECT i.id, i.tran_id AS "tranId", i.account_id AS "accountId", i.sales_order_id AS "salesOrderId",
        i.total_cents AS "totalCents", i.amount_due_cents AS "amountDueCents", 0 AS "creditedCents"
      FROM invoices i WHERE i.account_id = ${accountId} AND i.id = ANY(${idList(ids)}) ORDER BY i.id`,
  );
}

const CREDIT_LEFT = {
  credit_memos: sql`total_cents - applied_cents`,
  payments: sql`amount_cents - applied_cents`,
} as const;

export async function creditsOf(
  db: DbOrTx,
  table: keyof typeof CREDIT_LEFT,
  accountId: number,
  ids: readonly number[],
): Promise<LockedCredit[]> {
  if (ids.length === 0) return [];
  return queryRows<LockedCredit>(
    db,
    sql`SELECT id, tran_id AS "tranId", ${CREDIT_LEFT[table]} AS "remainingCents" FROM ${sql.raw(table)}
      WHERE account_id = ${accountId} AND id = ANY(${idList(ids)}) ORDER BY id`,
  );
}

/** A payment id taken from the sequence before the charge (a charge that is never recorded leaves a gap). */
export async function reservePaymentId(db: DbOrTx): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT nextval(pg_get_serial_sequence('payments', 'id'))::int AS id`,
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('no payment id');
  return id;
}

export async function payerFacts(
  db: DbOrTx,
  accountId: number,
  userId: number,
): Promise<{ convFeeExempt: boolean; email: string; firstName: string; accountName: string } | null> {
  const rows = await queryRows<{
    convFeeExempt: boolean;
    email: string;
    firstName: string;
    accountName: string;
  }>(
    db,
    sql`SELECT a.conv_fee_exempt AS "convFeeExempt", u.email, u.first_name AS "firstName", a.account_name AS "accountName"
      FROM accounts a JOIN users u ON u.id = ${userId} WHERE a.id = ${accountId}`,
  );
  return rows[0] ?? null;
}
