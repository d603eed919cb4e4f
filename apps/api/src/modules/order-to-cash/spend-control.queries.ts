// Spend control's reads (issue 33, ADR 0047): the budgets an order counts against (locked by
// placing so that concurrent orders against one budget are counted one after the other), what a
// budget's period has spent, the account's active rules, and the facts of an order a rule reads.
// Every statement takes the account it may touch.
import { sql } from 'drizzle-orm';
import { STORE_TIME_ZONE } from '@medsupply/domain';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { LINE_SPEND_CENTS, intArray } from '../../db/sql-text.ts';

export interface BudgetRow {
  id: number;
  account_id: number;
  scope: 'account' | 'shipTo' | 'contact';
  ship_address_id: number | null;
  user_id: number | null;
  period: 'month' | 'quarter';
  amount_cents: number;
  hard_limit: boolean;
  /** The ship-to's label or the contact's name; '' for the account. */
  target_name: string;
}

const budgetColumns = sql`b.id, b.account_id, b.scope, b.ship_address_id, b.user_id, b.period, b.amount_cents,
  b.hard_limit, coalesce(a.label, nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email, '') AS target_name`;

/**
 * The budgets an order of `userId` to `shipAddressId` counts against, in id order; `lock` takes them
 * FOR UPDATE (placing: a second order against the same budget waits for the first to commit, then
 * reads its spend, so a hard limit holds exactly under concurrency).
 */
export async function budgetsFor(
  db: DbOrTx,
  q: { accountId: number; userId: number; shipAddressId: number | null; lock: boolean },
): Promise<BudgetRow[]> {
  return queryRows<BudgetRow>(
    db,
    sql`SELECT ${budgetColumns}
      FROM spend_budgets b
      LEFT JOIN addresses a ON a.id = b.ship_address_id
      LEFT JOIN users u ON u.id = b.user_id
      WHERE b.account_id = ${q.accountId}
        AND (b.scope = 'account'
          OR (b.scope = 'contact' AND b.user_id = ${q.userId})
          OR (b.scope = 'shipTo' AND b.ship_address_id = ${q.shipAddressId}))
      ORDER BY b.id
      ${q.lock ? sql`FOR UPDATE OF b` : sql``}`,
  );
}

/** Every budget of the account (the spend controls page, checkout's remaining budgets). */
export async function budgetsOf(db: DbOrTx, accountId: number): Promise<BudgetRow[]> {
  return queryRows<BudgetRow>(
    db,
    sql`SELECT ${budgetColumns}
      FROM spend_budgets b
      LEFT JOIN addresses a ON a.id = b.ship_address_id
      LEFT JOIN users u ON u.id = b.user_id
      WHERE b.account_id = ${accountId}
      ORDER BY CASE b.scope WHEN 'account' THEN 0 WHEN 'shipTo' THEN 1 ELSE 2 END, target_name, b.id`,
  );
}

/**
 * What a budget's period has spent (ADR 0047 "Spend"): placed orders, pending approval included and
 * rejected ones not, by order date in the store's calendar, as merchandise net of cancelled
 * quantities; less the credit memos of the period (of the budget's ship-to or contact through the
 * memo's invoice; every memo for the account's budget).
 */
export async function spentCents(
  db: DbOrTx,
  budget: Pick<BudgetRow, 'account_id' | 'scope' | 'ship_address_id' | 'user_id'>,
  period: { start: string; end: string },
): Promise<number> {
  const from = sql`(${period.start}::date::timestamp AT TIME ZONE ${STORE_TIME_ZONE})`;
  const to = sql`(${period.end}::date::timestamp AT TIME ZONE ${STORE_TIME_ZONE})`;
  const orderScope =
    budget.scope === 'shipTo'
      ? sql`AND o.ship_address_id = ${budget.ship_address_id}`
      : budget.scope === 'contact'
        ? sql`AND o.placed_by = ${budget.user_id}`
        : sql``;
  const rows = await queryRows<{ spent: number | string }>(
    db,
    sql`SELECT
        (SELECT coalesce(sum(${LINE_SPEND_CENTS}), 0)
          FROM sales_orders o JOIN sales_order_lines l ON l.sales_order_id = o.id
          WHERE o.account_id = ${budget.account_id} AND o.approval_status <> 'rejected'
            AND o.order_date >= ${from} AND o.order_date < ${to} ${orderScope})
        - (SELECT coalesce(sum(m.total_cents), 0)
          FROM credit_memos m
          LEFT JOIN invoices i ON i.id = m.invoice_id
          LEFT JOIN sales_orders o ON o.id = i.sales_order_id
          WHERE m.account_id = ${budget.account_id}
            AND m.memo_date >= ${from} AND m.memo_date < ${to} ${orderScope}) AS spent`,
  );
  return Number(rows[0]?.spent ?? 0);
}

