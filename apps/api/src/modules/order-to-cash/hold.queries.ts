// What an order holds, as read inside a command's transaction (hold.ts; domain orderHoldCents).
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.ts';

export interface HoldRow {
  id: number;
  tran_id: string;
  account_id: number;
  status: string;
  payment_type: 'terms' | 'card' | 'ach';
  payment_authorization_id: string | null;
  total_cents: number;
  invoiced_cents: number;
  captured_fee_cents: number;
  lines: Array<{
    quantity: number;
    quantityCancelled: number;
    quantityBilled: number;
    unitPriceCents: number;
  }>;
}

export async function holdRow(db: DbOrTx, orderId: number): Promise<HoldRow | null> {
  const rows = await queryRows<HoldRow>(
    db,
    sql`SELECT o.id, o.tran_id, o.account_id, o.status, o.payment_type, o.payment_authorization_id, o.total_cents,
        coalesce((SELECT sum(i.total_cents) FROM invoices i WHERE i.sales_order_id = o.id), 0)::int AS invoiced_cents,
        coalesce((SELECT sum(p.convenience_fee_cents) FROM payments p WHERE p.sales_order_id = o.id), 0)::int
          AS captured_fee_cents,
        (SELECT coalesce(json_agg(json_build_object('quantity', l.quantity, 'quantityCancelled', l.quantity_cancelled,
            'quantityBilled', l.quantity_billed, 'unitPriceCents', l.unit_price_cents)), '[]'::json)
          FROM sales_order_lines l WHERE l.sales_order_id = o.id) AS lines
      FROM sales_orders o WHERE o.id = ${orderId}`,
  );
  return rows[0] ?? null;
}
