ALTER TABLE "items" ADD COLUMN "restock_expected_on" date;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "unit_price_cents" integer;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "estimate_id" integer;--> statement-breakpoint
ALTER TABLE "estimates" ADD COLUMN "memo" text;--> statement-breakpoint
ALTER TABLE "estimates" ADD COLUMN "converted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "estimates" ADD COLUMN "converted_by" integer;--> statement-breakpoint
ALTER TABLE "fulfillments" ADD COLUMN "expected_delivery_on" date;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_estimate_id_estimates_id_fk" FOREIGN KEY ("estimate_id") REFERENCES "public"."estimates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_converted_by_users_id_fk" FOREIGN KEY ("converted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "items_item_name_lower_idx" ON "items" USING btree (lower("item_name"));--> statement-breakpoint
CREATE INDEX "items_mpn_lower_idx" ON "items" USING btree (lower("mpn"));--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_user_dedupe_uq" ON "notifications" USING btree ("user_id","dedupe_key");