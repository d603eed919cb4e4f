-- item_search.codes (docs/decisions/0011, follow-up "codes in item_search"): the item numbers and MPNs
-- a listed item is found by, its own and its active variants', lower-cased, each between newlines
-- ('\nmer-104231\nhvm-1098-317\n'), with a trigram index. A search for part of an item number or MPN
-- was answered from items (variants included, by trigram), grouped by listed item and joined to
-- item_search: 'hvm' (7,398 items) took ~100 ms, 'MER-1' (11,720) ~200 ms at 100k items. Now it is
-- one LIKE on the narrow table, in the same WHERE as the words.
ALTER TABLE "item_search" ADD COLUMN "codes" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "item_search_codes_trgm" ON "item_search" USING gin ("codes" gin_trgm_ops) WITH (gin_pending_list_limit=256);--> statement-breakpoint
-- The codes of the listed items `listed_ids`: each one's own item number and MPN, and its active
-- variants', in one pass (a bulk load writes a thousand items a statement).
CREATE FUNCTION item_search_codes(listed_ids integer[]) RETURNS TABLE (id integer, codes text)
LANGUAGE sql STABLE AS $$
  SELECT coalesce(i.parent_id, i.id),
    E'\n' || string_agg(DISTINCT lower(x.code), E'\n' ORDER BY lower(x.code)) || E'\n'
  FROM items i CROSS JOIN LATERAL (VALUES (i.item_name), (i.mpn)) AS x(code)
  WHERE (i.id = ANY ($1) OR i.parent_id = ANY ($1)) AND NOT i.inactive AND x.code <> ''
  GROUP BY 1
$$;
--> statement-breakpoint
UPDATE item_search s SET codes = c.codes
FROM item_search_codes(ARRAY(SELECT id FROM item_search)) c WHERE s.id = c.id;
--> statement-breakpoint
-- The update wrote every row again; put them back in category order (migration 0009), and give the
-- planner the new column's statistics (PGlite has no autovacuum to do it).
CLUSTER item_search;
--> statement-breakpoint
ANALYZE item_search;
--> statement-breakpoint
-- `existing` codes with the item numbers and MPNs `added`, in the same form (sorted, distinct).
CREATE FUNCTION item_search_codes_merge(existing text, added text[]) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(E'\n' || string_agg(DISTINCT x.code, E'\n' ORDER BY x.code) || E'\n', '')
  FROM (SELECT unnest(string_to_array(btrim($1, E'\n'), E'\n'))
    UNION ALL SELECT lower(unnest($2))) AS x(code)
  WHERE x.code <> ''
$$;
--> statement-breakpoint
-- The trigger function of 0009 with codes. An insert takes the codes from the inserted rows alone
-- (a new item's variants come in its statement or later, and a bulk load writes without the items'
-- secondary indexes, so reading items by parent for each batch read the whole table); a later
-- variant adds its codes to its parent's. An update or a delete computes the codes again from items.
CREATE OR REPLACE FUNCTION item_search_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM item_search;
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    DELETE FROM item_search s USING old_items o WHERE s.id = o.id;
    UPDATE item_search s SET codes = c.codes
    FROM item_search_codes(ARRAY(SELECT parent_id FROM old_items WHERE parent_id IS NOT NULL)) c
    WHERE s.id = c.id AND s.codes IS DISTINCT FROM c.codes;
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO item_search AS s (id, rx_level, popularity, category_id, created_at, in_stock,
      manufacturer, name_lower, search_vector, codes)
    SELECT n.id, n.rx_level, n.popularity, n.category_id, n.created_at, n.quantity_available > 0,
      n.manufacturer, lower(coalesce(n.site_display_name, n.display_name)), strip(n.search_vector),
      item_search_codes_merge('', c.added)
    FROM new_items n
    LEFT JOIN (SELECT coalesce(v.parent_id, v.id) AS id, array_agg(x.code) AS added
        FROM new_items v CROSS JOIN LATERAL (VALUES (v.item_name), (v.mpn)) AS x(code)
        WHERE NOT v.inactive GROUP BY 1) c ON c.id = n.id
    WHERE n.listed ORDER BY n.id
    ON CONFLICT (id) DO NOTHING;
    UPDATE item_search s SET codes = item_search_codes_merge(s.codes, c.added)
    FROM (SELECT v.parent_id AS id, array_agg(x.code) AS added
        FROM new_items v CROSS JOIN LATERAL (VALUES (v.item_name), (v.mpn)) AS x(code)
        WHERE v.parent_id IS NOT NULL AND NOT v.inactive
          AND NOT EXISTS (SELECT FROM new_items p WHERE p.id = v.parent_id)
        GROUP BY 1) c
    WHERE s.id = c.id;
    RETURN NULL;
  END IF;
  -- UPDATE
  DELETE FROM item_search s USING new_items n WHERE s.id = n.id AND NOT n.listed;
  INSERT INTO item_search AS s (id, rx_level, popularity, category_id, created_at, in_stock,
    manufacturer, name_lower, search_vector, codes)
  SELECT n.id, n.rx_level, n.popularity, n.category_id, n.created_at, n.quantity_available > 0,
    n.manufacturer, lower(coalesce(n.site_display_name, n.display_name)), strip(n.search_vector),
    coalesce(c.codes, '')
  FROM new_items n
  LEFT JOIN item_search_codes(ARRAY(SELECT id FROM new_items WHERE listed)) c ON c.id = n.id
  WHERE n.listed ORDER BY n.id
  ON CONFLICT (id) DO UPDATE SET search_vector = excluded.search_vector,
    name_lower = excluded.name_lower, manufacturer = excluded.manufacturer,
    rx_level = excluded.rx_level, in_stock = excluded.in_stock, category_id = excluded.category_id,
    popularity = excluded.popularity, created_at = excluded.created_at, codes = excluded.codes
  WHERE (s.search_vector, s.name_lower, s.manufacturer, s.rx_level, s.in_stock, s.category_id,
      s.popularity, s.created_at, s.codes)
    IS DISTINCT FROM (excluded.search_vector, excluded.name_lower, excluded.manufacturer,
      excluded.rx_level, excluded.in_stock, excluded.category_id, excluded.popularity,
      excluded.created_at, excluded.codes);
  -- Variants changed: their parents' codes, the old parent's and the new one's.
  UPDATE item_search s SET codes = c.codes
  FROM item_search_codes(ARRAY(SELECT parent_id FROM new_items WHERE parent_id IS NOT NULL
    UNION SELECT parent_id FROM old_items WHERE parent_id IS NOT NULL)) c
  WHERE s.id = c.id AND s.codes IS DISTINCT FROM c.codes;
  RETURN NULL;
END
$$;
