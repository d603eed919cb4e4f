-- item_search rebuilt narrower (docs/decisions/0011, follow-up 2026-11-21 "broad search"): a broad
-- term's matches are read from ~4,760 heap pages of item_search, one row at a time, and that read is
-- most of the search. Two changes, the same rows and the same matches:
--  - the search vector is stored stripped (strip(): lexemes without positions and weights, 323 →
--    196 bytes a row on the 100k store). A search's tsquery is prefix words joined by & without
--    weights or phrases, which matches a stripped vector exactly as the full one;
--  - the columns are in a new physical order: fixed-width first, then manufacturer and the name, the
--    vector last. PostgreSQL decodes a row's columns left to right, and every match's facet and sort
--    columns are read, so they no longer sit behind the vector;
--  - the rows are stored in category order (and the table is marked to CLUSTER on its category
--    index): a term's matches mostly sit in a few categories ('syringe': 19 of 130), so they fill
--    ~600 pages instead of being spread over ~3,600. Rows written later go wherever there is room;
--    `CLUSTER item_search` (the seed runs it after loading) puts them back in order.
-- PostgreSQL cannot reorder columns in place, so the table is made again and filled from items.
CREATE TABLE "item_search_narrow" (
	"id" integer PRIMARY KEY NOT NULL,
	"rx_level" integer NOT NULL,
	"popularity" integer NOT NULL,
	"category_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"in_stock" boolean NOT NULL,
	"manufacturer" text NOT NULL,
	"name_lower" text NOT NULL,
	"search_vector" "tsvector" NOT NULL
) WITH (fillfactor = 90);
--> statement-breakpoint
INSERT INTO item_search_narrow (id, rx_level, popularity, category_id, created_at, in_stock, manufacturer,
  name_lower, search_vector)
SELECT id, rx_level, popularity, category_id, created_at, quantity_available > 0, manufacturer,
  lower(coalesce(site_display_name, display_name)), strip(search_vector)
FROM items WHERE listed ORDER BY category_id, id;
--> statement-breakpoint
DROP TABLE "item_search";
--> statement-breakpoint
ALTER TABLE "item_search_narrow" RENAME TO "item_search";
--> statement-breakpoint
ALTER TABLE "item_search" RENAME CONSTRAINT "item_search_narrow_pkey" TO "item_search_pkey";
--> statement-breakpoint
CREATE INDEX "item_search_vector_idx" ON "item_search" USING gin ("search_vector") WITH (gin_pending_list_limit=256);
--> statement-breakpoint
CREATE INDEX "item_search_category_idx" ON "item_search" USING btree ("category_id");
--> statement-breakpoint
ALTER TABLE "item_search" CLUSTER ON "item_search_category_idx";
--> statement-breakpoint
-- The trigger function of 0005 with strip(): the triggers on items (ENABLE ALWAYS since 0007) call it
-- by name and keep calling the replaced body.
CREATE OR REPLACE FUNCTION item_search_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM item_search;
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM item_search s USING old_items o WHERE s.id = o.id;
  ELSE
    IF TG_OP = 'UPDATE' THEN
      DELETE FROM item_search s USING new_items n WHERE s.id = n.id AND NOT n.listed;
    END IF;
    INSERT INTO item_search AS s (id, rx_level, popularity, category_id, created_at, in_stock,
      manufacturer, name_lower, search_vector)
    SELECT id, rx_level, popularity, category_id, created_at, quantity_available > 0, manufacturer,
      lower(coalesce(site_display_name, display_name)), strip(search_vector)
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
