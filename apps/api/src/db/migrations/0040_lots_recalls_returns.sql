CREATE TABLE "fulfillment_line_lots" (
	"fulfillment_line_id" integer NOT NULL,
	"lot_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "fulfillment_line_lots_fulfillment_line_id_lot_id_pk" PRIMARY KEY("fulfillment_line_id","lot_id"),
	CONSTRAINT "fulfillment_line_lots_quantity_ck" CHECK ("fulfillment_line_lots"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "item_lots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "item_lots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"item_id" integer NOT NULL,
	"lot_number" text NOT NULL,
	"expires_on" date NOT NULL,
	"quantity_on_hand" integer DEFAULT 0 NOT NULL,
	"quantity_quarantined" integer DEFAULT 0 NOT NULL,
	"sale_stopped_at" timestamp with time zone,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_lots_number_uq" UNIQUE("item_id","lot_number"),
	CONSTRAINT "item_lots_quantities_ck" CHECK ("item_lots"."quantity_on_hand" >= 0 AND "item_lots"."quantity_quarantined" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lot_movements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lot_movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lot_id" integer NOT NULL,
	"kind" text NOT NULL,
	"on_hand_delta" integer DEFAULT 0 NOT NULL,
	"quarantined_delta" integer DEFAULT 0 NOT NULL,
	"fulfillment_line_id" integer,
	"return_line_id" integer,
	"staff_member_id" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recall_accounts" (
	"recall_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by_user_id" integer,
	"units_on_hand" integer,
	"note" text,
	"reminders_sent" integer DEFAULT 0 NOT NULL,
	"last_reminded_at" timestamp with time zone,
	CONSTRAINT "recall_accounts_recall_id_account_id_pk" PRIMARY KEY("recall_id","account_id"),
	CONSTRAINT "recall_accounts_ack_ck" CHECK (("recall_accounts"."acknowledged_at" IS NULL) = ("recall_accounts"."units_on_hand" IS NULL) AND coalesce("recall_accounts"."units_on_hand", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "recall_notices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recall_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"recall_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"round" integer DEFAULT 0 NOT NULL,
	"role" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"bell_at" timestamp with time zone,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "recall_notices_once_uq" UNIQUE("recall_id","account_id","user_id","kind","round")
);
--> statement-breakpoint
CREATE TABLE "recall_scope" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recall_scope_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"recall_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"lot_id" integer,
	CONSTRAINT "recall_scope_uq" UNIQUE NULLS NOT DISTINCT("recall_id","item_id","lot_id")
);
--> statement-breakpoint
CREATE TABLE "recall_shipments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recall_shipments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"recall_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"ship_address_id" integer,
	"item_id" integer NOT NULL,
	"lot_id" integer,
	"quantity" integer NOT NULL,
	CONSTRAINT "recall_shipments_uq" UNIQUE NULLS NOT DISTINCT("recall_id","account_id","ship_address_id","item_id","lot_id")
);
--> statement-breakpoint
CREATE TABLE "recalls" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recalls_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"recall_number" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"recall_class" text NOT NULL,
	"title" text NOT NULL,
	"reason" text NOT NULL,
	"instructions" text NOT NULL,
	"notice_document_key" text,
	"notice_file_name" text,
	"created_by_staff_id" integer,
	"published_at" timestamp with time zone,
	"published_by_staff_id" integer,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recalls_recall_number_unique" UNIQUE("recall_number"),
	CONSTRAINT "recalls_published_ck" CHECK (("recalls"."status" = 'draft') = ("recalls"."published_at" IS NULL)
        OR ("recalls"."status" = 'closed' AND "recalls"."published_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "return_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "return_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"return_id" integer NOT NULL,
	"sales_order_line_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"lot_id" integer,
	"received_quantity" integer,
	"disposition" text,
	"credit_cents" integer,
	CONSTRAINT "return_lines_quantity_ck" CHECK ("return_lines"."quantity" > 0 AND coalesce("return_lines"."received_quantity", 0) BETWEEN 0 AND "return_lines"."quantity"
        AND coalesce("return_lines"."credit_cents", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "return_photos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "return_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"return_id" integer NOT NULL,
	"document_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "returns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "returns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"return_number" text NOT NULL,
	"rma_number" text,
	"account_id" integer NOT NULL,
	"sales_order_id" integer NOT NULL,
	"requested_by_user_id" integer NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"recall_id" integer,
	"controlled" text DEFAULT 'none' NOT NULL,
	"staff_note" text,
	"authorized_at" timestamp with time zone,
	"authorized_by_staff_id" integer,
	"received_at" timestamp with time zone,
	"received_by_staff_id" integer,
	"refused_at" timestamp with time zone,
	"credit_memo_id" integer,
	"request_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "returns_return_number_unique" UNIQUE("return_number"),
	CONSTRAINT "returns_rma_number_unique" UNIQUE("rma_number")
);
--> statement-breakpoint
CREATE TABLE "store_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by_staff_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "carries_lots" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "fulfillment_line_lots" ADD CONSTRAINT "fulfillment_line_lots_fulfillment_line_id_fulfillment_lines_id_fk" FOREIGN KEY ("fulfillment_line_id") REFERENCES "public"."fulfillment_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fulfillment_line_lots" ADD CONSTRAINT "fulfillment_line_lots_lot_id_item_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."item_lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_lots" ADD CONSTRAINT "item_lots_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_movements" ADD CONSTRAINT "lot_movements_lot_id_item_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."item_lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_movements" ADD CONSTRAINT "lot_movements_fulfillment_line_id_fulfillment_lines_id_fk" FOREIGN KEY ("fulfillment_line_id") REFERENCES "public"."fulfillment_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_movements" ADD CONSTRAINT "lot_movements_staff_member_id_staff_members_id_fk" FOREIGN KEY ("staff_member_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_accounts" ADD CONSTRAINT "recall_accounts_recall_id_recalls_id_fk" FOREIGN KEY ("recall_id") REFERENCES "public"."recalls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_accounts" ADD CONSTRAINT "recall_accounts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_accounts" ADD CONSTRAINT "recall_accounts_acknowledged_by_user_id_users_id_fk" FOREIGN KEY ("acknowledged_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_notices" ADD CONSTRAINT "recall_notices_recall_id_recalls_id_fk" FOREIGN KEY ("recall_id") REFERENCES "public"."recalls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_notices" ADD CONSTRAINT "recall_notices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_notices" ADD CONSTRAINT "recall_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_scope" ADD CONSTRAINT "recall_scope_recall_id_recalls_id_fk" FOREIGN KEY ("recall_id") REFERENCES "public"."recalls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_scope" ADD CONSTRAINT "recall_scope_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_scope" ADD CONSTRAINT "recall_scope_lot_id_item_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."item_lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_shipments" ADD CONSTRAINT "recall_shipments_recall_id_recalls_id_fk" FOREIGN KEY ("recall_id") REFERENCES "public"."recalls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_shipments" ADD CONSTRAINT "recall_shipments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_shipments" ADD CONSTRAINT "recall_shipments_ship_address_id_addresses_id_fk" FOREIGN KEY ("ship_address_id") REFERENCES "public"."addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_shipments" ADD CONSTRAINT "recall_shipments_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_shipments" ADD CONSTRAINT "recall_shipments_lot_id_item_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."item_lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recalls" ADD CONSTRAINT "recalls_created_by_staff_id_staff_members_id_fk" FOREIGN KEY ("created_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recalls" ADD CONSTRAINT "recalls_published_by_staff_id_staff_members_id_fk" FOREIGN KEY ("published_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_sales_order_line_id_sales_order_lines_id_fk" FOREIGN KEY ("sales_order_line_id") REFERENCES "public"."sales_order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_lot_id_item_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."item_lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_photos" ADD CONSTRAINT "return_photos_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_sales_order_id_sales_orders_id_fk" FOREIGN KEY ("sales_order_id") REFERENCES "public"."sales_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_recall_id_recalls_id_fk" FOREIGN KEY ("recall_id") REFERENCES "public"."recalls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_authorized_by_staff_id_staff_members_id_fk" FOREIGN KEY ("authorized_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_received_by_staff_id_staff_members_id_fk" FOREIGN KEY ("received_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_credit_memo_id_credit_memos_id_fk" FOREIGN KEY ("credit_memo_id") REFERENCES "public"."credit_memos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_settings" ADD CONSTRAINT "store_settings_updated_by_staff_id_staff_members_id_fk" FOREIGN KEY ("updated_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fulfillment_line_lots_lot_idx" ON "fulfillment_line_lots" USING btree ("lot_id");--> statement-breakpoint
CREATE INDEX "item_lots_fefo_idx" ON "item_lots" USING btree ("item_id","expires_on","id");--> statement-breakpoint
CREATE INDEX "lot_movements_lot_idx" ON "lot_movements" USING btree ("lot_id","created_at");--> statement-breakpoint
CREATE INDEX "recall_accounts_account_idx" ON "recall_accounts" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "recall_notices_user_idx" ON "recall_notices" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "recall_scope_item_idx" ON "recall_scope" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "recall_scope_lot_idx" ON "recall_scope" USING btree ("lot_id");--> statement-breakpoint
CREATE INDEX "recall_shipments_account_idx" ON "recall_shipments" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "recalls_status_idx" ON "recalls" USING btree ("status","published_at");--> statement-breakpoint
CREATE INDEX "return_lines_return_idx" ON "return_lines" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "return_lines_order_line_idx" ON "return_lines" USING btree ("sales_order_line_id");--> statement-breakpoint
CREATE INDEX "return_photos_return_idx" ON "return_photos" USING btree ("return_id");--> statement-breakpoint
CREATE UNIQUE INDEX "returns_request_key_uq" ON "returns" USING btree ("requested_by_user_id","request_key");--> statement-breakpoint
CREATE INDEX "returns_account_idx" ON "returns" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "returns_order_idx" ON "returns" USING btree ("sales_order_id");--> statement-breakpoint
CREATE INDEX "returns_status_idx" ON "returns" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "lot_movements" ADD CONSTRAINT "lot_movements_return_line_id_return_lines_id_fk" FOREIGN KEY ("return_line_id") REFERENCES "public"."return_lines"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
-- A lot's history is append-only (issue 34): its quantities are the sum of its movements, and a
-- recall or an FDA effectiveness check reads that history as it happened.
CREATE FUNCTION lot_movements_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'lot_movements is append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER lot_movements_no_update_delete
  BEFORE UPDATE OR DELETE ON lot_movements
  FOR EACH ROW EXECUTE FUNCTION lot_movements_append_only();
--> statement-breakpoint
-- The notice record is the FDA effectiveness record: rows are added and their send times set
-- once; none is deleted.
CREATE FUNCTION recall_notices_keep() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'recall_notices are kept: DELETE refused';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER recall_notices_no_delete
  BEFORE DELETE ON recall_notices
  FOR EACH ROW EXECUTE FUNCTION recall_notices_keep();
