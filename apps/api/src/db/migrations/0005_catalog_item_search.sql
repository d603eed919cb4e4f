CREATE TABLE "item_search" (
	"id" integer PRIMARY KEY NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	"name_lower" text NOT NULL,
	"manufacturer" text NOT NULL,
	"rx_level" integer NOT NULL,
	"in_stock" boolean NOT NULL,
	"category_id" integer,
	"popularity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "items_listed_created_idx";--> statement-breakpoint
CREATE INDEX "item_search_vector_idx" ON "item_search" USING gin ("search_vector") WITH (gin_pending_list_limit=256);--> statement-breakpoint
CREATE INDEX "item_search_category_idx" ON "item_search" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "items_listed_created_idx" ON "items" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "items"."listed";--> statement-breakpoint
ALTER TABLE "item_search" SET (fillfactor = 90);
--> statement-breakpoint
-- Keeps item_search equal to the listed items (docs/decisions/0011), one statement at a time: a
-- bulk load is one INSERT … SELECT, and an update rewrites only the rows whose copied columns
-- changed (a stock change that stays above 0 writes nothing here).
CREATE FUNCTION item_search_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM item_search;
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM item_search s USING old_items o WHERE s.id = o.id;
  ELSE
    IF TG_OP = 'UPDATE' THEN
      DELETE FROM item_search s USING new_items n WHERE s.id = n.id AND NOT n.listed;
    END IF;
    INSERT INTO item_search AS s (id, search_vector, name_lower, manufacturer, rx_level, in_stock,
      category_id, popularity, created_at)
    SELECT id, search_vector, lower(coalesce(site_display_name, display_name)), manufacturer, rx_level,
      quantity_available > 0, category_id, popularity, created_at
    FROM new_items WHERE listed ORDER BY id
    ON CONFLICT (id) DO UPDATE SET search_vector = excluded.search_vector,
      name_lower = excluded.name_lower, manufacturer = excluded.manufacturer,
      rx_level = excluded.rx_level, in_stock = excluded.in_stock, category_id = excluded.category_id,
      popularity = excluded.popularity, created_at = excluded.created_at
    WHERE (s.search_vector, s.name_lower, s.manufacturer, s.rx_level, s.in_stock, s.category_id,
        s.popularity, s.created_at)
      IS DISTINCT FROM (excluded.search_vector, excluded.name_lower, excluded.manufacturer,
        excluded.rx_level, excluded.in_stock, excluded.category_id, excluded.popularity,
        excluded.created_at);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER items_search_insert AFTER INSERT ON items
  REFERENCING NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION item_search_apply();
--> statement-breakpoint
CREATE TRIGGER items_search_update AFTER UPDATE ON items
  REFERENCING OLD TABLE AS old_items NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION item_search_apply();
--> statement-breakpoint
CREATE TRIGGER items_search_delete AFTER DELETE ON items
  REFERENCING OLD TABLE AS old_items FOR EACH STATEMENT EXECUTE FUNCTION item_search_apply();
--> statement-breakpoint
CREATE TRIGGER items_search_truncate AFTER TRUNCATE ON items
  FOR EACH STATEMENT EXECUTE FUNCTION item_search_apply();
--> statement-breakpoint
-- Databases that already hold items start with their copy.
INSERT INTO item_search (id, search_vector, name_lower, manufacturer, rx_level, in_stock, category_id,
  popularity, created_at)
SELECT id, search_vector, lower(coalesce(site_display_name, display_name)), manufacturer, rx_level,
  quantity_available > 0, category_id, popularity, created_at
FROM items WHERE listed;
