DROP INDEX "items_search_idx";--> statement-breakpoint
DROP INDEX "items_item_name_trgm";--> statement-breakpoint
DROP INDEX "items_mpn_trgm";--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "listed" boolean GENERATED ALWAYS AS (NOT inactive AND parent_id IS NULL) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "items_listed_popularity_idx" ON "items" USING btree ("popularity" DESC NULLS LAST,"id") WHERE "items"."listed";--> statement-breakpoint
CREATE INDEX "items_listed_category_idx" ON "items" USING btree ("category_id","popularity" DESC NULLS LAST,"id") WHERE "items"."listed";--> statement-breakpoint
CREATE INDEX "items_listed_created_idx" ON "items" USING btree ("created_at" DESC NULLS LAST,"id") WHERE "items"."listed";--> statement-breakpoint
CREATE INDEX "items_listed_name_idx" ON "items" USING btree (lower(coalesce("site_display_name", "display_name")),"id") WHERE "items"."listed";--> statement-breakpoint
CREATE INDEX "items_search_idx" ON "items" USING gin ("search_vector") WITH (gin_pending_list_limit=256) WHERE "items"."listed";--> statement-breakpoint
CREATE INDEX "items_item_name_trgm" ON "items" USING gin ("item_name" gin_trgm_ops) WITH (gin_pending_list_limit=256);--> statement-breakpoint
CREATE INDEX "items_mpn_trgm" ON "items" USING gin ("mpn" gin_trgm_ops) WITH (gin_pending_list_limit=256);