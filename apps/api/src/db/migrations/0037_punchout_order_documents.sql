CREATE TABLE "punchout_deliveries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "punchout_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_key" text NOT NULL,
	"system_id" integer NOT NULL,
	"sales_order_id" integer NOT NULL,
	"document_type" text NOT NULL,
	"payload_id" text NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"last_attempt_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "punchout_orders" (
	"sales_order_id" integer PRIMARY KEY NOT NULL,
	"system_id" integer NOT NULL,
	"reference" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "procurement_system_id" integer;--> statement-breakpoint
ALTER TABLE "punchout_deliveries" ADD CONSTRAINT "punchout_deliveries_system_id_punchout_systems_id_fk" FOREIGN KEY ("system_id") REFERENCES "public"."punchout_systems"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punchout_orders" ADD CONSTRAINT "punchout_orders_system_id_punchout_systems_id_fk" FOREIGN KEY ("system_id") REFERENCES "public"."punchout_systems"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "punchout_deliveries_event_uq" ON "punchout_deliveries" USING btree ("event_key");--> statement-breakpoint
CREATE INDEX "punchout_deliveries_system_idx" ON "punchout_deliveries" USING btree ("system_id","created_at");--> statement-breakpoint
ALTER TABLE "sales_orders" ADD CONSTRAINT "sales_orders_procurement_system_id_punchout_systems_id_fk" FOREIGN KEY ("procurement_system_id") REFERENCES "public"."punchout_systems"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- cXML compares credential domains without regard to case: kept lower-case, as documents are read.
UPDATE "punchout_systems" SET "from_domain" = lower("from_domain"), "to_domain" = lower("to_domain"), "sender_domain" = lower("sender_domain");