export interface RuleRow {
  id: number;
  kind: 'orderTotalOver' | 'categories' | 'rxLevels' | 'controlled' | 'newShipTo';
  threshold_cents: number | null;
  category_ids: number[];
  rx_levels: number[];
  approver_user_ids: number[];
}

export async function activeRules(db: DbOrTx, accountId: number): Promise<RuleRow[]> {
  return queryRows<RuleRow>(
    db,
    sql`SELECT id, kind, threshold_cents, category_ids, rx_levels, approver_user_ids
      FROM approval_rules WHERE account_id = ${accountId} AND is_active ORDER BY id`,
  );
}

export interface OrderFactsRow {
  item_id: number;
  /** The item's category and every one above it. */
  category_ids: number[];
  controlled: boolean;
}

/** For each item: its category with the categories above it, and whether it is a controlled substance. */
export async function itemFacts(db: DbOrTx, itemIds: readonly number[]): Promise<OrderFactsRow[]> {
  if (itemIds.length === 0) return [];
  return queryRows<OrderFactsRow>(
    db,
    sql`WITH RECURSIVE up(item_id, category_id) AS (
          SELECT i.id, i.category_id FROM items i
          WHERE i.id = ANY(${intArray(itemIds)}) AND i.category_id IS NOT NULL
          UNION
          SELECT up.item_id, c.parent_id FROM up JOIN categories c ON c.id = up.category_id WHERE c.parent_id IS NOT NULL
        )
        SELECT i.id AS item_id,
          coalesce((SELECT array_agg(up.category_id) FROM up WHERE up.item_id = i.id), '{}'::int[]) AS category_ids,
          coalesce(r.is_controlled_substance, false) AS controlled
        FROM items i LEFT JOIN rx_levels r ON r.id = i.rx_level
        WHERE i.id = ANY(${intArray(itemIds)})`,
  );
}

