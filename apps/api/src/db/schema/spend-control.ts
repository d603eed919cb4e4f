// Spend control (issue 33, docs/decisions/0047-spend-control.md): an account's budgets (the whole
// account, one ship-to location or one contact; per month or quarter; over it an order waits for
// approval, or is refused under a hard limit), its approval rules (which orders wait, and who may
// approve them), the reasons a placed order waits (one per rule or budget that held it, each
// decided on its own), the single-use links of approval mails, and the record of every change.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { cents, createdAt, id, updatedAt } from './_columns.ts';
import { accounts, users } from './accounts.ts';
import { addresses } from './addresses.ts';
import { salesOrders } from './transactions.ts';

export const spendBudgets = pgTable(
  'spend_budgets',
  {
    id: id(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    scope: text('scope', { enum: ['account', 'shipTo', 'contact'] }).notNull(),
    shipAddressId: integer('ship_address_id').references(() => addresses.id),
    userId: integer('user_id').references(() => users.id),
    period: text('period', { enum: ['month', 'quarter'] }).notNull(),
    amountCents: cents('amount_cents').notNull(),
    // Over a hard limit an order is refused; otherwise it waits for approval with the reason.
    hardLimit: boolean('hard_limit').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One budget per target: the account, a ship-to of it, or a contact of it.
    unique('spend_budgets_target_uq').on(t.accountId, t.scope, t.shipAddressId, t.userId).nullsNotDistinct(),
    check(
      'spend_budgets_target_ck',
      sql`(${t.scope} = 'account' AND ${t.shipAddressId} IS NULL AND ${t.userId} IS NULL)
        OR (${t.scope} = 'shipTo' AND ${t.shipAddressId} IS NOT NULL AND ${t.userId} IS NULL)
        OR (${t.scope} = 'contact' AND ${t.userId} IS NOT NULL AND ${t.shipAddressId} IS NULL)`,
    ),
    check('spend_budgets_amount_ck', sql`${t.amountCents} > 0`),
  ],
);

export const approvalRules = pgTable(
  'approval_rules',
  {
    id: id(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    kind: text('kind', {
      enum: ['orderTotalOver', 'categories', 'rxLevels', 'controlled', 'newShipTo'],
    }).notNull(),
    // orderTotalOver: the order's total above which it waits.
    thresholdCents: cents('threshold_cents'),
    // categories: a line of any of these categories (or their subcategories) holds the order.
    categoryIds: integer('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    // rxLevels: a line of any of these Rx levels holds the order.
    rxLevels: integer('rx_levels')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    // Who may approve what the rule holds: these contacts; empty = any administrator of the account.
    approverUserIds: integer('approver_user_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('approval_rules_account_idx').on(t.accountId),
    check(
      'approval_rules_threshold_ck',
      sql`(${t.kind} = 'orderTotalOver') = (${t.thresholdCents} IS NOT NULL) AND coalesce(${t.thresholdCents}, 0) >= 0`,
    ),
  ],
);

/** Why a placed order waits: one row per rule or budget that held it, decided one by one. */
export const orderApprovalReasons = pgTable(
  'order_approval_reasons',
  {
    id: id(),
    salesOrderId: integer('sales_order_id')
      .notNull()
      .references(() => salesOrders.id),
    kind: text('kind', {
      enum: ['contact', 'orderTotalOver', 'categories', 'rxLevels', 'controlled', 'newShipTo', 'overBudget'],
    }).notNull(),
    ruleId: integer('rule_id').references(() => approvalRules.id, { onDelete: 'set null' }),
    budgetId: integer('budget_id').references(() => spendBudgets.id, { onDelete: 'set null' }),
    // The reason in words, as the buyer and the approver read it (kept: rules change afterwards).
    reason: text('reason').notNull(),
    // Who may decide it, fixed when the order was placed; empty = any administrator of the account.
    approverUserIds: integer('approver_user_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    decision: text('decision', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('order_approval_reasons_order_idx').on(t.salesOrderId)],
);

/** The link of an approval mail: single-use, for one approver, until it expires (SHA-256 digest). */
export const approvalLinks = pgTable(
  'approval_links',
  {
    id: id(),
    salesOrderId: integer('sales_order_id')
      .notNull()
      .references(() => salesOrders.id),
    approverUserId: integer('approver_user_id')
      .notNull()
      .references(() => users.id),
    tokenDigest: text('token_digest').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('approval_links_order_idx').on(t.salesOrderId)],
);

/** Every change of a budget or a rule: who, when, before and after (append-only). */
export const spendControlChanges = pgTable(
  'spend_control_changes',
  {
    id: id(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    changedBy: integer('changed_by')
      .notNull()
      .references(() => users.id),
    subject: text('subject', { enum: ['budget', 'rule'] }).notNull(),
    subjectId: integer('subject_id').notNull(),
    action: text('action', { enum: ['created', 'updated', 'deleted'] }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('spend_control_changes_account_idx').on(t.accountId, t.changedAt)],
);
