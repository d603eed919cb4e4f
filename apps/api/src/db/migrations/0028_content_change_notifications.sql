-- Change notifications for the published content (docs/decisions/0013, issue 15): the API keeps the
-- shell's content (banner, footer, navigation, the content pages' list: the same for every caller)
-- as bytes until content_entries changes, as it keeps the category tree.
CREATE TRIGGER content_entries_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON content_entries
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change();
