// Tokenized payment methods (the API never sees a card number), payments and their applications,
// credit memos and their applications, the money given back through the gateway, and the sandbox
// gateway's own records. (Idempotency keys for money-moving calls: core.ts.)
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts.ts';
import { cents, createdAt, id } from './_columns.ts';

export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: id(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    createdBy: integer('created_by').references(() => users.id),
    // Card types of service spec §9: visa, amex, discover, mastercard, ach.
    type: text('type', { enum: ['visa', 'amex', 'discover', 'mastercard', 'ach'] }).notNull(),
    gateway: text('gateway').notNull().default('sandbox'),
    gatewayToken: text('gateway_token').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month'),
    expYear: integer('exp_year'),
    holderName: text('holder_name').notNull(),
    billingZip: text('billing_zip'),
    nickname: text('nickname'),
    isDefault: boolean('is_default').notNull().default(false),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('payment_methods_account_idx').on(t.accountId)],
);

/** Append-only: a payment is never edited; what is unapplied is amount − Σ applications. */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    tranId: text('tran_id').notNull().unique(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    userId: integer('user_id').references(() => users.id),
    paymentMethodId: integer('payment_method_id').references(() => paymentMethods.id),
    method: text('method').notNull(),
    // How the money came (ADR 0034): 'charge', the buyer paid invoices through the gateway
    // (createPayment); 'capture', a card order's shipment captured on its authorisation; 'received',
    // a check or ACH the store's staff recorded. Only the gateway's can be refunded through it.
    kind: text('kind', { enum: ['charge', 'capture', 'received'] })
      .notNull()
      .default('charge'),
    // The last four digits of the card or account charged, for the receipt (the gateway's display
    // data; a method entered once and not saved has no payment_methods row).
    last4: text('last4'),
    amountCents: cents('amount_cents').notNull(),
    convenienceFeeCents: cents('convenience_fee_cents').notNull().default(0),
    status: text('status').notNull().default('Deposited'),
    // Σ payment_applications of this payment, kept in step inside the transaction that applies it
    // (a conditional UPDATE bounded by amount_cents, with a CHECK: migration 0021); what is left is
    // the spec's unappliedPayment (service spec §3 "Credit info").
    appliedCents: cents('applied_cents').notNull().default(0),
    gatewayReference: text('gateway_reference'),
    // A capture at shipment (ADR 0034): the card order whose authorisation it took. Null for a
    // payment of invoices (the buyer's createPayment, a check or ACH the store received).
    salesOrderId: integer('sales_order_id'),
    memo: text('memo'),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
    // A payment the store recorded (a check, an ACH): its request's Idempotency-Key, kept in the
    // transaction that wrote it, so a retry after a crash finds it instead of recording it twice.
    requestKey: text('request_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('payments_account_idx').on(t.accountId, t.paidAt),
    index('payments_order_idx').on(t.salesOrderId),
    uniqueIndex('payments_request_key_uq').on(t.requestKey),
  ],
);

