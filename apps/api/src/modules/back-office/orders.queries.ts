// The order desk's reads (issue 20): the queue, an order with its lines, fulfilments and invoices,
// as only the staff's screens show them. Every write of these tables is the order-to-cash
// module's (ADR 0034). No business rules here.
import { sql, type SQL } from 'drizzle-orm';
import { historyLineColumns, historyLineJoins, type HistoryLineRow } from '../../core/history-line.ts';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import type { ShippedLotJson } from '../../db/sql-text.ts';
import type { AddressSnapshot } from '../../db/schema/index.ts';
import { containsPattern, isoText, orderStatusIn, shippedLotsJson } from '../../db/sql-text.ts';

export interface QueueFilter {
  /** 'open': approved or needing no approval, not cancelled, with something left to ship. */
  status: string;
  q?: string | undefined;
  accountId?: number | undefined;
}

export interface QueueRow {
  id: number;
  tran_id: string;
  status: string;
  order_date: string;
  ship_date: string | null;
  po_number: string | null;
  payment_type: string;
  total_cents: number;
  account_id: number;
  account_name: string;
  account_number: string;
  to_ship: number;
  backordered: number;
  full_count: number;
}

/** A page of the queue, oldest order first (the order desk works from the top). */
export async function orderQueue(
  db: DbOrTx,
  filter: QueueFilter,
  limit: number,
  offset: number,
): Promise<QueueRow[]> {
  const where: SQL[] = [sql`TRUE`];
  if (filter.status === 'open') {
    // What the desk can ship: approved (or needing no approval) and shippable (ADR 0034).
    where.push(sql`o.approval_status IN ('not_required', 'approved')`);
    where.push(orderStatusIn('shippable'));
  } else {
    where.push(sql`o.status = ${filter.status}`);
  }
  if (filter.accountId !== undefined) where.push(sql`o.account_id = ${filter.accountId}`);
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    where.push(sql`(o.tran_id ILIKE ${pattern} OR o.po_number ILIKE ${pattern}
      OR a.account_name ILIKE ${pattern} OR a.account_number ILIKE ${pattern})`);
  }
  const having =
    filter.status === 'open'
      ? sql`HAVING coalesce(sum(l.quantity - l.quantity_cancelled - l.quantity_fulfilled), 0) > 0`
      : sql``;
  return queryRows<QueueRow>(
    db,
    sql`SELECT o.id, o.tran_id, o.status, ${isoText(sql`o.order_date`)} AS order_date,
        o.ship_date::text AS ship_date, o.po_number, o.payment_type, o.total_cents,
        a.id AS account_id, a.account_name, a.account_number,
        coalesce(sum(l.quantity - l.quantity_cancelled - l.quantity_backordered - l.quantity_fulfilled), 0)::int
          AS to_ship,
        coalesce(sum(l.quantity_backordered), 0)::int AS backordered,
        (count(*) OVER ())::int AS full_count
      FROM sales_orders o JOIN accounts a ON a.id = o.account_id
        LEFT JOIN sales_order_lines l ON l.sales_order_id = o.id
      WHERE ${sql.join(where, sql` AND `)}
      GROUP BY o.id, a.id
      ${having}
      ORDER BY o.order_date, o.id
      LIMIT ${limit} OFFSET ${offset}`,
  );
}

export interface OrderRow {
  id: number;
  tran_id: string;
  status: string;
  approval_status: 'not_required' | 'pending' | 'approved' | 'rejected';
  order_date: string;
  ship_date: string | null;
  shipping_method: string;
  po_number: string | null;
  payment_type: string;
  ship_address: AddressSnapshot;
  subtotal_cents: number;
  shipping_cents: number;
  tax_cents: number;
  total_cents: number;
  account_id: number;
  account_name: string;
  account_number: string;
  terms: string | null;
  has_terms: boolean;
}

