-- The controlled-substance order record is append-only (issue 17 point 4, issue 20 point 7):
-- corrections are new rows, never edits. The trigger refuses UPDATE and DELETE for every role the
-- application uses; only TRUNCATE by an administrator (tests' fresh databases) bypasses it.
CREATE FUNCTION controlled_substance_records_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'controlled_substance_records is append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER controlled_substance_records_no_update_delete
  BEFORE UPDATE OR DELETE ON controlled_substance_records
  FOR EACH ROW EXECUTE FUNCTION controlled_substance_records_append_only();
