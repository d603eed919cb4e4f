CREATE TABLE "gateway_sandbox_authorizations" (
	"id" text PRIMARY KEY NOT NULL,
	"amount_cents" bigint NOT NULL,
	"captured_cents" bigint DEFAULT 0 NOT NULL,
	"voided_cents" bigint DEFAULT 0 NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gateway_sandbox_authorizations_ck" CHECK ("gateway_sandbox_authorizations"."captured_cents" >= 0 AND "gateway_sandbox_authorizations"."voided_cents" >= 0 AND "gateway_sandbox_authorizations"."captured_cents" + "gateway_sandbox_authorizations"."voided_cents" <= "gateway_sandbox_authorizations"."amount_cents")
);
--> statement-breakpoint
CREATE TABLE "gateway_sandbox_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"authorization_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"refunded_cents" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gateway_sandbox_charges_ck" CHECK ("gateway_sandbox_charges"."refunded_cents" >= 0 AND "gateway_sandbox_charges"."refunded_cents" <= "gateway_sandbox_charges"."amount_cents")
);
--> statement-breakpoint
CREATE TABLE "gateway_sandbox_operations" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"target_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"result_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_reversals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_reversals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"tran_id" text,
	"account_id" integer NOT NULL,
	"sales_order_id" integer,
	"payment_id" integer,
	"credit_memo_id" integer,
	"gateway_reference" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"idempotency_key" text NOT NULL,
	"gateway_result_id" text,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "payment_reversals_tran_id_unique" UNIQUE("tran_id"),
	CONSTRAINT "payment_reversals_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "payment_reversals_amount_ck" CHECK ("payment_reversals"."amount_cents" > 0),
	CONSTRAINT "payment_reversals_refund_ck" CHECK ("payment_reversals"."kind" = 'release' OR ("payment_reversals"."payment_id" IS NOT NULL AND "payment_reversals"."credit_memo_id" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "kind" text DEFAULT 'charge' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "sales_order_id" integer;--> statement-breakpoint
ALTER TABLE "fulfillments" ADD COLUMN "request_key" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "fulfillment_id" integer;--> statement-breakpoint
ALTER TABLE "payment_reversals" ADD CONSTRAINT "payment_reversals_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reversals" ADD CONSTRAINT "payment_reversals_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reversals" ADD CONSTRAINT "payment_reversals_credit_memo_id_credit_memos_id_fk" FOREIGN KEY ("credit_memo_id") REFERENCES "public"."credit_memos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gateway_sandbox_charges_authorization_idx" ON "gateway_sandbox_charges" USING btree ("authorization_id");--> statement-breakpoint
CREATE INDEX "payment_reversals_order_idx" ON "payment_reversals" USING btree ("sales_order_id");--> statement-breakpoint
CREATE INDEX "payment_reversals_memo_idx" ON "payment_reversals" USING btree ("credit_memo_id");--> statement-breakpoint
CREATE INDEX "payment_reversals_pending_idx" ON "payment_reversals" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("sales_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fulfillments_request_key_uq" ON "fulfillments" USING btree ("sales_order_id","request_key");--> statement-breakpoint
-- Captures at shipment written before this migration name their order through their one application.
UPDATE "payments" p SET "sales_order_id" = i."sales_order_id"
  FROM "payment_applications" pa JOIN "invoices" i ON i."id" = pa."invoice_id"
  WHERE pa."payment_id" = p."id" AND p."user_id" IS NULL AND p."gateway_reference" IS NOT NULL
    AND p."memo" LIKE 'Captured at shipment%';
--> statement-breakpoint
UPDATE "payments" SET "kind" = 'capture' WHERE "sales_order_id" IS NOT NULL;
--> statement-breakpoint
-- A check or ACH the staff recorded has no contact and no order (createPayment always names its contact).
UPDATE "payments" SET "kind" = 'received' WHERE "user_id" IS NULL AND "sales_order_id" IS NULL;
