// The spend report's reads (issue 33 point 3): set-based sums of what a few accounts spent over a
// range of store-calendar days, one GROUP BY per breakdown, and the account budgets. Read-only; the
// rules (what counts as spend, ranges, the top-20 cut) are packages/domain spend-report.ts.
//
// Spend = placed orders (pending approval included, rejected excluded) by order date in the store's
// calendar (America/New_York), counted as merchandise: each line's amount net of its cancelled
// quantity, round(amount_cents × (quantity − quantity_cancelled) / quantity), half away from zero;
// less credit memos by memo date. A memo with an invoice counts for that invoice's order's ship-to
// and placer; one without counts for its account only. Category and item breakdowns are
// merchandise only. A cancelled order nets to nothing through its lines' cancelled quantities.
import { sql, type SQL } from 'drizzle-orm';
import { STORE_TIME_ZONE } from '@medsupply/domain';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { LINE_SPEND_CENTS } from '../../db/sql-text.ts';

/** Which accounts and which store-calendar days (inclusive). */
export interface SpendScope {
  accountIds: readonly number[];
  from: string;
  to: string;
}

const ids = (accountIds: readonly number[]): SQL =>
  sql.join(
    accountIds.map((id) => sql`${id}`),
    sql`, `,
  );

/** The instant a store-calendar day starts (so the range reads sales_orders_account_idx). */
const dayStart = (day: SQL): SQL => sql`((${day})::timestamp AT TIME ZONE ${STORE_TIME_ZONE})`;
const inDays = (column: SQL, scope: SpendScope): SQL =>
  sql`${column} >= ${dayStart(sql`${scope.from}::date`)} AND ${column} < ${dayStart(sql`${scope.to}::date + 1`)}`;
const storeMonth = (column: SQL): SQL => sql`to_char((${column}) AT TIME ZONE ${STORE_TIME_ZONE}, 'YYYY-MM')`;

/** Merchandise rows: one per order line, net of cancelled quantity. */
function merchandise(scope: SpendScope): SQL {
  return sql`SELECT o.account_id, ${storeMonth(sql`o.order_date`)} AS month, o.id AS order_id,
      o.ship_address_id, o.placed_by, l.item_id, (l.quantity - l.quantity_cancelled) AS quantity,
      ${LINE_SPEND_CENTS}::bigint AS cents
    FROM sales_orders o JOIN sales_order_lines l ON l.sales_order_id = o.id
    WHERE o.account_id IN (${ids(scope.accountIds)})
      AND o.status <> 'Rejected' AND o.approval_status <> 'rejected'
      AND ${inDays(sql`o.order_date`, scope)}`;
}

/** Credit rows: one per credit memo, negative, on its invoice's order's ship-to and placer. */
function credits(scope: SpendScope): SQL {
  return sql`SELECT m.account_id, ${storeMonth(sql`m.memo_date`)} AS month, NULL::int AS order_id,
      so.ship_address_id, so.placed_by, NULL::int AS item_id, 0 AS quantity, -m.total_cents::bigint AS cents
    FROM credit_memos m
      LEFT JOIN invoices i ON i.id = m.invoice_id
      LEFT JOIN sales_orders so ON so.id = i.sales_order_id
    WHERE m.account_id IN (${ids(scope.accountIds)}) AND ${inDays(sql`m.memo_date`, scope)}`;
}

/** Merchandise and credits together. */
const spend = (scope: SpendScope): SQL => sql`(${merchandise(scope)} UNION ALL ${credits(scope)})`;

export interface MonthRow {
  account_id: number;
  month: string;
  merchandise_cents: number;
  credit_cents: number;
  orders: number;
}

/** Spend by account and store-calendar month (the byMonth chart, the totals and the budgets). */
export async function spendByAccountMonth(db: DbOrTx, scope: SpendScope): Promise<MonthRow[]> {
  if (scope.accountIds.length === 0) return [];
  return queryRows<MonthRow>(
    db,
    sql`SELECT s.account_id, s.month,
        coalesce(sum(s.cents) FILTER (WHERE s.item_id IS NOT NULL), 0)::bigint::float8 AS merchandise_cents,
        coalesce(-sum(s.cents) FILTER (WHERE s.item_id IS NULL), 0)::bigint::float8 AS credit_cents,
        count(DISTINCT s.order_id)::int AS orders
      FROM ${spend(scope)} s
      GROUP BY 1, 2 ORDER BY 2, 1`,
  );
}

