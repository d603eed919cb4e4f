// Demo lots (issue 34 point 1, ADR 0049 and 0052): the demo catalogue's drugs, diagnostics, sutures
// and sterile supplies carry lots. Each such item in stock holds 1–3 lots whose units on hand add up
// to exactly its physical stock (quantity_available plus its committed, unshipped units in stock
// units: ADR 0049's invariant); most expire more than a year out, every fifth item's first lot
// and the best-selling lot item's in about 4–5 months, so the product page's dating notice shows
// ("Ships with 4 months' dating" under the default threshold of 6). The demo's shipments of these
// items record the lot they drew (the item's first-expiring lot), so order details, invoices and
// packing slips name lot and expiry. The recall's item (recalls.ts, lots LK-2417A and LK-2502C)
// carries lots too: its stock is squared with the lots it holds. Every lot gets the movements that
// explain it (a receipt, then a shipment per line). Written after the bulk load, set-based: a few
// statements whatever the catalogue's size.
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../client.ts';
import { intArray } from '../sql-text.ts';

const DAY = 24 * 60 * 60 * 1000;

/** Items of these kinds carry lots: by category path or by name ('Sterile …', not 'Non-Sterile'). */
const LOT_ITEM = sql`NOT i.is_matrix_parent AND (
    i.category_path LIKE 'Prescription Pharmaceuticals%' OR i.category_path LIKE 'Diagnostics%'
    OR i.category_path ILIKE '%suture%' OR i.display_name ILIKE '%suture%'
    OR (i.display_name ILIKE '%sterile%' AND i.display_name NOT ILIKE '%non-sterile%'))`;

/** An item's physical stock in stock units: on the shelf for sale plus committed, unshipped units. */
const PHYSICAL = sql`i.quantity_available + coalesce((SELECT sum(round((l.quantity - l.quantity_cancelled
    - l.quantity_backordered - l.quantity_fulfilled) * u.conversion_rate))::int
  FROM sales_order_lines l JOIN units u ON u.id = l.unit_id WHERE l.item_id = i.id), 0)`;

