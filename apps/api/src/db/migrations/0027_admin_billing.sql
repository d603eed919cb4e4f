CREATE TABLE "credit_memo_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_memo_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"credit_memo_id" integer NOT NULL,
	"invoice_line_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_memo_lines" ADD CONSTRAINT "credit_memo_lines_credit_memo_id_credit_memos_id_fk" FOREIGN KEY ("credit_memo_id") REFERENCES "public"."credit_memos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_memo_lines_memo_idx" ON "credit_memo_lines" USING btree ("credit_memo_id");--> statement-breakpoint
CREATE INDEX "credit_memo_lines_invoice_line_idx" ON "credit_memo_lines" USING btree ("invoice_line_id");--> statement-breakpoint
ALTER TABLE "credit_memo_lines" ADD CONSTRAINT "credit_memo_lines_positive_ck" CHECK ("quantity" > 0 AND "unit_price_cents" >= 0 AND "amount_cents" >= 0);--> statement-breakpoint
-- The controlled-substance order record is kept at least 730 days (issue 20 point 7): an UPDATE
-- is still always refused; a DELETE only of a row recorded more than 730 days ago (a retention
-- purge), never of a younger one.
CREATE OR REPLACE FUNCTION controlled_substance_records_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND OLD.recorded_at < now() - interval '730 days' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'controlled_substance_records is append-only and kept 730 days: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
