CREATE TABLE "item_facet_counts" (
	"category_id" integer,
	"manufacturer" text NOT NULL,
	"rx_level" integer NOT NULL,
	"in_stock" boolean NOT NULL,
	"items" integer NOT NULL,
	CONSTRAINT "item_facet_counts_uq" UNIQUE NULLS NOT DISTINCT("category_id","manufacturer","rx_level","in_stock")
);
--> statement-breakpoint
-- Keeps item_facet_counts equal to the listed items' counts (docs/decisions/0011): one
-- statement-level trigger per kind of write applies the net change of the whole statement, so a
-- 100,000-row bulk load costs one grouped upsert, and an update that moves no item between
-- combinations (a popularity refresh, a stock change that stays above 0) writes nothing.
-- Rows are upserted in key order so concurrent writers lock them in the same order.
CREATE FUNCTION item_facet_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM item_facet_counts;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO item_facet_counts AS f (category_id, manufacturer, rx_level, in_stock, items)
    SELECT category_id, manufacturer, rx_level, quantity_available > 0, count(*)::int
    FROM new_items WHERE listed
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT ON CONSTRAINT item_facet_counts_uq DO UPDATE SET items = f.items + excluded.items;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE item_facet_counts f SET items = f.items - d.items
    FROM (SELECT category_id, manufacturer, rx_level, quantity_available > 0 AS in_stock, count(*)::int AS items
          FROM old_items WHERE listed GROUP BY 1, 2, 3, 4) d
    WHERE f.category_id IS NOT DISTINCT FROM d.category_id AND f.manufacturer = d.manufacturer
      AND f.rx_level = d.rx_level AND f.in_stock = d.in_stock;
    DELETE FROM item_facet_counts WHERE items <= 0;
  ELSE
    -- UPDATE: the old rows leave their combinations, the new rows join theirs.
    INSERT INTO item_facet_counts AS f (category_id, manufacturer, rx_level, in_stock, items)
    SELECT category_id, manufacturer, rx_level, in_stock, sum(change)::int FROM (
      SELECT category_id, manufacturer, rx_level, quantity_available > 0 AS in_stock, -1 AS change
        FROM old_items WHERE listed
      UNION ALL
      SELECT category_id, manufacturer, rx_level, quantity_available > 0, 1
        FROM new_items WHERE listed) d
    GROUP BY 1, 2, 3, 4 HAVING sum(change) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT ON CONSTRAINT item_facet_counts_uq DO UPDATE SET items = f.items + excluded.items;
    IF FOUND THEN
      DELETE FROM item_facet_counts WHERE items <= 0;
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER items_facet_counts_insert AFTER INSERT ON items
  REFERENCING NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION item_facet_counts_apply();
--> statement-breakpoint
CREATE TRIGGER items_facet_counts_update AFTER UPDATE ON items
  REFERENCING OLD TABLE AS old_items NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION item_facet_counts_apply();
--> statement-breakpoint
CREATE TRIGGER items_facet_counts_delete AFTER DELETE ON items
  REFERENCING OLD TABLE AS old_items FOR EACH STATEMENT EXECUTE FUNCTION item_facet_counts_apply();
--> statement-breakpoint
CREATE TRIGGER items_facet_counts_truncate AFTER TRUNCATE ON items
  FOR EACH STATEMENT EXECUTE FUNCTION item_facet_counts_apply();
--> statement-breakpoint
-- Databases that already hold items start with their counts.
INSERT INTO item_facet_counts (category_id, manufacturer, rx_level, in_stock, items)
SELECT category_id, manufacturer, rx_level, quantity_available > 0, count(*)::int
FROM items WHERE listed GROUP BY 1, 2, 3, 4;
