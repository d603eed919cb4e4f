// Tokenized payment methods (the API never sees a card number), payments and their applications,
// credit memos and their applications. (Idempotency keys for money-moving calls: core.ts.)
import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
    memo: text('memo'),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('payments_account_idx').on(t.accountId, t.paidAt)],
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
    createdAt: createdAt(),
  },
  (t) => [index('credit_memos_account_idx').on(t.accountId, t.memoDate)],
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
