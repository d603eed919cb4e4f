// Quick order's item lookup by item number or MPN, what the account bought by item and unit (easy
// reorder) and the account's ordered lines not yet fulfilled (open items). No business rules here.
import { sql } from 'drizzle-orm';
import { orderStatusIn } from '../../db/sql-text.ts';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { buyFactsColumns, type BuyFacts, type UnitFact } from '../../core/buy-rule.ts';

export interface CodeMatchRow extends BuyFacts {
  /** 0-based position of the code asked. */
  ord: number;
  id: number | null;
  default_unit_id: number | null;
  allocation_period: 'month' | 'quarter' | null;
  units: Array<{ id: number; unitName: string; conversionRate: number | string; baseUnit: boolean }> | null;
}

/**
 * The item each code names, in one statement: its item number, else its MPN, in any case (the
 * lower() indexes of migration 0023). An active concrete item wins over an inactive one or a matrix
 * item sharing the code.
 */
export async function itemsByCode(db: DbOrTx, codes: readonly string[]): Promise<CodeMatchRow[]> {
  return queryRows<CodeMatchRow>(
    db,
    sql`WITH c AS (
        SELECT lower(value) AS code, (ord - 1)::int AS ord
        FROM json_array_elements_text(${JSON.stringify(codes)}::json) WITH ORDINALITY AS t(value, ord))
      SELECT c.ord, i.id, ${buyFactsColumns(sql`i`)}, i.default_unit_id, i.allocation_period,
        (SELECT json_agg(json_build_object('id', u.id, 'unitName', u.unit_name,
            'conversionRate', u.conversion_rate, 'baseUnit', u.base_unit) ORDER BY u.sort_order, u.id)
          FROM units u WHERE u.unit_type_id = i.unit_type_id) AS units
      FROM c LEFT JOIN LATERAL (
        SELECT m.* FROM items m WHERE lower(m.item_name) = c.code OR lower(m.mpn) = c.code
        ORDER BY lower(m.item_name) = c.code DESC, m.inactive, m.is_matrix_parent, m.id LIMIT 1) i ON true
      ORDER BY c.ord`,
  );
}

export const unitFacts = (row: CodeMatchRow): Array<UnitFact & { unitName: string }> =>
  (row.units ?? []).map((u) => ({ ...u, conversionRate: Number(u.conversionRate) }));

export type ReorderSourceKind = 'orders' | 'estimates';

export interface ReorderRow {
  item_id: number;
  unit_id: number;
  last_date: string | Date;
  last_quantity: number;
  last_tran_id: string;
  times: number;
  total: number;
}

/** Order lines of the account's orders that stand (not cancelled or rejected), or estimate lines. */
function boughtLines(kind: ReorderSourceKind, accountId: number, days: number) {
  return kind === 'orders'
    ? sql`SELECT l.item_id, l.unit_id, l.quantity, o.order_date AS at, o.tran_id, l.id AS line_id
        FROM sales_orders o JOIN sales_order_lines l ON l.sales_order_id = o.id
        WHERE o.account_id = ${accountId} AND ${orderStatusIn('standing')}
          AND o.order_date >= now() - make_interval(days => ${days})`
    : sql`SELECT l.item_id, l.unit_id, l.quantity, e.tran_date AS at, e.tran_id, l.id AS line_id
        FROM estimates e JOIN estimate_lines l ON l.estimate_id = e.id
        WHERE e.account_id = ${accountId} AND e.kind = 'estimate'
          AND e.tran_date >= now() - make_interval(days => ${days})`;
}

/**
 * One row per item and unit bought in the window, the latest purchase first: its date, quantity
 * and document, how often; `total` is the number of such rows. `limit` null: all of them.
 */
export async function reorderRows(
  db: DbOrTx,
  input: { kind: ReorderSourceKind; accountId: number; days: number; limit: number | null; offset: number },
): Promise<ReorderRow[]> {
  return queryRows<ReorderRow>(
    db,
    sql`WITH b AS (${boughtLines(input.kind, input.accountId, input.days)}),
      g AS (
        SELECT DISTINCT ON (item_id, unit_id) item_id, unit_id, at AS last_date, quantity AS last_quantity,
          tran_id AS last_tran_id, count(*) OVER (PARTITION BY item_id, unit_id)::int AS times
        FROM b ORDER BY item_id, unit_id, at DESC, line_id DESC)
      SELECT g.*, count(*) OVER ()::int AS total FROM g
      ORDER BY last_date DESC, item_id, unit_id
      ${input.limit === null ? sql`` : sql`LIMIT ${input.limit}`} OFFSET ${input.offset}`,
  );
}

/** Of `itemIds`, those the account ordered in the last `days` (quick order suggests them first). */
export async function orderedItemIds(
  db: DbOrTx,
  accountId: number,
  itemIds: readonly number[],
  days: number,
): Promise<Set<number>> {
  if (itemIds.length === 0) return new Set();
  const rows = await queryRows<{ item_id: number }>(
    db,
    sql`SELECT DISTINCT l.item_id FROM sales_orders o JOIN sales_order_lines l ON l.sales_order_id = o.id
      WHERE o.account_id = ${accountId} AND o.order_date >= now() - make_interval(days => ${days})
        AND l.item_id IN (SELECT value::int FROM json_array_elements_text(${JSON.stringify(itemIds)}::json))`,
  );
  return new Set(rows.map((r) => r.item_id));
}

export interface OpenItemRow {
  line_id: number;
  sales_order_id: number;
  tran_id: string;
  order_date: string | Date;
  status: string;
  item_id: number;
  item_name: string;
  display_name: string;
  url_component: string;
  unit_id: number;
  unit_name: string;
  quantity: number;
  quantity_fulfilled: number;
  quantity_open: number;
  quantity_backordered: number;
  restock_expected_on: string | null;
  unit_price_cents: number;
  total: number;
}

/**
 * The account's order lines with quantity still to ship (ordered − cancelled − fulfilled > 0) on
 * orders that still stand, newest order first, with the item's expected restock for backorders.
 */
export async function openItemRows(
  db: DbOrTx,
  accountId: number,
  page: { limit: number; offset: number },
): Promise<OpenItemRow[]> {
  return queryRows<OpenItemRow>(
    db,
    sql`SELECT l.id AS line_id, o.id AS sales_order_id, o.tran_id, o.order_date, o.status,
        i.id AS item_id, i.item_name, coalesce(i.site_display_name, i.display_name) AS display_name,
        i.url_component, u.id AS unit_id, u.unit_name, l.quantity, l.quantity_fulfilled,
        (l.quantity - l.quantity_cancelled - l.quantity_fulfilled)::int AS quantity_open,
        l.quantity_backordered, i.restock_expected_on::text AS restock_expected_on, l.unit_price_cents,
        count(*) OVER ()::int AS total
      FROM sales_orders o JOIN sales_order_lines l ON l.sales_order_id = o.id
        JOIN items i ON i.id = l.item_id JOIN units u ON u.id = l.unit_id
      WHERE o.account_id = ${accountId} AND ${orderStatusIn('standing')}
        AND l.quantity - l.quantity_cancelled - l.quantity_fulfilled > 0
      ORDER BY o.order_date DESC, o.id DESC, l.line_number, l.id
      LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
}
