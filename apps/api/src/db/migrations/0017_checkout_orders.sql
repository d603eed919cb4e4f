ALTER TABLE "sales_orders" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "request_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "sales_orders_idempotency_uq" ON "sales_orders" USING btree ("placed_by","idempotency_key");