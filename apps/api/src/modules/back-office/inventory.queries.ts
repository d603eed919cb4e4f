// Stock receipts (issue 20 point 4, ADR 0020 "Receiving stock"): the item's stock under its row lock
// and the backordered lines of its orders that stand, oldest order first. No business rules here.
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';

export async function lockItemStock(
  tx: Tx,
  itemId: number,
): Promise<{ id: number; quantity_available: number } | null> {
  const rows = await queryRows<{ id: number; quantity_available: number }>(
    tx,
    sql`SELECT id, quantity_available FROM items WHERE id = ${itemId} FOR UPDATE`,
  );
  return rows[0] ?? null;
}

export interface BackorderRow {
  id: number;
  sales_order_id: number;
  tran_id: string;
  quantity_backordered: number;
}

/** Lines waiting for this item, oldest order first, row-locked (of orders that still stand). */
export async function backordersOf(tx: Tx, itemId: number): Promise<BackorderRow[]> {
  return queryRows<BackorderRow>(
    tx,
    sql`SELECT l.id, l.sales_order_id, o.tran_id, l.quantity_backordered
      FROM sales_order_lines l JOIN sales_orders o ON o.id = l.sales_order_id
      WHERE l.item_id = ${itemId} AND l.quantity_backordered > 0
        AND o.status NOT IN ('Cancelled', 'Closed', 'Rejected') AND o.approval_status <> 'rejected'
      ORDER BY o.order_date, o.id, l.line_number, l.id
      FOR UPDATE OF l`,
  );
}

/** Moves `take` of a line from backordered to committed (never below zero). */
export async function fillBackorder(tx: Tx, lineId: number, take: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`UPDATE sales_order_lines SET quantity_backordered = quantity_backordered - ${take}
      WHERE id = ${lineId} AND quantity_backordered >= ${take} RETURNING id`,
  );
  return rows.length > 0;
}

export async function setStock(tx: Tx, itemId: number, quantityAvailable: number): Promise<void> {
  await tx.execute(
    sql`UPDATE items SET quantity_available = ${quantityAvailable}, updated_at = now() WHERE id = ${itemId}`,
  );
}
