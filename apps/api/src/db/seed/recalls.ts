// Demo recall (issue 34 point 2, ADR 0050): an item the demo store shipped to Lakeside Clinic, to
// Northwind Family Practice and to other clinics carries lots. Lot LK-2417A went to Lakeside and one
// other clinic and is recalled, published nine days ago: Lakeside (admin@lakeside-clinic.example)
// acknowledged it; the other clinic has not, and was reminded once. Lot LK-2502C went to Northwind
// Family Practice alone (jordan.miles@northwind-health.example, its administrator): the browser
// journey recalls it. The item's other shipments recorded no lot (shipped before lots were kept). Lot receiving is built
// beside this (its own seed), so the recalled lot and the lots each shipment carried are written
// here on top of the demo's real fulfilments. Written after the bulk load, with the database's ids,
// as publishing would have written them: the shipments reached, the accounts to answer, the
// notices with their bell and mail times, and each contact's bell entry.
import { sql } from 'drizzle-orm';
import { NOTIFICATION_TYPES } from '@medsupply/contract';
import { recallNumberOf } from '@medsupply/domain';
import { queryRows, type Db } from '../client.ts';

const DAY = 24 * 60 * 60 * 1000;
export const DEMO_RECALL_LOT = 'LK-2417A';
/** The lot the browser journey recalls: shipped to Northwind Family Practice only. */
export const DEMO_JOURNEY_LOT = 'LK-2502C';
export const DEMO_RECALL_JOURNEY_LOGIN = 'jordan.miles@northwind-health.example';
const OTHER_LOT = DEMO_JOURNEY_LOT;

async function one<T>(db: Db, query: ReturnType<typeof sql>): Promise<T | undefined> {
  const [row] = await queryRows<T>(db, query);
  return row;
}

const SHIPPED = sql`f.status IN ('Shipped', 'Delivered')`;

