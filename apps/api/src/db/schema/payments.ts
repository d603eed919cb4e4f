// Tokenized payment methods (the API never sees a card number), payments and their applications,
// credit memos and their applications. (Idempotency keys for money-moving calls: core.ts.)
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
    amountCents: cents('amount_cents').notNull(),
    convenienceFeeCents: cents('convenience_fee_cents').notNull().default(0),
    status: text('status').notNull().default('Deposited'),
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
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_applications_payment_idx').on(t.paymentId),
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
  (t) => [index('credit_memo_applications_memo_idx').on(t.creditMemoId)],
);
