// item_effective_prices (migration 0008) checked against the price rule evaluated from scratch, the
// way the listing evaluated it per row before the table existed: the level's own price, else
// 'List Price', else the cheapest active variant at the level, for every listed item and level.
// Written independently of the triggers' set-based refresh, so a mistake in either shows up here.
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../src/db/client.ts';

export interface EffectivePriceDrift {
  drift: 'missing' | 'extra';
  price_level_id: number;
  item_id: number;
  price_cents: number | null;
}

/** Rows of item_effective_prices that differ from the price rule evaluated now (none when in step). */
export function effectivePriceDrift(db: Db): Promise<EffectivePriceDrift[]> {
  return queryRows<EffectivePriceDrift>(
    db,
    sql`WITH expected AS (
        SELECT l.id AS price_level_id, p.id AS item_id, coalesce(
          (SELECT ip.price_cents FROM item_prices ip WHERE ip.item_id = p.id AND ip.price_level_id = l.id),
          (SELECT ip.price_cents FROM item_prices ip JOIN price_levels pl ON pl.id = ip.price_level_id
            WHERE ip.item_id = p.id AND pl.name = 'List Price'),
          (SELECT min(ip.price_cents) FROM items v JOIN item_prices ip ON ip.item_id = v.id
            WHERE v.parent_id = p.id AND NOT v.inactive AND ip.price_level_id = l.id)) AS price_cents
        FROM items p CROSS JOIN price_levels l WHERE NOT p.inactive AND p.parent_id IS NULL),
      actual AS (SELECT price_level_id, item_id, price_cents FROM item_effective_prices)
      (SELECT 'missing' AS drift, * FROM (SELECT * FROM expected EXCEPT SELECT * FROM actual) e)
      UNION ALL
      (SELECT 'extra', * FROM (SELECT * FROM actual EXCEPT SELECT * FROM expected) a)
      ORDER BY 3, 2, 1`,
  );
}
