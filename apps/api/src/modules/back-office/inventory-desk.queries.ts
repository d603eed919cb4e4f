// The order desk's view of stock (issue 20, ADR 0028): items by name, MPN or maker with what they
// have and what waits for them. Waiting = backordered lines of open orders (as a receipt fills them,
// order-to-cash's receiveStock). No business rules here.
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { containsPattern, isoText, orderStatusIn } from '../../db/sql-text.ts';

const STANDING = orderStatusIn('open');

export interface ItemStockRow {
  id: number;
  item_name: string;
  display_name: string;
  manufacturer: string;
  mpn: string;
  inactive: boolean;
  carries_lots: boolean;
  quantity_available: number;
  backordered: number;
  restock_expected_on: string | null;
  full_count: number;
}

const WAITING = sql`coalesce((SELECT sum(l.quantity_backordered) FROM sales_order_lines l
    JOIN sales_orders o ON o.id = l.sales_order_id
    WHERE l.item_id = i.id AND l.quantity_backordered > 0 AND ${STANDING}), 0)::int`;

/** A page of stocked items (no matrix parents: their variants hold the stock), by name. */
export async function itemStock(
  db: DbOrTx,
  filter: { q?: string | undefined; backordered?: boolean },
  limit: number,
  offset: number,
): Promise<ItemStockRow[]> {
  const where: SQL[] = [sql`NOT i.is_matrix_parent`];
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    where.push(sql`(i.item_name ILIKE ${pattern} OR i.display_name ILIKE ${pattern}
      OR i.mpn ILIKE ${pattern} OR i.manufacturer ILIKE ${pattern})`);
  }
  if (filter.backordered) {
    where.push(sql`EXISTS (SELECT 1 FROM sales_order_lines l JOIN sales_orders o ON o.id = l.sales_order_id
      WHERE l.item_id = i.id AND l.quantity_backordered > 0 AND ${STANDING})`);
  }
  return queryRows<ItemStockRow>(
    db,
    sql`SELECT i.id, i.item_name, i.display_name, i.manufacturer, i.mpn, i.inactive, i.carries_lots, i.quantity_available,
        ${WAITING} AS backordered, i.restock_expected_on::text AS restock_expected_on,
        (count(*) OVER ())::int AS full_count
      FROM items i
      WHERE ${sql.join(where, sql` AND `)}
      ORDER BY i.item_name, i.id
      LIMIT ${limit} OFFSET ${offset}`,
  );
}

export async function oneItemStock(db: DbOrTx, itemId: number): Promise<ItemStockRow | null> {
  const rows = await queryRows<ItemStockRow>(
    db,
    sql`SELECT i.id, i.item_name, i.display_name, i.manufacturer, i.mpn, i.inactive, i.carries_lots, i.quantity_available,
        ${WAITING} AS backordered, i.restock_expected_on::text AS restock_expected_on, 1 AS full_count
      FROM items i WHERE i.id = ${itemId}`,
  );
  return rows[0] ?? null;
}

export interface WaitingLineRow {
  sales_order_id: number;
  tran_id: string;
  order_date: string;
  account_id: number;
  account_name: string;
  account_number: string;
  line_id: number;
  quantity_backordered: number;
}

/** The item's backordered lines of orders that stand, oldest order first (as a receipt fills them). */
export async function waitingLines(db: DbOrTx, itemId: number): Promise<WaitingLineRow[]> {
  return queryRows<WaitingLineRow>(
    db,
    sql`SELECT o.id AS sales_order_id, o.tran_id, ${isoText(sql`o.order_date`)} AS order_date,
        a.id AS account_id, a.account_name, a.account_number, l.id AS line_id, l.quantity_backordered
      FROM sales_order_lines l JOIN sales_orders o ON o.id = l.sales_order_id
        JOIN accounts a ON a.id = o.account_id
      WHERE l.item_id = ${itemId} AND l.quantity_backordered > 0 AND ${STANDING}
      ORDER BY o.order_date, o.id, l.line_number, l.id`,
  );
}
