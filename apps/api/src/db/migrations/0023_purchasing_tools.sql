CREATE TABLE "subscription_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscription_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscription_id" integer NOT NULL,
	"run_on" date NOT NULL,
	"status" text NOT NULL,
	"sales_order_id" integer,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "restock_expected_on" date;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "unit_price_cents" integer;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "estimate_id" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "frequency" text DEFAULT 'monthly' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "contact_id" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "po_number" text;--> statement-breakpoint
ALTER TABLE "estimates" ADD COLUMN "memo" text;--> statement-breakpoint
ALTER TABLE "estimates" ADD COLUMN "converted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "estimates" ADD COLUMN "converted_by" integer;--> statement-breakpoint
ALTER TABLE "fulfillments" ADD COLUMN "expected_delivery_on" date;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "subscription_runs" ADD CONSTRAINT "subscription_runs_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_runs" ADD CONSTRAINT "subscription_runs_sales_order_id_sales_orders_id_fk" FOREIGN KEY ("sales_order_id") REFERENCES "public"."sales_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_runs_uq" ON "subscription_runs" USING btree ("subscription_id","run_on");--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_estimate_id_estimates_id_fk" FOREIGN KEY ("estimate_id") REFERENCES "public"."estimates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_contact_id_users_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_converted_by_users_id_fk" FOREIGN KEY ("converted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "items_item_name_lower_idx" ON "items" USING btree (lower("item_name"));--> statement-breakpoint
CREATE INDEX "items_mpn_lower_idx" ON "items" USING btree (lower("mpn"));--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_user_dedupe_uq" ON "notifications" USING btree ("user_id","dedupe_key");