export async function seedRecalls(db: Db, now: Date): Promise<void> {
  const lakeside = await one<{ account_id: number; user_id: number }>(
    db,
    sql`SELECT account_id, id AS user_id FROM users WHERE username = 'admin@lakeside-clinic.example'`,
  );
  if (!lakeside) return;
  const family = await one<{ account_id: number }>(
    db,
    sql`SELECT account_id FROM users WHERE username = ${DEMO_RECALL_JOURNEY_LOGIN}`,
  );
  if (!family) return;
  // The item shipped to Lakeside, to Northwind Family Practice and to another clinic that reached
  // the most accounts.
  const pick = await one<{ item_id: number; other_account: number }>(
    db,
    sql`SELECT l.item_id,
        min(f.account_id) FILTER (WHERE f.account_id NOT IN (${lakeside.account_id}, ${family.account_id})) AS other_account
      FROM fulfillment_lines fl JOIN fulfillments f ON f.id = fl.fulfillment_id
      JOIN sales_order_lines l ON l.id = fl.sales_order_line_id
      WHERE ${SHIPPED} AND fl.quantity > 0
      GROUP BY l.item_id
      HAVING bool_or(f.account_id = ${lakeside.account_id}) AND bool_or(f.account_id = ${family.account_id})
        AND count(DISTINCT f.account_id) >= 3
      ORDER BY count(DISTINCT f.account_id) DESC, l.item_id LIMIT 1`,
  );
  if (!pick) return;
  const expires = new Date(now.getTime() + 400 * DAY).toISOString().slice(0, 10);
  const publishedAt = new Date(now.getTime() - 9 * DAY);
  const acknowledgedAt = new Date(now.getTime() - 7 * DAY);
  const remindedAt = new Date(now.getTime() - 2 * DAY);
  const received = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY).toISOString();
  const lots = await queryRows<{ id: number; lot_number: string }>(
    db,
    // Publishing quarantined the recalled lot's 36 units left on the shelf (lots.ts writes the
    // movements): they no longer count in the item's stock.
    sql`INSERT INTO item_lots (item_id, lot_number, expires_on, quantity_on_hand, quantity_quarantined, received_at,
        created_at, sale_stopped_at)
      VALUES (${pick.item_id}, ${DEMO_RECALL_LOT}, ${expires}, 0, 36, ${received(120)}, ${received(120)}, ${publishedAt.toISOString()}),
        (${pick.item_id}, ${OTHER_LOT}, ${expires}, 80, 0, ${received(60)}, ${received(60)}, NULL)
      RETURNING id, lot_number`,
  );
  const recalled = lots.find((l) => l.lot_number === DEMO_RECALL_LOT)?.id;
  const other = lots.find((l) => l.lot_number === OTHER_LOT)?.id;
  if (recalled === undefined || other === undefined) throw new Error('recall seed: lots not written');
  // Lakeside's and the other clinic's shipments of the item carried the recalled lot, Northwind
  // Family Practice's the journey's lot; the rest recorded none.
  await db.execute(
    sql`INSERT INTO fulfillment_line_lots (fulfillment_line_id, lot_id, quantity)
      SELECT fl.id, CASE WHEN f.account_id = ${family.account_id} THEN ${other}::int ELSE ${recalled}::int END,
        fl.quantity
      FROM fulfillment_lines fl JOIN fulfillments f ON f.id = fl.fulfillment_id
      JOIN sales_order_lines l ON l.id = fl.sales_order_line_id
      WHERE ${SHIPPED} AND l.item_id = ${pick.item_id} AND fl.quantity > 0
        AND f.account_id IN (${lakeside.account_id}, ${pick.other_account}, ${family.account_id})`,
  );
  const staff = await one<{ id: number }>(
    db,
    sql`SELECT id FROM staff_members WHERE username = 'compliance@staff.medsupply.example'`,
  );
  const [recall] = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO recalls (recall_number, status, recall_class, title, reason, instructions, created_by_staff_id,
        published_at, published_by_staff_id, created_at, updated_at)
      VALUES ('RC-demo', 'published', 'II', ${`Lot ${DEMO_RECALL_LOT}: packaging seal may fail`},
        'The manufacturer found that the sterile packaging seal of this lot may open in transit, so sterility cannot be assured.',
        ${'Stop using the units of lot ' + DEMO_RECALL_LOT + ' at once and keep them apart from other stock. Count the units you still hold, acknowledge this recall, then request a return from the order to receive a credit.'},
        ${staff?.id ?? null}, ${publishedAt.toISOString()}, ${staff?.id ?? null},
        ${new Date(publishedAt.getTime() - 3_600_000).toISOString()}, ${publishedAt.toISOString()})
      RETURNING id`,
  );
  if (!recall) throw new Error('recall seed: recall not written');
  await db.execute(
    sql`UPDATE recalls SET recall_number = ${recallNumberOf(recall.id)} WHERE id = ${recall.id}`,
  );
  await db.execute(
    sql`INSERT INTO recall_scope (recall_id, item_id, lot_id) VALUES (${recall.id}, ${pick.item_id}, ${recalled})`,
  );
  await db.execute(
    sql`INSERT INTO recall_shipments (recall_id, account_id, ship_address_id, item_id, lot_id, quantity)
      SELECT ${recall.id}::int, f.account_id, o.ship_address_id, l.item_id, fll.lot_id, sum(fll.quantity)::int
      FROM fulfillment_line_lots fll JOIN fulfillment_lines fl ON fl.id = fll.fulfillment_line_id
      JOIN fulfillments f ON f.id = fl.fulfillment_id
      JOIN sales_order_lines l ON l.id = fl.sales_order_line_id
      JOIN sales_orders o ON o.id = f.sales_order_id
      WHERE ${SHIPPED} AND fll.lot_id = ${recalled}
      GROUP BY f.account_id, o.ship_address_id, l.item_id, fll.lot_id`,
  );
  await db.execute(
    sql`INSERT INTO recall_accounts (recall_id, account_id, acknowledged_at, acknowledged_by_user_id, units_on_hand, note,
        reminders_sent, last_reminded_at)
      SELECT DISTINCT ${recall.id}::int, account_id,
        CASE WHEN account_id = ${lakeside.account_id} THEN ${acknowledgedAt.toISOString()}::timestamptz END,
        CASE WHEN account_id = ${lakeside.account_id} THEN ${lakeside.user_id}::int END,
        CASE WHEN account_id = ${lakeside.account_id} THEN 4 END,
        CASE WHEN account_id = ${lakeside.account_id} THEN 'Four boxes set aside in the supply room for return.' END,
        CASE WHEN account_id = ${lakeside.account_id} THEN 0 ELSE 1 END,
        CASE WHEN account_id = ${lakeside.account_id} THEN NULL ELSE ${remindedAt.toISOString()}::timestamptz END
      FROM recall_shipments WHERE recall_id = ${recall.id}`,
  );
  // The notices: every active administrator of each account reached, and who placed the orders;
  // a reminder two days ago for those who have not answered; each shown and mailed a minute later.
  const notices = await queryRows<{ id: number; user_id: number; kind: string; created_at: string }>(
    db,
    sql`WITH told AS (
        SELECT ra.account_id, u.id AS user_id, 'admin' AS role, u.email, 1 AS rank
        FROM recall_accounts ra JOIN users u ON u.account_id = ra.account_id AND u.is_active AND u.is_admin
        WHERE ra.recall_id = ${recall.id}
        UNION ALL
        SELECT DISTINCT f.account_id, u.id, 'orderer', u.email, 2
        FROM fulfillment_line_lots fll JOIN fulfillment_lines fl ON fl.id = fll.fulfillment_line_id
        JOIN fulfillments f ON f.id = fl.fulfillment_id JOIN sales_orders o ON o.id = f.sales_order_id
        JOIN users u ON u.id = o.placed_by AND u.is_active
        WHERE ${SHIPPED} AND fll.lot_id = ${recalled}),
      once AS (SELECT DISTINCT ON (account_id, user_id) account_id, user_id, role, email FROM told
        ORDER BY account_id, user_id, rank),
      rows AS (
        SELECT account_id, user_id, role, email, 'notice' AS kind, 0 AS round, ${publishedAt.toISOString()}::timestamptz AS at
        FROM once
        UNION ALL
        SELECT o.account_id, o.user_id, o.role, o.email, 'reminder', 1, ${remindedAt.toISOString()}::timestamptz
        FROM once o JOIN recall_accounts ra ON ra.recall_id = ${recall.id} AND ra.account_id = o.account_id
        WHERE ra.acknowledged_at IS NULL)
      INSERT INTO recall_notices (recall_id, account_id, user_id, kind, round, role, email, created_at, bell_at, mailed_at)
      SELECT ${recall.id}::int, account_id, user_id, kind, round, role, email, at, at + interval '1 minute', at + interval '1 minute'
      FROM rows ORDER BY kind, account_id, user_id
      RETURNING id, user_id, kind, created_at::text`,
  );
  for (const notice of notices) {
    const acknowledgedContact = notice.user_id === lakeside.user_id;
    await db.execute(
      sql`INSERT INTO notifications (user_id, notification_type, meta_data, dedupe_key, unread, created_at)
        VALUES (${notice.user_id}, ${NOTIFICATION_TYPES.productRecall},
          ${JSON.stringify({ recallId: recall.id, recallNumber: recallNumberOf(recall.id), recallClass: 'II', title: `Lot ${DEMO_RECALL_LOT}: packaging seal may fail`, kind: notice.kind })}::jsonb,
          ${`recall-notice:${notice.id}`}, ${!acknowledgedContact}, ${notice.created_at}::timestamptz)
        ON CONFLICT DO NOTHING`,
    );
  }
}