export const paymentApplications = pgTable(
  'payment_applications',
  {
    id: id(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    invoiceId: integer('invoice_id').notNull(),
    amountCents: cents('amount_cents').notNull(),
    // When an earlier payment's unapplied amount is used in a new payment (issue 18 point 3), the
    // application is the earlier payment's money and this is the payment it was made in.
    appliedInPaymentId: integer('applied_in_payment_id').references(() => payments.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_applications_payment_idx').on(t.paymentId),
    index('payment_applications_applied_in_idx').on(t.appliedInPaymentId),
    index('payment_applications_invoice_idx').on(t.invoiceId),
  ],
);

export const creditMemos = pgTable(
  'credit_memos',
  {
    id: id(),
    tranId: text('tran_id').notNull().unique(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    invoiceId: integer('invoice_id'),
    totalCents: cents('total_cents').notNull(),
    reason: text('reason').notNull(),
    // Σ credit_memo_applications: the spec's amountPaid, kept in step by the transaction that
    // applies it (conditional UPDATE bounded by total_cents, with a CHECK: migration 0021).
    appliedCents: cents('applied_cents').notNull().default(0),
    memoDate: timestamp('memo_date', { withTimezone: true }).notNull().defaultNow(),
    // A memo staff issued: its request's Idempotency-Key (as payments.request_key).
    requestKey: text('request_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('credit_memos_account_idx').on(t.accountId, t.memoDate),
    uniqueIndex('credit_memos_request_key_uq').on(t.requestKey),
  ],
);

/** amountPaid of a credit memo = Σ its applications (service spec §5: bounded by total − amountPaid). */
export const creditMemoApplications = pgTable(
  'credit_memo_applications',
  {
    id: id(),
    creditMemoId: integer('credit_memo_id')
      .notNull()
      .references(() => creditMemos.id),
    invoiceId: integer('invoice_id').notNull(),
    paymentId: integer('payment_id').references(() => payments.id),
    amountCents: cents('amount_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('credit_memo_applications_memo_idx').on(t.creditMemoId),
    index('credit_memo_applications_payment_idx').on(t.paymentId),
  ],
);

/**
 * Statements the statement job has sent (issue 18 point 6): one row per account and statement
 * date, so a job run twice (or by two processes) mails a statement once.
 */
export const statementRuns = pgTable(
  'statement_runs',
  {
    id: id(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    statementDate: date('statement_date', { mode: 'string' }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    sentTo: text('sent_to').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('statement_runs_account_date_uq').on(t.accountId, t.statementDate)],
);

/**
 * The lines a credit memo credits when it was issued against an invoice's lines (a return, or
 * the billed part of a cancelled order line; H3, ADR 0030). A memo for an amount has none. An
 * invoice line is never credited beyond its quantity: the issuer locks the invoice and sums these.
 */
export const creditMemoLines = pgTable(
  'credit_memo_lines',
  {
    id: id(),
    creditMemoId: integer('credit_memo_id')
      .notNull()
      .references(() => creditMemos.id),
    invoiceLineId: integer('invoice_line_id').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: cents('unit_price_cents').notNull(),
    amountCents: cents('amount_cents').notNull(),
  },
  (t) => [
    index('credit_memo_lines_memo_idx').on(t.creditMemoId),
    index('credit_memo_lines_invoice_line_idx').on(t.invoiceLineId),
  ],
);

/**
 * Money the store gives back through the payment gateway (ADR 0035): part or all of a card
 * authorisation released (an order's lines cancelled, the order rejected), or a captured payment
 * refunded (a credit memo paid out to the card). Written in the business transaction that decides
 * it, with a job that makes sure the gateway hears of it; `status` goes from pending to done, or to
 * failed when the gateway refuses (then a refund's credit stays with the account as its memo).
 */
export const paymentReversals = pgTable(
  'payment_reversals',
  {
    id: id(),
    kind: text('kind', { enum: ['release', 'refund'] }).notNull(),
    // RF-(100000 + id) for a refund, which the buyer's documents name; a release has none.
    tranId: text('tran_id').unique(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    salesOrderId: integer('sales_order_id'),
    // A refund: the captured payment given back and the credit memo it pays out.
    paymentId: integer('payment_id').references(() => payments.id),
    creditMemoId: integer('credit_memo_id').references(() => creditMemos.id),
    // The gateway's authorisation (a release) or charge (a refund).
    gatewayReference: text('gateway_reference').notNull(),
    amountCents: cents('amount_cents').notNull(),
    status: text('status', { enum: ['pending', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    gatewayResultId: text('gateway_result_id'),
    failure: text('failure'),
    createdAt: createdAt(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    index('payment_reversals_order_idx').on(t.salesOrderId),
    index('payment_reversals_memo_idx').on(t.creditMemoId),
    index('payment_reversals_pending_idx').on(t.status, t.createdAt),
    check('payment_reversals_amount_ck', sql`${t.amountCents} > 0`),
    check(
      'payment_reversals_refund_ck',
      sql`${t.kind} = 'release' OR (${t.paymentId} IS NOT NULL AND ${t.creditMemoId} IS NOT NULL)`,
    ),
  ],
);

// ---------------------------------------------------------------------------------------------
// The sandbox gateway's own records (ADR 0021, 0035): what a hosted gateway keeps on its side, so
// the sandbox refuses what a real one would (capturing more than is left of an authorisation over
// several shipments, refunding a charge twice) and tests can compare its sums with the store's.
// Only the sandbox writes them; a hosted gateway replaces them with its own.
// ---------------------------------------------------------------------------------------------

const gatewayCents = (name: string) => bigint(name, { mode: 'number' });

export const gatewaySandboxAuthorizations = pgTable(
  'gateway_sandbox_authorizations',
  {
    id: text('id').primaryKey(),
    amountCents: gatewayCents('amount_cents').notNull(),
    capturedCents: gatewayCents('captured_cents').notNull().default(0),
    voidedCents: gatewayCents('voided_cents').notNull().default(0),
    reference: text('reference').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'gateway_sandbox_authorizations_ck',
      sql`${t.capturedCents} >= 0 AND ${t.voidedCents} >= 0 AND ${t.capturedCents} + ${t.voidedCents} <= ${t.amountCents}`,
    ),
  ],
);

export const gatewaySandboxCharges = pgTable(
  'gateway_sandbox_charges',
  {
    id: text('id').primaryKey(),
    authorizationId: text('authorization_id').notNull(),
    amountCents: gatewayCents('amount_cents').notNull(),
    refundedCents: gatewayCents('refunded_cents').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('gateway_sandbox_charges_authorization_idx').on(t.authorizationId),
    check(
      'gateway_sandbox_charges_ck',
      sql`${t.refundedCents} >= 0 AND ${t.refundedCents} <= ${t.amountCents}`,
    ),
  ],
);

/** Each capture, void and refund once per idempotency key: a retry gets the first answer. */
export const gatewaySandboxOperations = pgTable('gateway_sandbox_operations', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  kind: text('kind', { enum: ['capture', 'void', 'refund'] }).notNull(),
  targetId: text('target_id').notNull(),
  amountCents: gatewayCents('amount_cents').notNull(),
  resultId: text('result_id').notNull(),
  createdAt: createdAt(),
});
