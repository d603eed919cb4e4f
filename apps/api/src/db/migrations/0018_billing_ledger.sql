CREATE TABLE "statement_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "statement_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"statement_date" date NOT NULL,
	"start_date" date NOT NULL,
	"sent_to" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_memos" ADD COLUMN "applied_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_applications" ADD COLUMN "applied_in_payment_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "last4" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "applied_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "statement_runs" ADD CONSTRAINT "statement_runs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "statement_runs_account_date_uq" ON "statement_runs" USING btree ("account_id","statement_date");--> statement-breakpoint
ALTER TABLE "payment_applications" ADD CONSTRAINT "payment_applications_applied_in_payment_id_payments_id_fk" FOREIGN KEY ("applied_in_payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_memo_applications_payment_idx" ON "credit_memo_applications" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_applications_applied_in_idx" ON "payment_applications" USING btree ("applied_in_payment_id");