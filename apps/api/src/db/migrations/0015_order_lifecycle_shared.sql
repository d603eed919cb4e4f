CREATE TABLE "controlled_substance_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "controlled_substance_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"corrects_id" integer,
	"sales_order_id" integer NOT NULL,
	"sales_order_line_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"placed_by" integer,
	"ship_address_id" integer,
	"ship_address" jsonb NOT NULL,
	"licence_number" text NOT NULL,
	"licence_expires_on" date NOT NULL,
	"item_id" integer NOT NULL,
	"item_name" text NOT NULL,
	"unit_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"rx_level" integer NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "fulfillment_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fulfillment_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"fulfillment_id" integer NOT NULL,
	"status" text NOT NULL,
	"description" text NOT NULL,
	"location" text,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "orders_need_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "backorderable" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "address_licences" ADD COLUMN "issuing_authority" text;--> statement-breakpoint
ALTER TABLE "address_licences" ADD COLUMN "status" text DEFAULT 'verified' NOT NULL;--> statement-breakpoint
ALTER TABLE "address_licences" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_order_lines" ADD COLUMN "quantity_cancelled" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "payment_authorization_id" text;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "payment_status" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "ship_date" date;--> statement-breakpoint
ALTER TABLE "controlled_substance_records" ADD CONSTRAINT "controlled_substance_records_sales_order_id_sales_orders_id_fk" FOREIGN KEY ("sales_order_id") REFERENCES "public"."sales_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "controlled_substance_records" ADD CONSTRAINT "controlled_substance_records_sales_order_line_id_sales_order_lines_id_fk" FOREIGN KEY ("sales_order_line_id") REFERENCES "public"."sales_order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "controlled_substance_records" ADD CONSTRAINT "controlled_substance_records_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "controlled_substance_records" ADD CONSTRAINT "controlled_substance_records_placed_by_users_id_fk" FOREIGN KEY ("placed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "controlled_substance_records" ADD CONSTRAINT "controlled_substance_records_ship_address_id_addresses_id_fk" FOREIGN KEY ("ship_address_id") REFERENCES "public"."addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "controlled_substance_records" ADD CONSTRAINT "controlled_substance_records_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "controlled_substance_records" ADD CONSTRAINT "controlled_substance_records_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfillment_events" ADD CONSTRAINT "fulfillment_events_fulfillment_id_fulfillments_id_fk" FOREIGN KEY ("fulfillment_id") REFERENCES "public"."fulfillments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "controlled_substance_records_account_idx" ON "controlled_substance_records" USING btree ("account_id","recorded_at");--> statement-breakpoint
CREATE INDEX "controlled_substance_records_recorded_idx" ON "controlled_substance_records" USING btree ("recorded_at");--> statement-breakpoint
CREATE INDEX "fulfillment_events_fulfillment_idx" ON "fulfillment_events" USING btree ("fulfillment_id","occurred_at");--> statement-breakpoint
ALTER TABLE "sales_order_lines" ADD CONSTRAINT "sales_order_lines_quantities_ck" CHECK ("sales_order_lines"."quantity" > 0 AND "sales_order_lines"."quantity_backordered" >= 0 AND "sales_order_lines"."quantity_cancelled" >= 0
        AND "sales_order_lines"."quantity_backordered" + "sales_order_lines"."quantity_cancelled" <= "sales_order_lines"."quantity"
        AND "sales_order_lines"."quantity_fulfilled" >= 0
        AND "sales_order_lines"."quantity_fulfilled" <= "sales_order_lines"."quantity" - "sales_order_lines"."quantity_cancelled" - "sales_order_lines"."quantity_backordered"
        AND "sales_order_lines"."quantity_billed" >= 0 AND "sales_order_lines"."quantity_billed" <= "sales_order_lines"."quantity_fulfilled");