export async function seedLots(db: Db, now: Date): Promise<void> {
  const today = now.toISOString().slice(0, 10);
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY).toISOString();
  // The items that get their lots here: of a lot-carrying kind, none yet (the recall's item has its
  // own), and not below zero (a correction no lot could hold).
  const fresh = await queryRows<{ id: number }>(
    db,
    sql`UPDATE items i SET carries_lots = true
      WHERE ${LOT_ITEM} AND NOT EXISTS (SELECT 1 FROM item_lots x WHERE x.item_id = i.id) AND ${PHYSICAL} >= 0
      RETURNING i.id`,
  );
  const ids = fresh.map((r) => r.id);
  if (ids.length > 0) {
    // The best-selling of them ships with short dating: the product page's notice on a known item.
    await db.execute(
      sql`WITH stock AS (SELECT i.id, (${PHYSICAL})::int AS units FROM items i WHERE i.id = ANY(${intArray(ids)})),
        best AS (SELECT l.item_id FROM sales_order_lines l JOIN stock s ON s.id = l.item_id AND s.units > 0
          GROUP BY l.item_id ORDER BY count(*) DESC, l.item_id LIMIT 1),
        lots AS (SELECT s.id AS item_id, s.units, least(s.units, 1 + s.id % 3) AS n, k,
            (s.id % 5 = 0 OR s.id IN (SELECT item_id FROM best)) AS short
          FROM stock s, generate_series(0, least(s.units, 1 + s.id % 3) - 1) AS k WHERE s.units > 0)
        INSERT INTO item_lots (item_id, lot_number, expires_on, quantity_on_hand, received_at, created_at)
        SELECT item_id,
          to_char(${today}::date - (30 * (n - k) + 30), 'YY') || chr(65 + item_id % 26)
            || lpad(((item_id * 7919) % 10000)::text, 4, '0') || '-' || (k + 1),
          ${today}::date + CASE WHEN k = 0 AND short THEN 140 + item_id % 10
            ELSE 400 + item_id % 300 + 180 * k END,
          units / n + CASE WHEN k < units % n THEN 1 ELSE 0 END,
          ${today}::timestamptz - make_interval(days => 30 * (n - k) + 30),
          ${today}::timestamptz - make_interval(days => 30 * (n - k) + 30)
        FROM lots ORDER BY item_id, k`,
    );
    // The demo's shipments of these items drew their first-expiring lot (in stock units).
    await db.execute(
      sql`INSERT INTO fulfillment_line_lots (fulfillment_line_id, lot_id, quantity)
        SELECT fl.id, first.id, round(fl.quantity * u.conversion_rate)::int
        FROM fulfillment_lines fl JOIN fulfillments f ON f.id = fl.fulfillment_id
        JOIN sales_order_lines l ON l.id = fl.sales_order_line_id JOIN units u ON u.id = l.unit_id
        JOIN LATERAL (SELECT x.id FROM item_lots x WHERE x.item_id = l.item_id
          ORDER BY x.expires_on, x.id LIMIT 1) first ON true
        WHERE l.item_id = ANY(${intArray(ids)}) AND f.status IN ('Shipped', 'Delivered') AND fl.quantity > 0
        ORDER BY fl.id`,
    );
    // A lot that shipped was received before its first shipment.
    await db.execute(
      sql`UPDATE item_lots x SET received_at = least(x.received_at, s.first_shipped - interval '7 days'),
          created_at = least(x.created_at, s.first_shipped - interval '7 days')
        FROM (SELECT fll.lot_id, min(f.shipped_at) AS first_shipped FROM fulfillment_line_lots fll
          JOIN fulfillment_lines fl ON fl.id = fll.fulfillment_line_id JOIN fulfillments f ON f.id = fl.fulfillment_id
          GROUP BY fll.lot_id) s
        WHERE s.lot_id = x.id AND x.item_id = ANY(${intArray(ids)})`,
    );
  }
  // The recall's item carries lots; its stock is squared with them: a further lot holds what the
  // shelf has beyond them, or the shelf rises to what they hold.
  await db.execute(
    sql`UPDATE items i SET carries_lots = true
      WHERE NOT i.carries_lots AND EXISTS (SELECT 1 FROM item_lots x WHERE x.item_id = i.id)`,
  );
  const recalled = await queryRows<{ id: number; lots: number; physical: number }>(
    db,
    sql`SELECT i.id, (SELECT sum(x.quantity_on_hand)::int FROM item_lots x WHERE x.item_id = i.id) AS lots,
        (${PHYSICAL})::int AS physical
      FROM items i WHERE i.carries_lots AND NOT (i.id = ANY(${intArray(ids)}))
      ORDER BY i.id`,
  );
  for (const item of recalled) {
    if (item.physical > item.lots) {
      await db.execute(
        sql`INSERT INTO item_lots (item_id, lot_number, expires_on, quantity_on_hand, received_at, created_at)
          VALUES (${item.id}, 'LK-2608B', ${today}::date + 540, ${item.physical - item.lots}, ${daysAgo(20)}, ${daysAgo(20)})`,
      );
    } else if (item.physical < item.lots) {
      await db.execute(
        sql`UPDATE items SET quantity_available = quantity_available + ${item.lots - item.physical} WHERE id = ${item.id}`,
      );
    }
  }
  // Each lot's movements: its receipt (what it holds, on the shelf or apart, plus what shipped), then
  // each line it shipped, then the quarantine of a recalled lot's units when its sale stopped.
  await db.execute(
    sql`INSERT INTO lot_movements (lot_id, kind, on_hand_delta, note, created_at)
      SELECT x.id, 'receipt', x.quantity_on_hand + x.quantity_quarantined
          + coalesce((SELECT sum(fll.quantity) FROM fulfillment_line_lots fll WHERE fll.lot_id = x.id), 0),
        'Demo receipt', x.received_at
      FROM item_lots x WHERE NOT EXISTS (SELECT 1 FROM lot_movements m WHERE m.lot_id = x.id)
      ORDER BY x.id`,
  );
  await db.execute(
    sql`INSERT INTO lot_movements (lot_id, kind, on_hand_delta, quarantined_delta, note, created_at)
      SELECT x.id, 'quarantine', -x.quantity_quarantined, x.quantity_quarantined, 'Recall: sale stopped',
        x.sale_stopped_at
      FROM item_lots x WHERE x.quantity_quarantined > 0 AND x.sale_stopped_at IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM lot_movements m WHERE m.lot_id = x.id AND m.kind = 'quarantine')
      ORDER BY x.id`,
  );
  await db.execute(
    sql`INSERT INTO lot_movements (lot_id, kind, on_hand_delta, fulfillment_line_id, created_at)
      SELECT fll.lot_id, 'shipment', -fll.quantity, fll.fulfillment_line_id, f.shipped_at
      FROM fulfillment_line_lots fll JOIN fulfillment_lines fl ON fl.id = fll.fulfillment_line_id
      JOIN fulfillments f ON f.id = fl.fulfillment_id
      WHERE NOT EXISTS (SELECT 1 FROM lot_movements m WHERE m.fulfillment_line_id = fll.fulfillment_line_id
        AND m.lot_id = fll.lot_id)
      ORDER BY fll.fulfillment_line_id, fll.lot_id`,
  );
}
