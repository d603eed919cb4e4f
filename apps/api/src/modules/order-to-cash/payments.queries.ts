// What paying invoices reads before it charges (payments.service.ts): the payer's facts, and a
// payment number reserved for the charge to name (the plan's invoices and credits are read by
// ledger.queries.ts, unlocked before the charge and locked again in the recording transaction).
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.ts';

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
