// The reports' reads (issue 20 point 7; ADR 0030): sales by store-calendar day and by top-level
// category, what every account has open with its due dates, and the controlled-substance order
// record. Read-only; no business rules here (the aging buckets are the domain's).
import { sql, type SQL } from 'drizzle-orm';
import { STORE_TIME_ZONE } from '@medsupply/domain';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import type { AddressSnapshot } from '../../db/schema/index.ts';
import { isoText, orderStatusIn } from '../../db/sql-text.ts';

/** The store-calendar day of an instant. */
const storeDay = (column: SQL): SQL => sql`((${column}) AT TIME ZONE ${STORE_TIME_ZONE})::date`;

/** Orders that count as sales: placed, approved and not cancelled nor rejected (ADR 0034). */
const SOLD = orderStatusIn('purchased');

export interface SalesDayRow {
  day: string;
  orders: number;
  cents: number;
}

/** Ordered less cancelled, at the order's prices, by the day it was placed (store calendar). */
export async function salesByDay(db: DbOrTx, from: string, to: string): Promise<SalesDayRow[]> {
  return queryRows<SalesDayRow>(
    db,
    sql`SELECT ${storeDay(sql`o.order_date`)}::text AS day, count(DISTINCT o.id)::int AS orders,
        coalesce(sum((l.quantity - l.quantity_cancelled) * l.unit_price_cents), 0)::int AS cents
      FROM sales_orders o JOIN sales_order_lines l ON l.sales_order_id = o.id
      WHERE ${SOLD} AND ${storeDay(sql`o.order_date`)} BETWEEN ${from}::date AND ${to}::date
      GROUP BY 1 ORDER BY 1`,
  );
}

export interface SalesCategoryRow {
  category: string;
  quantity: number;
  cents: number;
}

/** The same sales by the item's top-level category (categories are three levels deep at most). */
export async function salesByCategory(db: DbOrTx, from: string, to: string): Promise<SalesCategoryRow[]> {
  return queryRows<SalesCategoryRow>(
    db,
    sql`SELECT coalesce(g.name, p.name, c.name, 'Uncategorized') AS category,
        sum(l.quantity - l.quantity_cancelled)::int AS quantity,
        coalesce(sum((l.quantity - l.quantity_cancelled) * l.unit_price_cents), 0)::int AS cents
      FROM sales_orders o JOIN sales_order_lines l ON l.sales_order_id = o.id
        JOIN items i ON i.id = l.item_id
        LEFT JOIN categories c ON c.id = i.category_id
        LEFT JOIN categories p ON p.id = c.parent_id
        LEFT JOIN categories g ON g.id = p.parent_id
      WHERE ${SOLD} AND ${storeDay(sql`o.order_date`)} BETWEEN ${from}::date AND ${to}::date
      GROUP BY 1 ORDER BY 3 DESC, 1`,
  );
}

export interface OpenItemRow {
  account_id: number;
  account_name: string;
  account_number: string;
  /** Invoices: their due date; credits: null. */
  due_date: string | null;
  /** Positive: owed; negative: unused credit. */
  open_cents: number;
}

/** Everything open on every account: invoices' amount due, memos' and payments' unused credit. */
export async function openItems(db: DbOrTx): Promise<OpenItemRow[]> {
  return queryRows<OpenItemRow>(
    db,
    sql`SELECT a.id AS account_id, a.account_name, a.account_number, x.due_date, x.open_cents
      FROM (
        SELECT account_id, due_date::text AS due_date, amount_due_cents AS open_cents
          FROM invoices WHERE amount_due_cents > 0
        UNION ALL
        SELECT account_id, NULL, -(total_cents - applied_cents) FROM credit_memos WHERE total_cents > applied_cents
        UNION ALL
        SELECT account_id, NULL, -(amount_cents - applied_cents) FROM payments WHERE amount_cents > applied_cents
      ) x JOIN accounts a ON a.id = x.account_id
      ORDER BY a.account_name, a.id`,
  );
}

export interface ControlledRow {
  id: number;
  kind: string;
  corrects_id: number | null;
  recorded_at: string;
  order_tran_id: string;
  account_number: string;
  account_name: string;
  ship_address: AddressSnapshot;
  licence_number: string;
  licence_expires_on: string;
  item_name: string;
  unit_name: string;
  quantity: number;
  rx_level: number;
  note: string | null;
  full_count: number;
}

/** The record, oldest first (as it was written), within store-calendar days when given. */
export async function controlledRecords(
  db: DbOrTx,
  range: { from?: string | undefined; to?: string | undefined },
  limit: number,
  offset: number,
): Promise<ControlledRow[]> {
  const where: SQL[] = [sql`TRUE`];
  if (range.from) where.push(sql`${storeDay(sql`r.recorded_at`)} >= ${range.from}::date`);
  if (range.to) where.push(sql`${storeDay(sql`r.recorded_at`)} <= ${range.to}::date`);
  return queryRows<ControlledRow>(
    db,
    sql`SELECT r.id, r.kind, r.corrects_id, ${isoText(sql`r.recorded_at`)} AS recorded_at,
        o.tran_id AS order_tran_id, a.account_number, a.account_name, r.ship_address,
        r.licence_number, r.licence_expires_on::text AS licence_expires_on, r.item_name,
        u.unit_name, r.quantity, r.rx_level, r.note, (count(*) OVER ())::int AS full_count
      FROM controlled_substance_records r
        JOIN sales_orders o ON o.id = r.sales_order_id
        JOIN accounts a ON a.id = r.account_id
        JOIN units u ON u.id = r.unit_id
      WHERE ${sql.join(where, sql` AND `)}
      ORDER BY r.recorded_at, r.id
      LIMIT ${limit} OFFSET ${offset}`,
  );
}