/** Names of categories (a rule's reason names the ones it matched). */
export async function categoryNames(db: DbOrTx, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{ id: number; name: string }>(
    db,
    sql`SELECT id, name FROM categories WHERE id = ANY(${intArray(ids)})`,
  );
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Did an earlier order of the account, not rejected, go to this ship-to? */
export async function hasOrderedTo(db: DbOrTx, accountId: number, shipAddressId: number): Promise<boolean> {
  const rows = await queryRows<{ yes: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM sales_orders WHERE account_id = ${accountId}
      AND ship_address_id = ${shipAddressId} AND approval_status <> 'rejected') AS yes`,
  );
  return rows[0]?.yes ?? false;
}

export async function contactApprovalFacts(
  db: DbOrTx,
  userId: number,
): Promise<{ orders_need_approval: boolean; name: string }> {
  const rows = await queryRows<{ orders_need_approval: boolean; name: string }>(
    db,
    sql`SELECT orders_need_approval, coalesce(nullif(trim(first_name || ' ' || last_name), ''), email) AS name
      FROM users WHERE id = ${userId}`,
  );
  return rows[0] ?? { orders_need_approval: false, name: '' };
}

export async function insertReasons(
  db: DbOrTx,
  salesOrderId: number,
  reasons: ReadonlyArray<{
    kind: string;
    ruleId: number | null;
    budgetId: number | null;
    reason: string;
    approverUserIds: readonly number[];
  }>,
): Promise<void> {
  for (const r of reasons) {
    await db.execute(
      sql`INSERT INTO order_approval_reasons (sales_order_id, kind, rule_id, budget_id, reason, approver_user_ids)
        VALUES (${salesOrderId}, ${r.kind}, ${r.ruleId}, ${r.budgetId}, ${r.reason},
          ${intArray(r.approverUserIds)})`,
    );
  }
}

/**
 * Who may decide the order's pending reasons: the contacts they name and, for a reason naming
 * nobody, the account's administrators; active, never the placer (nobody approves their own order).
 */
export async function approversOf(
  db: DbOrTx,
  salesOrderId: number,
): Promise<Array<{ id: number; email: string }>> {
  return queryRows(
    db,
    sql`SELECT u.id, u.email FROM sales_orders o
      JOIN users u ON u.is_active AND u.id <> coalesce(o.placed_by, 0)
      WHERE o.id = ${salesOrderId} AND EXISTS (
        SELECT 1 FROM order_approval_reasons r
        WHERE r.sales_order_id = o.id AND r.decision = 'pending'
          AND (u.id = ANY(r.approver_user_ids)
            OR (cardinality(r.approver_user_ids) = 0 AND u.account_id = o.account_id AND u.is_admin)))
      ORDER BY u.id`,
  );
}

export async function insertApprovalLink(
  db: DbOrTx,
  link: { salesOrderId: number; approverUserId: number; tokenDigest: string; expiresAt: Date },
): Promise<void> {
  await db.execute(
    sql`INSERT INTO approval_links (sales_order_id, approver_user_id, token_digest, expires_at)
      VALUES (${link.salesOrderId}, ${link.approverUserId}, ${link.tokenDigest}, ${link.expiresAt.toISOString()})`,
  );
}

export interface ApprovalLinkRow {
  id: number;
  sales_order_id: number;
  approver_user_id: number;
  expired: boolean;
  used: boolean;
}

/** The link with this digest, locked (its use is recorded in the decision's transaction). */
export async function lockApprovalLink(
  db: DbOrTx,
  tokenDigest: string,
  now: Date,
): Promise<ApprovalLinkRow | null> {
  const rows = await queryRows<ApprovalLinkRow>(
    db,
    sql`SELECT id, sales_order_id, approver_user_id, expires_at <= ${now.toISOString()} AS expired,
        used_at IS NOT NULL AS used
      FROM approval_links WHERE token_digest = ${tokenDigest} FOR UPDATE`,
  );
  return rows[0] ?? null;
}

export async function useApprovalLink(db: DbOrTx, id: number, now: Date): Promise<void> {
  await db.execute(sql`UPDATE approval_links SET used_at = ${now.toISOString()} WHERE id = ${id}`);
}

export interface ReasonRow {
  id: number;
  sales_order_id: number;
  kind: string;
  reason: string;
  approver_user_ids: number[];
  decision: 'pending' | 'approved' | 'rejected';
  decided_by_name: string | null;
  note: string | null;
}

/** The reasons of these orders, in the order they were written. */
export async function reasonsOf(db: DbOrTx, salesOrderIds: readonly number[]): Promise<ReasonRow[]> {
  if (salesOrderIds.length === 0) return [];
  return queryRows<ReasonRow>(
    db,
    sql`SELECT r.id, r.sales_order_id, r.kind, r.reason, r.approver_user_ids, r.decision, r.note,
        nullif(trim(u.first_name || ' ' || u.last_name), '') AS decided_by_name
      FROM order_approval_reasons r LEFT JOIN users u ON u.id = r.decided_by
      WHERE r.sales_order_id = ANY(${intArray(salesOrderIds)}) ORDER BY r.sales_order_id, r.id`,
  );
}

/** Records the decision on the reasons `ids` still pending; answers how many it decided. */
export async function decideReasons(
  db: DbOrTx,
  d: {
    ids: readonly number[];
    decision: 'approved' | 'rejected';
    by: number;
    note: string | null;
    now: Date;
  },
): Promise<number> {
  if (d.ids.length === 0) return 0;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`UPDATE order_approval_reasons SET decision = ${d.decision}, decided_by = ${d.by},
        decided_at = ${d.now.toISOString()}, note = ${d.note}
      WHERE id = ANY(${intArray(d.ids)}) AND decision = 'pending' RETURNING id`,
  );
  return rows.length;
}
