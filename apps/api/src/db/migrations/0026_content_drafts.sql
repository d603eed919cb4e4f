ALTER TABLE "content_entries" ADD COLUMN "draft" jsonb;--> statement-breakpoint
ALTER TABLE "content_entries" ADD COLUMN "draft_updated_at" timestamp with time zone;