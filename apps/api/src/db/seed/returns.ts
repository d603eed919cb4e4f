// Demo returns (issue 34 point 3, ADR 0051): Lakeside Family Clinic has one return authorized (its
// RMA number and label ready, waiting for the parcel) and one received and credited, with its credit
// memo on the clinic's Credit Memos page, each on a delivered line of one of its invoiced orders, so
// a newcomer sees /myaccount/menu/returns and the back office's queue with data. Written after the
// bulk load (the identity sequences are past the loaded ids), as the returns commands would have.
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../client.ts';

const DAY = 24 * 60 * 60 * 1000;

interface DeliveredLine {
  order_id: number;
  line_id: number;
  invoice_id: number;
  invoice_line_id: number;
  unit_price_cents: number;
  placed_by: number;
}

/**
 * Delivered lines of the clinic's orders, one per order, each with an invoice line that billed it
 * and has a unit left to credit (newest orders first).
 */
async function deliveredLines(db: Db, accountId: number): Promise<DeliveredLine[]> {
  return queryRows<DeliveredLine>(
    db,
    sql`SELECT DISTINCT ON (o.id) o.id AS order_id, l.id AS line_id, i.id AS invoice_id, il.id AS invoice_line_id,
        il.unit_price_cents, o.placed_by
      FROM sales_orders o
        JOIN sales_order_lines l ON l.sales_order_id = o.id
        JOIN fulfillment_lines fl ON fl.sales_order_line_id = l.id
        JOIN fulfillments f ON f.id = fl.fulfillment_id AND f.status = 'Delivered'
        JOIN invoices i ON i.sales_order_id = o.id
        JOIN invoice_lines il ON il.invoice_id = i.id AND il.item_id = l.item_id AND il.unit_id = l.unit_id
      WHERE o.account_id = ${accountId} AND o.placed_by IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM rx_levels x WHERE x.id = l.rx_level AND x.is_controlled_substance)
        AND il.quantity > coalesce((SELECT sum(cl.quantity) FROM credit_memo_lines cl WHERE cl.invoice_line_id = il.id), 0)
        AND i.total_cents - coalesce((SELECT sum(m.total_cents) FROM credit_memos m WHERE m.invoice_id = i.id), 0)
          >= il.unit_price_cents
      ORDER BY o.id DESC, l.line_number
      LIMIT 2`,
  );
}

async function insertReturn(
  db: Db,
  r: {
    line: DeliveredLine;
    accountId: number;
    staffId: number;
    status: 'authorized' | 'credited';
    reason: string;
    note: string;
    requestedAt: Date;
  },
): Promise<number> {
  const authorizedAt = new Date(r.requestedAt.getTime() + DAY);
  const receivedAt = new Date(r.requestedAt.getTime() + 6 * DAY);
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`WITH n AS (SELECT nextval(pg_get_serial_sequence('returns', 'id'))::int AS id)
      INSERT INTO returns (id, return_number, rma_number, account_id, sales_order_id, requested_by_user_id, status,
        reason, note, authorized_at, authorized_by_staff_id, received_at, received_by_staff_id, created_at, updated_at)
      OVERRIDING SYSTEM VALUE
      SELECT n.id, 'RT-' || (100000 + n.id), 'RMA-' || (100000 + n.id), ${r.accountId}, ${r.line.order_id},
        ${r.line.placed_by}, ${r.status}, ${r.reason}, ${r.note}, ${authorizedAt}, ${r.staffId},
        ${r.status === 'credited' ? receivedAt : null}, ${r.status === 'credited' ? r.staffId : null},
        ${r.requestedAt}, ${r.requestedAt}
      FROM n RETURNING id`,
  );
  if (!row) throw new Error('returns seed: the return was not written');
  await db.execute(
    sql`INSERT INTO return_lines (return_id, sales_order_line_id, quantity, received_quantity, disposition, credit_cents)
      VALUES (${row.id}, ${r.line.line_id}, 1, ${r.status === 'credited' ? 1 : null},
        ${r.status === 'credited' ? 'stock' : null}, ${r.status === 'credited' ? r.line.unit_price_cents : null})`,
  );
  return row.id;
}

export async function seedReturns(db: Db, now: Date): Promise<void> {
  const [clinic] = await queryRows<{ id: number }>(
    db,
    sql`SELECT account_id AS id FROM users WHERE username = 'admin@lakeside-clinic.example'`,
  );
  const [staff] = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM staff_members WHERE username = 'orders@staff.medsupply.example'`,
  );
  if (!clinic || !staff) throw new Error('returns seed: the demo clinic or the order desk is missing');
  const [open, done] = await deliveredLines(db, clinic.id);
  if (!open || !done) throw new Error('returns seed: the demo clinic has too few delivered, invoiced lines');

  await insertReturn(db, {
    line: open,
    accountId: clinic.id,
    staffId: staff.id,
    status: 'authorized',
    reason: 'damaged',
    note: 'One box arrived crushed; the inner packs are torn.',
    requestedAt: new Date(now.getTime() - 2 * DAY),
  });

  const creditedId = await insertReturn(db, {
    line: done,
    accountId: clinic.id,
    staffId: staff.id,
    status: 'credited',
    reason: 'wrongItem',
    note: 'We ordered the small size; this is the large.',
    requestedAt: new Date(now.getTime() - 20 * DAY),
  });
  const creditedAt = new Date(now.getTime() - 13 * DAY);
  // The memo order-to-cash's credit would have written: one unit at the invoiced price, against the
  // invoice (already paid, so the credit stays with the clinic to apply).
  const [memo] = await queryRows<{ id: number }>(
    db,
    sql`WITH n AS (SELECT nextval(pg_get_serial_sequence('credit_memos', 'id'))::int AS id)
      INSERT INTO credit_memos (id, tran_id, account_id, invoice_id, total_cents, reason, applied_cents, memo_date,
        created_at)
      OVERRIDING SYSTEM VALUE
      SELECT n.id, 'CM-' || (100000 + n.id), ${clinic.id}, ${done.invoice_id}, ${done.unit_price_cents},
        (SELECT 'Return ' || return_number || ' (' || rma_number || ')' FROM returns WHERE id = ${creditedId}),
        0, ${creditedAt}, ${creditedAt}
      FROM n RETURNING id`,
  );
  if (!memo) throw new Error('returns seed: the credit memo was not written');
  await db.execute(
    sql`INSERT INTO credit_memo_lines (credit_memo_id, invoice_line_id, quantity, unit_price_cents, amount_cents)
      VALUES (${memo.id}, ${done.invoice_line_id}, 1, ${done.unit_price_cents}, ${done.unit_price_cents})`,
  );
  await db.execute(sql`UPDATE returns SET credit_memo_id = ${memo.id} WHERE id = ${creditedId}`);
}
