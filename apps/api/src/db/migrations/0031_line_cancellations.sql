CREATE TABLE "line_cancellations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "line_cancellations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sales_order_id" integer NOT NULL,
	"sales_order_line_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"credit_memo_id" integer,
	"reversal_id" integer,
	"request_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "line_cancellations_quantity_ck" CHECK ("line_cancellations"."quantity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "line_cancellations" ADD CONSTRAINT "line_cancellations_sales_order_id_sales_orders_id_fk" FOREIGN KEY ("sales_order_id") REFERENCES "public"."sales_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_cancellations" ADD CONSTRAINT "line_cancellations_sales_order_line_id_sales_order_lines_id_fk" FOREIGN KEY ("sales_order_line_id") REFERENCES "public"."sales_order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_cancellations" ADD CONSTRAINT "line_cancellations_credit_memo_id_credit_memos_id_fk" FOREIGN KEY ("credit_memo_id") REFERENCES "public"."credit_memos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_cancellations" ADD CONSTRAINT "line_cancellations_reversal_id_payment_reversals_id_fk" FOREIGN KEY ("reversal_id") REFERENCES "public"."payment_reversals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "line_cancellations_request_key_uq" ON "line_cancellations" USING btree ("sales_order_line_id","request_key");--> statement-breakpoint
CREATE INDEX "line_cancellations_order_idx" ON "line_cancellations" USING btree ("sales_order_id");