CREATE TABLE "approval_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "approval_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sales_order_id" integer NOT NULL,
	"approver_user_id" integer NOT NULL,
	"token_digest" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_links_token_digest_unique" UNIQUE("token_digest")
);
--> statement-breakpoint
CREATE TABLE "approval_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "approval_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"threshold_cents" integer,
	"category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"rx_levels" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"approver_user_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_rules_threshold_ck" CHECK (("approval_rules"."kind" = 'orderTotalOver') = ("approval_rules"."threshold_cents" IS NOT NULL) AND coalesce("approval_rules"."threshold_cents", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_approval_reasons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_approval_reasons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sales_order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"rule_id" integer,
	"budget_id" integer,
	"reason" text NOT NULL,
	"approver_user_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"decision" text DEFAULT 'pending' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spend_budgets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "spend_budgets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"scope" text NOT NULL,
	"ship_address_id" integer,
	"user_id" integer,
	"period" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"hard_limit" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spend_budgets_target_uq" UNIQUE NULLS NOT DISTINCT("account_id","scope","ship_address_id","user_id"),
	CONSTRAINT "spend_budgets_target_ck" CHECK (("spend_budgets"."scope" = 'account' AND "spend_budgets"."ship_address_id" IS NULL AND "spend_budgets"."user_id" IS NULL)
        OR ("spend_budgets"."scope" = 'shipTo' AND "spend_budgets"."ship_address_id" IS NOT NULL AND "spend_budgets"."user_id" IS NULL)
        OR ("spend_budgets"."scope" = 'contact' AND "spend_budgets"."user_id" IS NOT NULL AND "spend_budgets"."ship_address_id" IS NULL)),
	CONSTRAINT "spend_budgets_amount_ck" CHECK ("spend_budgets"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "spend_control_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "spend_control_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"changed_by" integer NOT NULL,
	"subject" text NOT NULL,
	"subject_id" integer NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "approval_links" ADD CONSTRAINT "approval_links_sales_order_id_sales_orders_id_fk" FOREIGN KEY ("sales_order_id") REFERENCES "public"."sales_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_links" ADD CONSTRAINT "approval_links_approver_user_id_users_id_fk" FOREIGN KEY ("approver_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_rules" ADD CONSTRAINT "approval_rules_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_approval_reasons" ADD CONSTRAINT "order_approval_reasons_sales_order_id_sales_orders_id_fk" FOREIGN KEY ("sales_order_id") REFERENCES "public"."sales_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_approval_reasons" ADD CONSTRAINT "order_approval_reasons_rule_id_approval_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."approval_rules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_approval_reasons" ADD CONSTRAINT "order_approval_reasons_budget_id_spend_budgets_id_fk" FOREIGN KEY ("budget_id") REFERENCES "public"."spend_budgets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_approval_reasons" ADD CONSTRAINT "order_approval_reasons_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spend_budgets" ADD CONSTRAINT "spend_budgets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spend_budgets" ADD CONSTRAINT "spend_budgets_ship_address_id_addresses_id_fk" FOREIGN KEY ("ship_address_id") REFERENCES "public"."addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spend_budgets" ADD CONSTRAINT "spend_budgets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spend_control_changes" ADD CONSTRAINT "spend_control_changes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spend_control_changes" ADD CONSTRAINT "spend_control_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approval_links_order_idx" ON "approval_links" USING btree ("sales_order_id");--> statement-breakpoint
CREATE INDEX "approval_rules_account_idx" ON "approval_rules" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "order_approval_reasons_order_idx" ON "order_approval_reasons" USING btree ("sales_order_id");--> statement-breakpoint
CREATE INDEX "spend_control_changes_account_idx" ON "spend_control_changes" USING btree ("account_id","changed_at");--> statement-breakpoint
-- The record of budget and rule changes is append-only (issue 33: who, when, before and after).
CREATE FUNCTION spend_control_changes_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'spend_control_changes is append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER spend_control_changes_no_update_delete
  BEFORE UPDATE OR DELETE ON spend_control_changes
  FOR EACH ROW EXECUTE FUNCTION spend_control_changes_append_only();