export interface SliceRow {
  id: number | null;
  name: string | null;
  cents: number;
}

/** Spend (merchandise less credits) by ship-to; null: credits with no order behind them. */
export async function spendByLocation(db: DbOrTx, scope: SpendScope): Promise<SliceRow[]> {
  if (scope.accountIds.length === 0) return [];
  return queryRows<SliceRow>(
    db,
    sql`SELECT s.ship_address_id AS id, max(a.label) AS name, sum(s.cents)::bigint::float8 AS cents
      FROM ${spend(scope)} s LEFT JOIN addresses a ON a.id = s.ship_address_id
      GROUP BY 1 ORDER BY 3 DESC, 2, 1`,
  );
}

/** Spend by the contact who placed the order; null: placed by no contact, or account credits. */
export async function spendByContact(db: DbOrTx, scope: SpendScope): Promise<SliceRow[]> {
  if (scope.accountIds.length === 0) return [];
  return queryRows<SliceRow>(
    db,
    sql`SELECT s.placed_by AS id, max(u.first_name || ' ' || u.last_name) AS name, sum(s.cents)::bigint::float8 AS cents
      FROM ${spend(scope)} s LEFT JOIN users u ON u.id = s.placed_by
      GROUP BY 1 ORDER BY 3 DESC, 2, 1`,
  );
}

/** Merchandise by the item's top-level category (categories are three levels deep at most). */
export async function merchandiseByCategory(db: DbOrTx, scope: SpendScope): Promise<SliceRow[]> {
  if (scope.accountIds.length === 0) return [];
  return queryRows<SliceRow>(
    db,
    sql`SELECT coalesce(g.id, p.id, c.id) AS id, coalesce(g.name, p.name, c.name) AS name,
        sum(s.cents)::bigint::float8 AS cents
      FROM (${merchandise(scope)}) s
        JOIN items i ON i.id = s.item_id
        LEFT JOIN categories c ON c.id = i.category_id
        LEFT JOIN categories p ON p.id = c.parent_id
        LEFT JOIN categories g ON g.id = p.parent_id
      GROUP BY 1, 2 ORDER BY 3 DESC, 2`,
  );
}

export interface ItemRow {
  id: number;
  item_number: string;
  name: string;
  quantity: number;
  cents: number;
}

/** Merchandise by item, the most spent first (the caller keeps the top 20 and sums the rest). */
export async function merchandiseByItem(db: DbOrTx, scope: SpendScope): Promise<ItemRow[]> {
  if (scope.accountIds.length === 0) return [];
  return queryRows<ItemRow>(
    db,
    sql`SELECT i.id, i.item_name AS item_number, coalesce(i.site_display_name, i.display_name) AS name,
        sum(s.quantity)::int AS quantity, sum(s.cents)::bigint::float8 AS cents
      FROM (${merchandise(scope)}) s JOIN items i ON i.id = s.item_id
      GROUP BY i.id ORDER BY 5 DESC, 2`,
  );
}

/** The whole range's spend in one figure (the period compared with). */
export async function spendTotal(db: DbOrTx, scope: SpendScope): Promise<number> {
  if (scope.accountIds.length === 0) return 0;
  const [row] = await queryRows<{ cents: number }>(
    db,
    sql`SELECT coalesce(sum(s.cents), 0)::bigint::float8 AS cents FROM ${spend(scope)} s`,
  );
  return row?.cents ?? 0;
}

export interface AccountRow {
  id: number;
  account_name: string;
}

export async function accountNames(db: DbOrTx, accountIds: readonly number[]): Promise<AccountRow[]> {
  if (accountIds.length === 0) return [];
  return queryRows<AccountRow>(
    db,
    sql`SELECT id, account_name FROM accounts WHERE id IN (${ids(accountIds)}) ORDER BY account_name, id`,
  );
}

export interface BudgetRow {
  account_id: number;
  period: 'month' | 'quarter';
  amount_cents: number;
  hard_limit: boolean;
}

/** The accounts' account-scope budgets (ship-to and contact budgets are not in this report). */
export async function accountBudgets(db: DbOrTx, accountIds: readonly number[]): Promise<BudgetRow[]> {
  if (accountIds.length === 0) return [];
  return queryRows<BudgetRow>(
    db,
    sql`SELECT account_id, period, amount_cents, hard_limit FROM spend_budgets
      WHERE scope = 'account' AND account_id IN (${ids(accountIds)}) ORDER BY account_id`,
  );
}
