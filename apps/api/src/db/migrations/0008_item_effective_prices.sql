CREATE TABLE "item_effective_prices" (
	"item_id" integer NOT NULL,
	"price_level_id" integer NOT NULL,
	"price_cents" integer,
	CONSTRAINT "item_effective_prices_item_id_price_level_id_pk" PRIMARY KEY("item_id","price_level_id")
);
--> statement-breakpoint
CREATE INDEX "item_effective_prices_asc_idx" ON "item_effective_prices" USING btree ("price_level_id","price_cents","item_id");--> statement-breakpoint
CREATE INDEX "item_effective_prices_desc_idx" ON "item_effective_prices" USING btree ("price_level_id","price_cents" DESC NULLS LAST,"item_id");--> statement-breakpoint
-- A buyer's price of each listed item at each level, as the listing sorts by it (docs/decisions/0011):
-- the level's own price, else 'List Price', else the cheapest active variant at the level; NULL when
-- none. Kept by statement triggers on items, item_prices and price_levels, like item_search (0005):
-- `ids` are the items to recompute, NULL for all. Upserts (not delete and re-insert), so concurrent
-- writers of the same item's prices wait on the row instead of colliding on its key, and unchanged
-- prices write nothing.
-- Set-based: the three prices are joined for the batch's items at once (the cheapest variant grouped
-- from the variants of those items only), not looked up per item and level; a correlated lookup of
-- the variants read the whole items table per item and level when items_parent_idx was missing (the
-- seed drops it while loading), 74 ms × 4,010 rows for one batch of 1,000 items at 100k.
-- plan_cache_mode: each call is planned with its own `ids`, so `ids IS NULL` folds away and a batch
-- reads the primary key (item_id first) instead of a plan made for any `ids`. jit: the whole-table
-- refresh is estimated above jit_above_cost; compiling would cost more than it saves on small batches.
CREATE FUNCTION item_effective_prices_refresh(ids integer[]) RETURNS void LANGUAGE plpgsql
SET plan_cache_mode = force_custom_plan SET jit = off AS $$
BEGIN
  IF cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  DELETE FROM item_effective_prices e
  WHERE (ids IS NULL OR e.item_id = ANY(ids))
    AND (NOT EXISTS (SELECT FROM items p WHERE p.id = e.item_id AND p.listed)
      OR NOT EXISTS (SELECT FROM price_levels l WHERE l.id = e.price_level_id));
  INSERT INTO item_effective_prices AS e (item_id, price_level_id, price_cents)
  SELECT p.id, l.id, coalesce(own.price_cents, list.price_cents, variant.price_cents)
  FROM items p
  CROSS JOIN price_levels l
  LEFT JOIN item_prices own ON own.item_id = p.id AND own.price_level_id = l.id
  LEFT JOIN (SELECT ip.item_id, ip.price_cents FROM item_prices ip
      JOIN price_levels pl ON pl.id = ip.price_level_id
      WHERE pl.name = 'List Price' AND (ids IS NULL OR ip.item_id = ANY(ids))) list
    ON list.item_id = p.id
  LEFT JOIN (SELECT v.parent_id, ip.price_level_id, min(ip.price_cents) AS price_cents
      FROM items v JOIN item_prices ip ON ip.item_id = v.id
      WHERE NOT v.inactive AND v.parent_id IS NOT NULL AND (ids IS NULL OR v.parent_id = ANY(ids))
      GROUP BY v.parent_id, ip.price_level_id) variant
    ON variant.parent_id = p.id AND variant.price_level_id = l.id
  WHERE p.listed AND (ids IS NULL OR p.id = ANY(ids))
  ORDER BY 1, 2
  ON CONFLICT (item_id, price_level_id) DO UPDATE SET price_cents = excluded.price_cents
  WHERE e.price_cents IS DISTINCT FROM excluded.price_cents;
