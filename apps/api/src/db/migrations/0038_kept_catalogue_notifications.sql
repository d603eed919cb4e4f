-- Whole catalogue answers are kept by each API process until a table they are read from changes
-- (issue 30, ADR 0046; http/kept-catalogue.ts CATALOGUE_TOPICS). categories, item_search, rx_levels,
-- search_synonyms and content_entries notify already (0011, 0013, 0034); these tables now do too.
-- items and item_prices are written by every order (stock) and price import: their triggers notify
-- only when the statement changed a row (notify_catalog_change_of_rows, 0013), so a statement that
-- matched nothing does not drop every process's answers. ALWAYS: the seed's bulk writer runs with
-- session_replication_role = replica (0007), and a running store must still hear of it.
--> statement-breakpoint
CREATE TRIGGER items_notify_insert AFTER INSERT ON items
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change_of_rows();
--> statement-breakpoint
CREATE TRIGGER items_notify_update AFTER UPDATE ON items
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change_of_rows();
--> statement-breakpoint
CREATE TRIGGER items_notify_delete AFTER DELETE ON items
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change_of_rows();
--> statement-breakpoint
CREATE TRIGGER items_notify_truncate AFTER TRUNCATE ON items
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change();
--> statement-breakpoint
ALTER TABLE items ENABLE ALWAYS TRIGGER items_notify_insert;
--> statement-breakpoint
ALTER TABLE items ENABLE ALWAYS TRIGGER items_notify_update;
--> statement-breakpoint
ALTER TABLE items ENABLE ALWAYS TRIGGER items_notify_delete;
--> statement-breakpoint
ALTER TABLE items ENABLE ALWAYS TRIGGER items_notify_truncate;
--> statement-breakpoint
CREATE TRIGGER item_prices_notify_insert AFTER INSERT ON item_prices
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change_of_rows();
--> statement-breakpoint
CREATE TRIGGER item_prices_notify_update AFTER UPDATE ON item_prices
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change_of_rows();
--> statement-breakpoint
CREATE TRIGGER item_prices_notify_delete AFTER DELETE ON item_prices
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change_of_rows();
--> statement-breakpoint
CREATE TRIGGER item_prices_notify_truncate AFTER TRUNCATE ON item_prices
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change();
--> statement-breakpoint
ALTER TABLE item_prices ENABLE ALWAYS TRIGGER item_prices_notify_insert;
--> statement-breakpoint
ALTER TABLE item_prices ENABLE ALWAYS TRIGGER item_prices_notify_update;
--> statement-breakpoint
ALTER TABLE item_prices ENABLE ALWAYS TRIGGER item_prices_notify_delete;
--> statement-breakpoint
ALTER TABLE item_prices ENABLE ALWAYS TRIGGER item_prices_notify_truncate;
--> statement-breakpoint
CREATE TRIGGER price_levels_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON price_levels
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change();
--> statement-breakpoint
ALTER TABLE price_levels ENABLE ALWAYS TRIGGER price_levels_notify_change;
--> statement-breakpoint
CREATE TRIGGER units_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON units
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change();
--> statement-breakpoint
ALTER TABLE units ENABLE ALWAYS TRIGGER units_notify_change;
--> statement-breakpoint
CREATE TRIGGER unit_types_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON unit_types
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change();
--> statement-breakpoint
ALTER TABLE unit_types ENABLE ALWAYS TRIGGER unit_types_notify_change;
--> statement-breakpoint
CREATE TRIGGER item_images_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON item_images
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change();
--> statement-breakpoint
ALTER TABLE item_images ENABLE ALWAYS TRIGGER item_images_notify_change;
--> statement-breakpoint
CREATE TRIGGER item_files_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON item_files
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change();
--> statement-breakpoint
ALTER TABLE item_files ENABLE ALWAYS TRIGGER item_files_notify_change;
--> statement-breakpoint
CREATE TRIGGER item_relations_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON item_relations
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change();
--> statement-breakpoint
ALTER TABLE item_relations ENABLE ALWAYS TRIGGER item_relations_notify_change;
