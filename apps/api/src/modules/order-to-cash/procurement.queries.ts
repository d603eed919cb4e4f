// Reads of an order a procurement system placed and of its shipments, for the cXML documents that
// answer the system (issue 28, ADR 0038). No rules here.
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { isoText } from '../../db/sql-text.ts';

export interface ProcurementOrderRow {
  id: number;
  tran_id: string;
  procurement_system_id: number | null;
  ship_date: string | null;
  shipping_cents: number;
  tax_cents: number;
  total_cents: number;
}

export async function procurementOrder(db: DbOrTx, id: number): Promise<ProcurementOrderRow | null> {
  const rows = await queryRows<ProcurementOrderRow>(
    db,
    sql`SELECT id, tran_id, procurement_system_id, ship_date::text AS ship_date, shipping_cents,
        tax_cents, total_cents
      FROM sales_orders WHERE id = ${id}`,
  );
  return rows[0] ?? null;
}

export interface ProcurementShipmentRow {
  id: number;
  tran_id: string;
  sales_order_id: number;
  carrier: string;
  tracking_number: string;
  shipped_at: string;
  /** Units of the order still to ship after this and every earlier shipment. */
  left_to_ship: number;
  lines: Array<{ lineNumber: number; quantity: number }>;
}

export async function procurementShipment(db: DbOrTx, id: number): Promise<ProcurementShipmentRow | null> {
  const rows = await queryRows<ProcurementShipmentRow>(
    db,
    sql`SELECT f.id, f.tran_id, f.sales_order_id, f.carrier, f.tracking_number,
        ${isoText(sql`f.shipped_at`)} AS shipped_at,
        (SELECT coalesce(sum(l.quantity - l.quantity_cancelled - l.quantity_fulfilled), 0)::int
          FROM sales_order_lines l WHERE l.sales_order_id = f.sales_order_id) AS left_to_ship,
        coalesce((SELECT json_agg(json_build_object('lineNumber', l.line_number, 'quantity', fl.quantity)
            ORDER BY l.line_number)
          FROM fulfillment_lines fl JOIN sales_order_lines l ON l.id = fl.sales_order_line_id
          WHERE fl.fulfillment_id = f.id), '[]'::json) AS lines
      FROM fulfillments f WHERE f.id = ${id}`,
  );
  return rows[0] ?? null;
}