END
$$;
--> statement-breakpoint
-- items: an item inserted, deleted, or whose listed / inactive / parent changed; with its parents
-- (a variant's price or activity changes its parent's cheapest-variant price).
CREATE FUNCTION item_effective_prices_items() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM item_effective_prices_refresh(NULL);
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM item_effective_prices_refresh(ARRAY(
      SELECT id FROM new_items UNION SELECT parent_id FROM new_items WHERE parent_id IS NOT NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM item_effective_prices_refresh(ARRAY(
      SELECT id FROM old_items UNION SELECT parent_id FROM old_items WHERE parent_id IS NOT NULL));
  ELSE
    PERFORM item_effective_prices_refresh(ARRAY(
      SELECT x.id FROM new_items n JOIN old_items o ON o.id = n.id
        CROSS JOIN LATERAL (VALUES (n.id), (n.parent_id), (o.parent_id)) AS x(id)
      WHERE x.id IS NOT NULL
        AND (n.listed, n.inactive, n.parent_id) IS DISTINCT FROM (o.listed, o.inactive, o.parent_id)));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- item_prices: the items whose prices changed, with their parents.
CREATE FUNCTION item_effective_prices_item_prices() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM item_effective_prices_refresh(NULL);
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM item_effective_prices_refresh(ARRAY(
      SELECT i.id FROM items i WHERE i.id IN (SELECT item_id FROM new_rows)
      UNION SELECT i.parent_id FROM items i WHERE i.id IN (SELECT item_id FROM new_rows) AND i.parent_id IS NOT NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM item_effective_prices_refresh(ARRAY(
      SELECT i.id FROM items i WHERE i.id IN (SELECT item_id FROM old_rows)
      UNION SELECT i.parent_id FROM items i WHERE i.id IN (SELECT item_id FROM old_rows) AND i.parent_id IS NOT NULL));
  ELSE
    PERFORM item_effective_prices_refresh(ARRAY(
      SELECT i.id FROM items i WHERE i.id IN (SELECT item_id FROM new_rows UNION SELECT item_id FROM old_rows)
      UNION SELECT i.parent_id FROM items i
        WHERE i.id IN (SELECT item_id FROM new_rows UNION SELECT item_id FROM old_rows) AND i.parent_id IS NOT NULL));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- price_levels: a level added, removed or renamed (to or from 'List Price') changes every item.
CREATE FUNCTION item_effective_prices_levels() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM item_effective_prices_refresh(NULL);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER items_effective_prices_insert AFTER INSERT ON items
  REFERENCING NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION item_effective_prices_items();
--> statement-breakpoint
CREATE TRIGGER items_effective_prices_update AFTER UPDATE ON items
  REFERENCING OLD TABLE AS old_items NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION item_effective_prices_items();
--> statement-breakpoint
CREATE TRIGGER items_effective_prices_delete AFTER DELETE ON items
  REFERENCING OLD TABLE AS old_items FOR EACH STATEMENT EXECUTE FUNCTION item_effective_prices_items();
--> statement-breakpoint
CREATE TRIGGER items_effective_prices_truncate AFTER TRUNCATE ON items
  FOR EACH STATEMENT EXECUTE FUNCTION item_effective_prices_items();
--> statement-breakpoint
CREATE TRIGGER item_prices_effective_insert AFTER INSERT ON item_prices
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION item_effective_prices_item_prices();
--> statement-breakpoint
CREATE TRIGGER item_prices_effective_update AFTER UPDATE ON item_prices
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION item_effective_prices_item_prices();
--> statement-breakpoint
CREATE TRIGGER item_prices_effective_delete AFTER DELETE ON item_prices
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION item_effective_prices_item_prices();
--> statement-breakpoint
CREATE TRIGGER item_prices_effective_truncate AFTER TRUNCATE ON item_prices
  FOR EACH STATEMENT EXECUTE FUNCTION item_effective_prices_item_prices();
--> statement-breakpoint
CREATE TRIGGER price_levels_effective_change AFTER INSERT OR UPDATE OR DELETE ON price_levels
  FOR EACH STATEMENT EXECUTE FUNCTION item_effective_prices_levels();
--> statement-breakpoint
CREATE TRIGGER price_levels_effective_truncate AFTER TRUNCATE ON price_levels
  FOR EACH STATEMENT EXECUTE FUNCTION item_effective_prices_levels();
--> statement-breakpoint
-- Fire in every replication role, so the seed's bulk writer cannot bypass them (as 0007).
ALTER TABLE items ENABLE ALWAYS TRIGGER items_effective_prices_insert;
--> statement-breakpoint
ALTER TABLE items ENABLE ALWAYS TRIGGER items_effective_prices_update;
--> statement-breakpoint
ALTER TABLE items ENABLE ALWAYS TRIGGER items_effective_prices_delete;
--> statement-breakpoint
ALTER TABLE items ENABLE ALWAYS TRIGGER items_effective_prices_truncate;
--> statement-breakpoint
ALTER TABLE item_prices ENABLE ALWAYS TRIGGER item_prices_effective_insert;
--> statement-breakpoint
ALTER TABLE item_prices ENABLE ALWAYS TRIGGER item_prices_effective_update;
--> statement-breakpoint
ALTER TABLE item_prices ENABLE ALWAYS TRIGGER item_prices_effective_delete;
--> statement-breakpoint
ALTER TABLE item_prices ENABLE ALWAYS TRIGGER item_prices_effective_truncate;
--> statement-breakpoint
ALTER TABLE price_levels ENABLE ALWAYS TRIGGER price_levels_effective_change;
--> statement-breakpoint
ALTER TABLE price_levels ENABLE ALWAYS TRIGGER price_levels_effective_truncate;
--> statement-breakpoint
-- Databases that already hold items start with their prices.
SELECT item_effective_prices_refresh(NULL);
