// The ledger's writes (ADR 0034): invoices and their lines, payments and their applications, credit
// memos with their lines and applications. Every amount moves by a conditional UPDATE that cannot
// pass its bound, inside the caller's one transaction; rows are locked in id order, invoices first,
// then credit memos, then payments, so two commands of one account wait for each other instead of
// deadlocking. The ledger only grows: corrections are new rows. No business rules here.
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx, type Tx } from '../../db/client.ts';
import { intArray } from '../../db/sql-text.ts';

const one = <T>(rows: T[]): T | null => rows[0] ?? null;

const idList = intArray;

/** Numbers as the store's history has them: INV-, PAY-, CM- (100000 + id). */
export const numberOf = (prefix: 'INV' | 'PAY' | 'CM', id: number): string => `${prefix}-${100000 + id}`;

async function nextId(tx: Tx, table: 'invoices' | 'payments' | 'credit_memos'): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`SELECT nextval(pg_get_serial_sequence(${table}, 'id'))::int AS id`,
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`no ${table} id`);
  return id;
}

// ---------------------------------------------------------------------------------------------
// Invoices
// ---------------------------------------------------------------------------------------------

/** Whether the order has been invoiced before (shipping and tax go on its first invoice). */
export async function orderHasInvoice(db: DbOrTx, salesOrderId: number): Promise<boolean> {
  const rows = await queryRows<{ found: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM invoices WHERE sales_order_id = ${salesOrderId}) AS found`,
  );
  return rows[0]?.found === true;
}

export interface NewInvoice {
  accountId: number;
  salesOrderId: number;
  /** The shipment it bills. */
  fulfillmentId: number;
  invoiceDate: Date;
  dueDate: string;
  subtotalCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
  poNumber: string | null;
  lines: ReadonlyArray<{
    itemId: number;
    unitId: number;
    quantity: number;
    unitPriceCents: number;
    amountCents: number;
  }>;
}

/** Inserts an Open invoice owing its total, and its lines. */
export async function insertInvoice(tx: Tx, i: NewInvoice): Promise<{ id: number; tranId: string }> {
  const id = await nextId(tx, 'invoices');
  const tranId = numberOf('INV', id);
  await tx.execute(
    sql`INSERT INTO invoices (id, tran_id, account_id, sales_order_id, fulfillment_id, status, invoice_date, due_date,
        subtotal_cents, shipping_cents, tax_cents, total_cents, amount_due_cents, po_number)
      OVERRIDING SYSTEM VALUE
      VALUES (${id}, ${tranId}, ${i.accountId}, ${i.salesOrderId}, ${i.fulfillmentId}, 'Open',
        ${i.invoiceDate.toISOString()}::timestamptz, ${i.dueDate}::date, ${i.subtotalCents}, ${i.shippingCents},
        ${i.taxCents}, ${i.totalCents}, ${i.totalCents}, ${i.poNumber})`,
  );
  for (const l of i.lines) {
    await tx.execute(
      sql`INSERT INTO invoice_lines (invoice_id, item_id, unit_id, quantity, unit_price_cents, amount_cents)
        VALUES (${id}, ${l.itemId}, ${l.unitId}, ${l.quantity}, ${l.unitPriceCents}, ${l.amountCents})`,
    );
  }
  return { id, tranId };
}

/** The invoice that billed a fulfilment. */
export async function invoiceOfFulfillment(db: DbOrTx, fulfillmentId: number): Promise<number | null> {
  return (
    one(
      await queryRows<{ id: number }>(
        db,
        sql`SELECT id FROM invoices WHERE fulfillment_id = ${fulfillmentId}`,
      ),
    )?.id ?? null
  );
}

export interface LockedInvoice {
  id: number;
  tranId: string;
  accountId: number;
  salesOrderId: number | null;
  totalCents: number;
  amountDueCents: number;
  /** Σ of the memos already issued against it. */
  creditedCents: number;
}

const invoiceColumns = sql`i.id, i.tran_id AS "tranId", i.account_id AS "accountId",
  i.sales_order_id AS "salesOrderId", i.total_cents AS "totalCents", i.amount_due_cents AS "amountDueCents",
  coalesce((SELECT sum(m.total_cents) FROM credit_memos m WHERE m.invoice_id = i.id), 0)::int AS "creditedCents"`;

/**
 * The account's named invoices in id order (an id of another account is not among them); `lock`:
 * row-locked, as a command takes them (a plan read before a charge takes them unlocked).
 */
export async function invoicesOf(
  db: DbOrTx,
  accountId: number,
  ids: readonly number[],
  lock = false,
): Promise<LockedInvoice[]> {
  if (ids.length === 0) return [];
  return queryRows<LockedInvoice>(
    db,
    sql`SELECT ${invoiceColumns} FROM invoices i
      WHERE i.account_id = ${accountId} AND i.id = ANY(${idList(ids)}) ORDER BY i.id
      ${lock ? sql`FOR UPDATE OF i` : sql``}`,
  );
}

export const lockInvoices = (tx: Tx, accountId: number, ids: readonly number[]) =>
  invoicesOf(tx, accountId, ids, true);

/** Any one invoice, row-locked (staff name it by id alone). */
export async function lockInvoice(tx: Tx, id: number): Promise<LockedInvoice | null> {
  return one(
    await queryRows<LockedInvoice>(
      tx,
      sql`SELECT ${invoiceColumns} FROM invoices i WHERE i.id = ${id} FOR UPDATE OF i`,
    ),
  );
}

/** The order's invoices, oldest first, row-locked. */
export async function lockInvoicesOfOrder(tx: Tx, orderId: number): Promise<LockedInvoice[]> {
  return queryRows<LockedInvoice>(
    tx,
    sql`SELECT ${invoiceColumns} FROM invoices i WHERE i.sales_order_id = ${orderId} ORDER BY i.id FOR UPDATE OF i`,
  );
}

/** Takes `cents` off what an invoice owes (Paid In Full at zero); false when it owes less. */
export async function settleInvoice(tx: Tx, id: number, cents: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`UPDATE invoices SET amount_due_cents = amount_due_cents - ${cents},
        status = CASE WHEN amount_due_cents - ${cents} = 0 THEN 'Paid In Full' ELSE status END
      WHERE id = ${id} AND amount_due_cents >= ${cents} RETURNING id`,
  );
  return rows.length === 1;
}

export interface InvoiceState {
  id: number;
  tranId: string;
  status: string;
  amountDueCents: number;
}

export async function invoiceStates(db: DbOrTx, ids: readonly number[]): Promise<InvoiceState[]> {
  if (ids.length === 0) return [];
  return queryRows<InvoiceState>(
    db,
    sql`SELECT id, tran_id AS "tranId", status, amount_due_cents AS "amountDueCents" FROM invoices
      WHERE id = ANY(${idList(ids)}) ORDER BY id`,
  );
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

/** Invoices' lines with what is credited of each (the invoices are locked by the caller). */
export async function creditableLines(db: DbOrTx, invoiceIds: readonly number[]): Promise<CreditableLine[]> {
  if (invoiceIds.length === 0) return [];
  return queryRows<CreditableLine>(
    db,
    sql`SELECT il.id, il.invoice_id, il.item_id, il.unit_id,
        coalesce(nullif(i.display_name, ''), i.item_name) AS item_name,
        il.quantity, il.unit_price_cents,
        coalesce((SELECT sum(cl.quantity) FROM credit_memo_lines cl WHERE cl.invoice_line_id = il.id), 0)::int
          AS credited
      FROM invoice_lines il JOIN items i ON i.id = il.item_id
      WHERE il.invoice_id = ANY(${idList(invoiceIds)})
      ORDER BY il.invoice_id, il.id`,
  );
}

// ---------------------------------------------------------------------------------------------
// Payments
// ---------------------------------------------------------------------------------------------

/** The next payment id, so its number (PAY-1xxxxx) is known before the gateway is asked. */
export const nextPaymentId = (tx: Tx) => nextId(tx, 'payments');

export interface NewPayment {
  id: number;
  accountId: number;
  /** The contact who paid (createPayment); null for a capture or a payment the store received. */
  userId: number | null;
  paymentMethodId: number | null;
  method: string;
  last4: string | null;
  amountCents: number;
  convenienceFeeCents: number;
  /** What of it is applied to invoices now (the rest stays unapplied for the buyer to use). */
  appliedCents: number;
  /** The gateway's charge id, or a check number or ACH reference. */
  gatewayReference: string | null;
  /** A capture at shipment: the card order whose authorisation it took. */
  salesOrderId: number | null;
  kind: 'charge' | 'capture' | 'received';
  memo: string | null;
  paidAt: Date;
  /** A recorded payment's Idempotency-Key (scoped by the caller). */
  requestKey?: string | null;
}

export async function insertPayment(tx: Tx, p: NewPayment): Promise<{ id: number; tranId: string }> {
  const tranId = numberOf('PAY', p.id);
  await tx.execute(
    sql`INSERT INTO payments (id, tran_id, account_id, user_id, payment_method_id, method, kind, last4, amount_cents,
        convenience_fee_cents, applied_cents, status, gateway_reference, sales_order_id, memo, paid_at, created_at,
        request_key)
      OVERRIDING SYSTEM VALUE
      VALUES (${p.id}, ${tranId}, ${p.accountId}, ${p.userId}, ${p.paymentMethodId}, ${p.method}, ${p.kind}, ${p.last4},
        ${p.amountCents}, ${p.convenienceFeeCents}, ${p.appliedCents}, 'Deposited', ${p.gatewayReference},
        ${p.salesOrderId}, ${p.memo}, ${p.paidAt}, ${p.paidAt}, ${p.requestKey ?? null})`,
  );
  return { id: p.id, tranId };
}

/**
 * Holds a request key for the rest of the transaction, so that two runs under one key (a retry
 * while the first is still at work) take turns, and the second finds what the first wrote.
 */
export async function lockRequestKey(tx: Tx, key: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`request-key:${key}`}, 0))`);
}

