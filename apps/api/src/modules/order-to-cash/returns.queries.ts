// What order-to-cash writes for a return (issue 34, ADR 0051): the controlled-substance record of
// returned units handled apart. The record is this module's (ADR 0034), so the returns module asks
// it here, in the return's transaction.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

/**
 * The controlled-substance record of returned units handled apart (issue 34): a 'return' row per
 * line, pointing at the line's placed record and carrying its licence and ship-to.
 */
export async function recordControlledReturn(
  tx: Tx,
  r: { salesOrderLineId: number; quantity: number; userId: number; note: string },
): Promise<void> {
  await tx.execute(
    sql`INSERT INTO controlled_substance_records (kind, corrects_id, sales_order_id, sales_order_line_id, account_id,
        placed_by, ship_address_id, ship_address, licence_number, licence_expires_on, item_id, item_name, unit_id,
        quantity, rx_level, note)
      SELECT 'return', c.id, l.sales_order_id, l.id, o.account_id, ${r.userId}, o.ship_address_id, o.ship_address,
        coalesce(c.licence_number, 'None on file'), coalesce(c.licence_expires_on, o.order_date::date), l.item_id,
        coalesce(c.item_name, i.item_name), l.unit_id, ${r.quantity}, coalesce(c.rx_level, l.rx_level), ${r.note}
      FROM sales_order_lines l JOIN sales_orders o ON o.id = l.sales_order_id JOIN items i ON i.id = l.item_id
        LEFT JOIN LATERAL (SELECT * FROM controlled_substance_records c
          WHERE c.sales_order_line_id = l.id AND c.kind = 'placed' ORDER BY c.id LIMIT 1) c ON TRUE
      WHERE l.id = ${r.salesOrderLineId}`,
  );
}
