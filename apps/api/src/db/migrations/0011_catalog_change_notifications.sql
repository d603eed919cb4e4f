-- Change notifications (docs/decisions/0013): a statement that changes a table the API keeps a
-- derived copy of notifies the channel catalog_changes with the table's name, once per statement and
-- only when its transaction commits (NOTIFY folds repeats within a transaction). Every API process
-- listens (db/changes.ts) and drops its copy. Now: the category tree that getCategories answers.
CREATE FUNCTION notify_catalog_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalog_changes', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER categories_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change();
