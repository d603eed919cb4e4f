// The account's terms credit (ADR 0034 "Credit and authorisation"): the one place that moves
// accounts.available_balance_cents. Taking is a conditional UPDATE that never goes below zero;
// giving back never goes above the credit limit. Inside the caller's transaction; no rules here.
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx, type Tx } from '../../db/client.ts';

/** Lowers the available balance by `cents` while it covers them; false (nothing changed) otherwise. */
export async function takeCredit(tx: Tx, accountId: number, cents: number): Promise<boolean> {
  if (cents <= 0) return true;
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`UPDATE accounts SET available_balance_cents = available_balance_cents - ${cents}
      WHERE id = ${accountId} AND has_terms AND available_balance_cents >= ${cents} RETURNING id`,
  );
  return rows.length === 1;
}

/** Raises the available balance by `cents`, never above the credit limit. */
export async function giveBackCredit(tx: Tx, accountId: number, cents: number): Promise<void> {
  if (cents <= 0) return;
  await tx.execute(
    sql`UPDATE accounts SET available_balance_cents = LEAST(credit_limit_cents, available_balance_cents + ${cents})
      WHERE id = ${accountId}`,
  );
}

export async function availableCredit(db: DbOrTx, accountId: number): Promise<number> {
  const rows = await queryRows<{ cents: number }>(
    db,
    sql`SELECT available_balance_cents AS cents FROM accounts WHERE id = ${accountId}`,
  );
  return rows[0]?.cents ?? 0;
}

/**
 * Lowers the available balance by `cents` without a floor: what a shipment invoices beyond what its
 * order held (the first invoice's tax of goods since cancelled) is owed whatever the balance.
 */
export async function takeCreditAnyway(tx: Tx, accountId: number, cents: number): Promise<void> {
  if (cents <= 0) return;
  await tx.execute(
    sql`UPDATE accounts SET available_balance_cents = available_balance_cents - ${cents} WHERE id = ${accountId}`,
  );
}

/** Sets the available balance (the account is locked by the caller: a limit's change). */
export async function setAvailableCredit(tx: Tx, accountId: number, cents: number): Promise<void> {
  await tx.execute(sql`UPDATE accounts SET available_balance_cents = ${cents} WHERE id = ${accountId}`);
}
