// Which items the personalised groups and the home page's carousels show (ids, in order; the cards
// come from item.queries.ts cardRows): top items, an account's purchases, its industry's, what is
// due for reorder, a category's best sellers, and the sellable Rx levels. No business rules here.
import { sql } from 'drizzle-orm';
import type { RowsQuery } from '../../core/read-parts.ts';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { purchased } from './item.queries.ts';

export interface SellableRxLevelRow {
  id: number;
  name: string;
  is_controlled_substance: boolean;
}

/** The Rx levels the store may sell (level 0, none, is not one), by id. */
export const sellableRxLevelsQuery: RowsQuery = {
  columns: sql`id, name, is_controlled_substance`,
  from: sql`rx_levels`,
  where: sql`sellable AND id > 0`,
  orderBy: sql`id`,
};

const idsOf = (rows: Array<{ id: number }>) => rows.map((r) => r.id);

/** The most ordered listed items (popularity = units sold over the last year). */
export async function topItemIds(db: DbOrTx, limit: number): Promise<number[]> {
  return idsOf(
    await queryRows<{ id: number }>(
      db,
      sql`SELECT id FROM items WHERE listed
        ORDER BY popularity DESC NULLS LAST, id LIMIT ${limit}`,
    ),
  );
}

/** Listed items (a variant counts for its parent) the account bought, most recent first. */
export async function purchasedItemIds(db: DbOrTx, accountId: number, limit: number): Promise<number[]> {
  return idsOf(
    await queryRows<{ id: number }>(
      db,
      sql`SELECT p.id FROM (
          SELECT coalesce(i.parent_id, i.id) AS id, max(so.order_date) AS last_at
          FROM sales_orders so
          JOIN sales_order_lines l ON l.sales_order_id = so.id
          JOIN items i ON i.id = l.item_id
          WHERE so.account_id = ${accountId} AND ${purchased(sql`so.status`)}
          GROUP BY 1) b
        JOIN items p ON p.id = b.id
        WHERE p.listed
        ORDER BY b.last_at DESC, p.id LIMIT ${limit}`,
    ),
  );
}

/**
 * What other accounts of the same business type order most over the last year, leaving out what
 * this account already buys. Empty when the account has no business type.
 */
export async function industryItemIds(db: DbOrTx, accountId: number, limit: number): Promise<number[]> {
  return idsOf(
    await queryRows<{ id: number }>(
      db,
      sql`WITH me AS (SELECT business_type_id FROM accounts WHERE id = ${accountId}),
        peers AS (
          SELECT a.id FROM accounts a, me
          WHERE me.business_type_id IS NOT NULL AND a.business_type_id = me.business_type_id AND a.id <> ${accountId}),
        bought AS (
          SELECT coalesce(i.parent_id, i.id) AS id, sum(l.quantity) AS quantity, count(DISTINCT so.account_id) AS buyers
          FROM sales_orders so
          JOIN sales_order_lines l ON l.sales_order_id = so.id
          JOIN items i ON i.id = l.item_id
          WHERE so.account_id IN (SELECT id FROM peers) AND ${purchased(sql`so.status`)}
            AND so.order_date > now() - interval '365 days'
          GROUP BY 1),
        mine AS (
          SELECT DISTINCT coalesce(i.parent_id, i.id) AS id
          FROM sales_orders so JOIN sales_order_lines l ON l.sales_order_id = so.id JOIN items i ON i.id = l.item_id
          WHERE so.account_id = ${accountId} AND ${purchased(sql`so.status`)})
        SELECT p.id FROM bought b JOIN items p ON p.id = b.id
        WHERE p.listed AND p.id NOT IN (SELECT id FROM mine)
        ORDER BY b.buyers DESC, b.quantity DESC, p.id LIMIT ${limit}`,
    ),
  );
}

/**
 * Items the account has bought on at least two different days whose usual interval (the average
 * gap between those days) has elapsed, or will within a week: most overdue first.
 */
export async function reorderDueItemIds(db: DbOrTx, accountId: number, limit: number): Promise<number[]> {
  return idsOf(
    await queryRows<{ id: number }>(
      db,
      sql`WITH days AS (
          SELECT DISTINCT coalesce(i.parent_id, i.id) AS id, date_trunc('day', so.order_date) AS day
          FROM sales_orders so
          JOIN sales_order_lines l ON l.sales_order_id = so.id
          JOIN items i ON i.id = l.item_id
          WHERE so.account_id = ${accountId} AND ${purchased(sql`so.status`)}),
        rhythm AS (
          SELECT id, max(day) AS last_day, (max(day) - min(day)) / (count(*) - 1) AS interval
          FROM days GROUP BY id HAVING count(*) >= 2)
        SELECT p.id FROM rhythm r JOIN items p ON p.id = r.id
        WHERE p.listed
          AND r.last_day + r.interval <= now() + interval '7 days'
        ORDER BY r.last_day + r.interval, p.id LIMIT ${limit}`,
    ),
  );
}

/** The most ordered listed items of a category (by urlComponent) and its descendants. */
export async function popularInCategoryIds(
  db: DbOrTx,
  urlComponent: string,
  limit: number,
): Promise<number[]> {
  return idsOf(
    await queryRows<{ id: number }>(
      db,
      sql`WITH RECURSIVE tree AS (
          SELECT id, 0 AS distance FROM categories WHERE url_component = ${urlComponent}
          UNION ALL
          SELECT c.id, tree.distance + 1 FROM categories c JOIN tree ON c.parent_id = tree.id
            WHERE tree.distance < 10)
        SELECT p.id FROM items p
        WHERE p.listed AND p.category_id IN (SELECT id FROM tree)
        ORDER BY p.popularity DESC NULLS LAST, p.id LIMIT ${limit}`,
    ),
  );
}
