ALTER TABLE "punchout_sessions" ADD COLUMN "format" text DEFAULT 'cxml' NOT NULL;--> statement-breakpoint
ALTER TABLE "punchout_sessions" ADD COLUMN "oci_target" text;