-- The listing tables item_facet_counts and item_search (0004, 0005) are kept by triggers on items.
-- The seed's bulk writer runs its batches with session_replication_role = replica to skip per-row
-- foreign-key checks, and ordinary triggers do not fire in that mode: a freshly seeded store had
-- empty listing tables (total 0 and no search results). ENABLE ALWAYS makes these triggers fire in
-- every replication role, so no writer can bypass them.
ALTER TABLE items ENABLE ALWAYS TRIGGER items_facet_counts_insert;
--> statement-breakpoint
ALTER TABLE items ENABLE ALWAYS TRIGGER items_facet_counts_update;
--> statement-breakpoint
ALTER TABLE items ENABLE ALWAYS TRIGGER items_facet_counts_delete;
--> statement-breakpoint
ALTER TABLE items ENABLE ALWAYS TRIGGER items_facet_counts_truncate;
--> statement-breakpoint
ALTER TABLE items ENABLE ALWAYS TRIGGER items_search_insert;
--> statement-breakpoint
ALTER TABLE items ENABLE ALWAYS TRIGGER items_search_update;
--> statement-breakpoint
ALTER TABLE items ENABLE ALWAYS TRIGGER items_search_delete;
--> statement-breakpoint
ALTER TABLE items ENABLE ALWAYS TRIGGER items_search_truncate;
--> statement-breakpoint
-- Databases seeded while the triggers were skipped get their listing tables rebuilt.
DELETE FROM item_facet_counts;
--> statement-breakpoint
INSERT INTO item_facet_counts (category_id, manufacturer, rx_level, in_stock, items)
SELECT category_id, manufacturer, rx_level, quantity_available > 0, count(*)::int
FROM items WHERE listed GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
DELETE FROM item_search;
--> statement-breakpoint
INSERT INTO item_search (id, search_vector, name_lower, manufacturer, rx_level, in_stock, category_id,
  popularity, created_at)
SELECT id, search_vector, lower(coalesce(site_display_name, display_name)), manufacturer, rx_level,
  quantity_available > 0, category_id, popularity, created_at
FROM items WHERE listed;