/** The payment a request recorded, by its scoped Idempotency-Key. */
export async function paymentByRequestKey(
  db: DbOrTx,
  key: string,
): Promise<{ id: number; tran_id: string; memo: string | null; paid_at: Date } | null> {
  return one(
    await queryRows<{ id: number; tran_id: string; memo: string | null; paid_at: Date }>(
      db,
      sql`SELECT id, tran_id, memo, paid_at FROM payments WHERE request_key = ${key}`,
    ),
  );
}

/** The credit memo a request issued, by its scoped Idempotency-Key. */
export async function creditMemoByRequestKey(db: DbOrTx, key: string): Promise<number | null> {
  const row = one(
    await queryRows<{ id: number }>(db, sql`SELECT id FROM credit_memos WHERE request_key = ${key}`),
  );
  return row?.id ?? null;
}

/** The payment that recorded a gateway charge, if any (a retried request finds its first run's). */
export async function paymentOfCharge(db: DbOrTx, chargeId: string): Promise<{ id: number } | null> {
  return one(
    await queryRows<{ id: number }>(
      db,
      sql`SELECT id FROM payments WHERE gateway_reference = ${chargeId} LIMIT 1`,
    ),
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

export interface LockedCredit {
  id: number;
  tranId: string;
  /** What is left to apply: a memo's total − applied, a payment's amount − applied. */
  remainingCents: number;
}

// A credit's table and what is left of it: a memo's total − applied, a payment's amount − applied.
const CREDIT_LEFT = {
  credit_memos: sql`total_cents - applied_cents`,
  payments: sql`amount_cents - applied_cents`,
} as const;
const CREDIT_TOTAL = { credit_memos: sql`total_cents`, payments: sql`amount_cents` } as const;

/** The account's named credits (memos, or payments with something unapplied); `lock` as invoicesOf. */
export async function creditsOf(
  db: DbOrTx,
  table: keyof typeof CREDIT_LEFT,
  accountId: number,
  ids: readonly number[],
  lock = false,
): Promise<LockedCredit[]> {
  if (ids.length === 0) return [];
  return queryRows<LockedCredit>(
    db,
    sql`SELECT id, tran_id AS "tranId", ${CREDIT_LEFT[table]} AS "remainingCents" FROM ${sql.raw(table)}
      WHERE account_id = ${accountId} AND id = ANY(${idList(ids)}) ORDER BY id ${lock ? sql`FOR UPDATE` : sql``}`,
  );
}

export const lockCreditMemos = (tx: Tx, accountId: number, ids: readonly number[]) =>
  creditsOf(tx, 'credit_memos', accountId, ids, true);
export const lockPayments = (tx: Tx, accountId: number, ids: readonly number[]) =>
  creditsOf(tx, 'payments', accountId, ids, true);

/** Uses `cents` of a credit (a memo, a payment's unapplied amount); false when less remains. */
async function useCredit(
  tx: Tx,
  table: keyof typeof CREDIT_TOTAL,
  accountId: number,
  id: number,
  cents: number,
): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`UPDATE ${sql.raw(table)} SET applied_cents = applied_cents + ${cents}
      WHERE account_id = ${accountId} AND id = ${id} AND applied_cents + ${cents} <= ${CREDIT_TOTAL[table]}
      RETURNING id`,
  );
  return rows.length === 1;
}

