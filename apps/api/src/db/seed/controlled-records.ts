// The demo store's controlled-substance order record (issue 20 point 7; ADR 0030): one 'placed'
// row per seeded order line with an Rx or schedule level, as placeOrder writes it (order lifecycle "Placing" step 5),
// with the ship-to's verified licence of the line's level, latest expiry first (as the domain's
// coveringLicence), so the reports page and its CSV show the history the orders have.
import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';

export async function seedControlledRecords(database: Database): Promise<void> {
  await database.db.execute(
    sql`INSERT INTO controlled_substance_records (kind, sales_order_id, sales_order_line_id, account_id, placed_by,
        ship_address_id, ship_address, licence_number, licence_expires_on, item_id, item_name, unit_id, quantity,
        rx_level, recorded_at)
      SELECT 'placed', o.id, l.id, o.account_id, o.placed_by, o.ship_address_id, o.ship_address,
        lic.licence_number, lic.expires_on, l.item_id, coalesce(nullif(i.display_name, ''), i.item_name),
        l.unit_id, l.quantity, l.rx_level, o.order_date
      FROM sales_order_lines l
        JOIN sales_orders o ON o.id = l.sales_order_id
        JOIN items i ON i.id = l.item_id
        CROSS JOIN LATERAL (
          SELECT al.licence_number, al.expires_on FROM address_licences al
          WHERE al.address_id = o.ship_address_id AND al.rx_level = l.rx_level AND al.status = 'verified'
          ORDER BY al.expires_on DESC LIMIT 1
        ) lic
      WHERE l.rx_level > 0
      ORDER BY o.order_date, l.id`,
  );
}
