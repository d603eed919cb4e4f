// The writes of createPayment (issue 18 point 3): lock what a payment touches, then move money with
// conditional UPDATEs that cannot go past a bound (ARCHITECTURE §4), each inside the caller's one
// transaction. Rows are locked in id order, invoices first, then credit memos, then payments, so
// two payments of one account wait for each other instead of deadlocking.
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';

export interface LockedInvoice {
  id: number;
  tranId: string;
  amountDueCents: number;
}
export interface LockedCredit {
  id: number;
  tranId: string;
  /** What is left to apply: a memo's total − applied, a payment's amount − applied. */
  remainingCents: number;
}

const idList = (ids: readonly number[]) =>
  sql`ARRAY[${sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  )}]::int[]`;

export async function lockInvoices(
  tx: Tx,
  accountId: number,
  ids: readonly number[],
): Promise<LockedInvoice[]> {
  if (ids.length === 0) return [];
  return queryRows<LockedInvoice>(
    tx,
    sql`SELECT id, tran_id AS "tranId", amount_due_cents AS "amountDueCents" FROM invoices
      WHERE account_id = ${accountId} AND id = ANY(${idList(ids)}) ORDER BY id FOR UPDATE`,
  );
}

// A credit's table and what is left of it: a memo's total − applied, a payment's amount − applied.
const CREDIT_LEFT = {
  credit_memos: sql`total_cents - applied_cents`,
  payments: sql`amount_cents - applied_cents`,
} as const;

async function lockCredits(
  tx: Tx,
  table: keyof typeof CREDIT_LEFT,
  accountId: number,
  ids: readonly number[],
): Promise<LockedCredit[]> {
  if (ids.length === 0) return [];
  return queryRows<LockedCredit>(
    tx,
    sql`SELECT id, tran_id AS "tranId", ${CREDIT_LEFT[table]} AS "remainingCents" FROM ${sql.raw(table)}
      WHERE account_id = ${accountId} AND id = ANY(${idList(ids)}) ORDER BY id FOR UPDATE`,
  );
}

export const lockCreditMemos = (tx: Tx, accountId: number, ids: readonly number[]) =>
  lockCredits(tx, 'credit_memos', accountId, ids);
export const lockPayments = (tx: Tx, accountId: number, ids: readonly number[]) =>
  lockCredits(tx, 'payments', accountId, ids);

/** Takes `amountCents` off an invoice's amount due; false when it owes less (nothing changed). */
export async function settleInvoice(
  tx: Tx,
  accountId: number,
  id: number,
  amountCents: number,
): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`UPDATE invoices SET amount_due_cents = amount_due_cents - ${amountCents},
        status = CASE WHEN amount_due_cents - ${amountCents} = 0 THEN 'Paid In Full' ELSE status END
      WHERE account_id = ${accountId} AND id = ${id} AND amount_due_cents >= ${amountCents} RETURNING id`,
  );
  return rows.length === 1;
}

const CREDIT_TOTAL = { credit_memos: sql`total_cents`, payments: sql`amount_cents` } as const;

/** Uses `amountCents` of a credit (a memo, a payment's unapplied amount); false when less remains. */
async function useCredit(
  tx: Tx,
  table: keyof typeof CREDIT_TOTAL,
  accountId: number,
  id: number,
  amountCents: number,
): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`UPDATE ${sql.raw(table)} SET applied_cents = applied_cents + ${amountCents}
      WHERE account_id = ${accountId} AND id = ${id} AND applied_cents + ${amountCents} <= ${CREDIT_TOTAL[table]}
      RETURNING id`,
  );
  return rows.length === 1;
}

export const useCreditMemo = (tx: Tx, accountId: number, id: number, amountCents: number) =>
  useCredit(tx, 'credit_memos', accountId, id, amountCents);
export const usePayment = (tx: Tx, accountId: number, id: number, amountCents: number) =>
  useCredit(tx, 'payments', accountId, id, amountCents);

/** The next payment id, so its number (PAY-1xxxxx) is known before the gateway is asked. */
export async function nextPaymentId(tx: Tx): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`SELECT nextval(pg_get_serial_sequence('payments', 'id'))::int AS id`,
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('no payment id');
  return id;
}

export const paymentNumber = (id: number): string => `PAY-${100000 + id}`;

export interface NewPayment {
  id: number;
  accountId: number;
  userId: number;
  paymentMethodId: number | null;
  method: string;
  last4: string;
  amountCents: number;
  convenienceFeeCents: number;
  gatewayReference: string;
  memo: string | null;
  paidAt: Date;
}

/** The payment, fully applied: its charge goes to invoices in the same transaction. */
export async function insertPayment(tx: Tx, p: NewPayment): Promise<void> {
  await tx.execute(
    sql`INSERT INTO payments (id, tran_id, account_id, user_id, payment_method_id, method, last4, amount_cents,
        convenience_fee_cents, applied_cents, status, gateway_reference, memo, paid_at, created_at)
      OVERRIDING SYSTEM VALUE
      VALUES (${p.id}, ${paymentNumber(p.id)}, ${p.accountId}, ${p.userId}, ${p.paymentMethodId}, ${p.method},
        ${p.last4}, ${p.amountCents}, ${p.convenienceFeeCents}, ${p.amountCents}, 'Deposited', ${p.gatewayReference}, ${p.memo},
        ${p.paidAt}, ${p.paidAt})`,
  );
}

export async function insertPaymentApplication(
  tx: Tx,
  row: {
    paymentId: number;
    invoiceId: number;
    amountCents: number;
    appliedInPaymentId: number | null;
    at: Date;
  },
): Promise<void> {
  await tx.execute(
    sql`INSERT INTO payment_applications (payment_id, invoice_id, amount_cents, applied_in_payment_id, created_at)
      VALUES (${row.paymentId}, ${row.invoiceId}, ${row.amountCents}, ${row.appliedInPaymentId}, ${row.at})`,
  );
}

export async function insertCreditMemoApplication(
  tx: Tx,
  row: { creditMemoId: number; invoiceId: number; amountCents: number; paymentId: number | null; at: Date },
): Promise<void> {
  await tx.execute(
    sql`INSERT INTO credit_memo_applications (credit_memo_id, invoice_id, amount_cents, payment_id, created_at)
      VALUES (${row.creditMemoId}, ${row.invoiceId}, ${row.amountCents}, ${row.paymentId}, ${row.at})`,
  );
}

/**
 * ADR 0020 "Credit": what is applied to invoices gives terms credit back (never above the limit).
 */
export async function restoreCredit(tx: Tx, accountId: number, amountCents: number): Promise<void> {
  await tx.execute(
    sql`UPDATE accounts SET available_balance_cents = LEAST(credit_limit_cents, available_balance_cents + ${amountCents})
      WHERE id = ${accountId}`,
  );
}

export async function payerFacts(
  tx: Tx,
  accountId: number,
  userId: number,
): Promise<{ convFeeExempt: boolean; email: string; firstName: string; accountName: string } | null> {
  const rows = await queryRows<{
    convFeeExempt: boolean;
    email: string;
    firstName: string;
    accountName: string;
  }>(
    tx,
    sql`SELECT a.conv_fee_exempt AS "convFeeExempt", u.email, u.first_name AS "firstName", a.account_name AS "accountName"
      FROM accounts a JOIN users u ON u.id = ${userId} WHERE a.id = ${accountId}`,
  );
  return rows[0] ?? null;
}