/** The order with its account; `lock` takes its row lock (one shipment of an order at a time). */
export async function orderById(db: DbOrTx, id: number, lock = false): Promise<OrderRow | null> {
  const rows = await queryRows<OrderRow>(
    db,
    sql`SELECT o.id, o.tran_id, o.status, o.approval_status, ${isoText(sql`o.order_date`)} AS order_date,
        o.ship_date::text AS ship_date, o.shipping_method, o.po_number, o.payment_type, o.ship_address,
        o.subtotal_cents, o.shipping_cents, o.tax_cents, o.total_cents,
        a.id AS account_id, a.account_name, a.account_number, a.terms, a.has_terms
      FROM sales_orders o JOIN accounts a ON a.id = o.account_id
      WHERE o.id = ${id}
      ${lock ? sql`FOR UPDATE OF o` : sql``}`,
  );
  return rows[0] ?? null;
}

export interface LineRow extends HistoryLineRow {
  id: number;
  line_number: number;
  rx_level: number;
  quantity: number;
  quantity_backordered: number;
  quantity_cancelled: number;
  quantity_fulfilled: number;
  quantity_billed: number;
  unit_price_cents: number;
  amount_cents: number;
  carries_lots: boolean;
}

export async function linesOf(db: DbOrTx, orderId: number): Promise<LineRow[]> {
  return queryRows<LineRow>(
    db,
    sql`SELECT l.id, l.line_number, ${historyLineColumns(sql`l`)},
        l.rx_level, l.quantity, l.quantity_backordered, l.quantity_cancelled, l.quantity_fulfilled,
        l.quantity_billed, l.unit_price_cents, l.amount_cents, hi.carries_lots
      FROM sales_order_lines l ${historyLineJoins(sql`l`)}
      WHERE l.sales_order_id = ${orderId}
      ORDER BY l.line_number, l.id`,
  );
}

export interface FulfillmentRow {
  id: number;
  tran_id: string;
  status: string;
  carrier: string;
  tracking_number: string;
  shipped_at: string;
  delivered_at: string | null;
  sales_order_id: number;
  lines: Array<{ salesOrderLineId: number; quantity: number; lots: ShippedLotJson[] }>;
}

const fulfillmentSelect = sql`SELECT f.id, f.tran_id, f.status, f.carrier, f.tracking_number,
    ${isoText(sql`f.shipped_at`)} AS shipped_at,
    CASE WHEN f.delivered_at IS NULL THEN NULL ELSE ${isoText(sql`f.delivered_at`)} END AS delivered_at,
    f.sales_order_id,
    coalesce((SELECT json_agg(json_build_object('salesOrderLineId', fl.sales_order_line_id,
      'quantity', fl.quantity, 'lots', ${shippedLotsJson(sql`fl`)}) ORDER BY fl.id)
      FROM fulfillment_lines fl WHERE fl.fulfillment_id = f.id),
      '[]'::json) AS lines
  FROM fulfillments f`;

export async function fulfillmentsOf(db: DbOrTx, orderId: number): Promise<FulfillmentRow[]> {
  return queryRows<FulfillmentRow>(
    db,
    sql`${fulfillmentSelect} WHERE f.sales_order_id = ${orderId} ORDER BY f.shipped_at, f.id`,
  );
}

export async function fulfillmentById(db: DbOrTx, id: number, lock = false): Promise<FulfillmentRow | null> {
  const rows = await queryRows<FulfillmentRow>(
    db,
    sql`${fulfillmentSelect} WHERE f.id = ${id} ${lock ? sql`FOR UPDATE OF f` : sql``}`,
  );
  return rows[0] ?? null;
}

export interface InvoiceRow {
  id: number;
  tran_id: string;
  status: string;
  invoice_date: string;
  due_date: string;
  total_cents: number;
  amount_due_cents: number;
}

export async function invoicesOf(db: DbOrTx, orderId: number): Promise<InvoiceRow[]> {
  return queryRows<InvoiceRow>(
    db,
    sql`SELECT id, tran_id, status, ${isoText(sql`invoice_date`)} AS invoice_date, due_date::text AS due_date,
        total_cents, amount_due_cents
      FROM invoices WHERE sales_order_id = ${orderId} ORDER BY invoice_date, id`,
  );
}
