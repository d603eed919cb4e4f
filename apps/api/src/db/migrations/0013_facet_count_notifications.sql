-- A search's facet counts are kept by each API process until item_search or rx_levels change
-- (ADR 0011, follow-up of session 9; ADR 0013's feed). item_search is written by the triggers on
-- items (item_search_apply), whose statements often change no row of it: a stock change that leaves
-- an item in stock still runs their DELETE and INSERT … ON CONFLICT DO UPDATE … WHERE IS DISTINCT.
-- So its triggers notify only when their statement changed a row (its transition table is not
-- empty); a kept count is dropped by real changes alone.
CREATE FUNCTION notify_catalog_change_of_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT FROM changed_rows) THEN
    PERFORM pg_notify('catalog_changes', TG_TABLE_NAME);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER item_search_notify_insert AFTER INSERT ON item_search
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change_of_rows();
--> statement-breakpoint
CREATE TRIGGER item_search_notify_update AFTER UPDATE ON item_search
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change_of_rows();
--> statement-breakpoint
CREATE TRIGGER item_search_notify_delete AFTER DELETE ON item_search
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change_of_rows();
--> statement-breakpoint
CREATE TRIGGER item_search_notify_truncate AFTER TRUNCATE ON item_search
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change();
--> statement-breakpoint
CREATE TRIGGER rx_levels_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON rx_levels
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change();
--> statement-breakpoint
-- ALWAYS: the seed's bulk writer runs with session_replication_role = replica (0007), and a store
-- that is running while another process seeds or loads items must still hear of it.
ALTER TABLE item_search ENABLE ALWAYS TRIGGER item_search_notify_insert;
--> statement-breakpoint
ALTER TABLE item_search ENABLE ALWAYS TRIGGER item_search_notify_update;
--> statement-breakpoint
ALTER TABLE item_search ENABLE ALWAYS TRIGGER item_search_notify_delete;
--> statement-breakpoint
ALTER TABLE item_search ENABLE ALWAYS TRIGGER item_search_notify_truncate;
--> statement-breakpoint
ALTER TABLE rx_levels ENABLE ALWAYS TRIGGER rx_levels_notify_change;
