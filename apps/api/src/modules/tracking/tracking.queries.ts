// Fulfilments of an account with their order, lines and carrier scans (fulfillment_events), for
// /tracking/{trackingNumber} and the dashboard's recent deliveries. No business rules here.
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { historyLineColumns, historyLineJoins, type HistoryLineRow } from '../../core/history-line.ts';

export interface FulfillmentRow {
  id: number;
  tran_id: string;
  tracking_number: string;
  route_id: string | null;
  carrier: string;
  status: string;
  shipped_at: string | Date;
  delivered_at: string | Date | null;
  expected_delivery_on: string | null;
  order_id: number;
  order_tran_id: string;
  order_date: string | Date;
  po_number: string | null;
}

const fulfillmentColumns = sql`f.id, f.tran_id, f.tracking_number, f.route_id, f.carrier, f.status, f.shipped_at,
  f.delivered_at, f.expected_delivery_on::text AS expected_delivery_on, o.id AS order_id,
  o.tran_id AS order_tran_id, o.order_date, o.po_number`;

/**
 * The account's fulfilment with this tracking number (or route id, the notification's workwaveId);
 * another account's is not found. The newest, should a carrier reuse a number.
 */
export async function fulfillmentByNumber(
  db: DbOrTx,
  accountId: number,
  trackingNumber: string,
): Promise<FulfillmentRow | null> {
  const rows = await queryRows<FulfillmentRow>(
    db,
    sql`SELECT ${fulfillmentColumns}
      FROM fulfillments f JOIN sales_orders o ON o.id = f.sales_order_id AND o.account_id = f.account_id
      WHERE f.account_id = ${accountId}
        AND (f.tracking_number = ${trackingNumber} OR f.route_id = ${trackingNumber})
      ORDER BY f.shipped_at DESC, f.id DESC LIMIT 1`,
  );
  return rows[0] ?? null;
}

export async function recentFulfillments(
  db: DbOrTx,
  accountId: number,
  limit: number,
): Promise<FulfillmentRow[]> {
  return queryRows<FulfillmentRow>(
    db,
    sql`SELECT ${fulfillmentColumns}
      FROM fulfillments f JOIN sales_orders o ON o.id = f.sales_order_id AND o.account_id = f.account_id
      WHERE f.account_id = ${accountId}
      ORDER BY f.shipped_at DESC, f.id DESC LIMIT ${limit}`,
  );
}

export interface EventRow {
  status: string;
  description: string;
  location: string | null;
  occurred_at: string | Date;
}

export async function eventsOf(db: DbOrTx, fulfillmentId: number): Promise<EventRow[]> {
  return queryRows<EventRow>(
    db,
    sql`SELECT status, description, location, occurred_at FROM fulfillment_events
      WHERE fulfillment_id = ${fulfillmentId} ORDER BY occurred_at, id`,
  );
}

export interface ShippedLineRow extends HistoryLineRow {
  quantity: number;
}

export async function shippedLines(db: DbOrTx, fulfillmentId: number): Promise<ShippedLineRow[]> {
  return queryRows<ShippedLineRow>(
    db,
    sql`SELECT ${historyLineColumns(sql`l`)}, fl.quantity
      FROM fulfillment_lines fl JOIN sales_order_lines l ON l.id = fl.sales_order_line_id
        ${historyLineJoins(sql`l`)}
      WHERE fl.fulfillment_id = ${fulfillmentId} ORDER BY l.line_number, fl.id`,
  );
}