export const useCreditMemo = (tx: Tx, accountId: number, id: number, cents: number) =>
  useCredit(tx, 'credit_memos', accountId, id, cents);
export const usePayment = (tx: Tx, accountId: number, id: number, cents: number) =>
  useCredit(tx, 'payments', accountId, id, cents);

// ---------------------------------------------------------------------------------------------
// Credit memos
// ---------------------------------------------------------------------------------------------

export async function insertCreditMemo(
  tx: Tx,
  memo: {
    accountId: number;
    invoiceId: number | null;
    totalCents: number;
    /** What of it is used at once (a refund pays it out). */
    appliedCents: number;
    reason: string;
    at: Date;
    lines: ReadonlyArray<{ invoiceLineId: number; quantity: number; unitPriceCents: number }>;
    /** An issued memo's Idempotency-Key (scoped by the caller). */
    requestKey?: string | null;
  },
): Promise<{ id: number; tranId: string }> {
  const id = await nextId(tx, 'credit_memos');
  const tranId = numberOf('CM', id);
  await tx.execute(
    sql`INSERT INTO credit_memos (id, tran_id, account_id, invoice_id, total_cents, reason, applied_cents, memo_date,
        created_at, request_key)
      OVERRIDING SYSTEM VALUE
      VALUES (${id}, ${tranId}, ${memo.accountId}, ${memo.invoiceId}, ${memo.totalCents}, ${memo.reason},
        ${memo.appliedCents}, ${memo.at}, ${memo.at}, ${memo.requestKey ?? null})`,
  );
  for (const l of memo.lines) {
    await tx.execute(
      sql`INSERT INTO credit_memo_lines (credit_memo_id, invoice_line_id, quantity, unit_price_cents, amount_cents)
        VALUES (${id}, ${l.invoiceLineId}, ${l.quantity}, ${l.unitPriceCents}, ${l.quantity * l.unitPriceCents})`,
    );
  }
  return { id, tranId };
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

export async function accountExists(db: DbOrTx, id: number): Promise<boolean> {
  return (await queryRows<{ id: number }>(db, sql`SELECT id FROM accounts WHERE id = ${id}`)).length === 1;
}
