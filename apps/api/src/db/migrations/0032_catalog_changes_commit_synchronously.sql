-- A transaction that notifies catalog_changes commits with its WAL flushed (ADR 0037). With a read
-- replica, the change feed waits until the replica has replayed the primary's flushed WAL position
-- observed after a notification, then keeps answers read from the replica again. That position is
-- past the notifying commit only if the commit was flushed before listeners could see its
-- notification, which synchronous_commit = off (withAsyncCommit, or a server-wide setting) skips.
-- So such a transaction raises it to 'local' (flush here, wait for no standby); a stronger setting
-- (on, remote_write, remote_apply) is left as it is.
CREATE OR REPLACE FUNCTION notify_catalog_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('synchronous_commit') = 'off' THEN
    PERFORM set_config('synchronous_commit', 'local', true);
  END IF;
  PERFORM pg_notify('catalog_changes', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_catalog_change_of_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT FROM changed_rows) THEN
    IF current_setting('synchronous_commit') = 'off' THEN
      PERFORM set_config('synchronous_commit', 'local', true);
    END IF;
    PERFORM pg_notify('catalog_changes', TG_TABLE_NAME);
  END IF;
  RETURN NULL;
END $$;
