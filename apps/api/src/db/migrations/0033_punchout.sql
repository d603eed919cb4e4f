-- Punchout (issue 28, ADR 0038): procurement systems per customer account, the punchout sessions
-- they open, the punchout flag on a sign-in session, and the UNSPSC code of an item.
CREATE TABLE "punchout_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "punchout_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"system_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"payload_id" text NOT NULL,
	"operation" text NOT NULL,
	"buyer_cookie" text NOT NULL,
	"browser_form_post_url" text NOT NULL,
	"ship_to_address_id" integer,
	"edit_lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"start_token_hash" text NOT NULL,
	"start_expires_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"auth_session_id" uuid,
	"returned_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "punchout_systems" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "punchout_systems_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"from_domain" text NOT NULL,
	"from_identity" text NOT NULL,
	"to_domain" text NOT NULL,
	"to_identity" text NOT NULL,
	"sender_domain" text NOT NULL,
	"sender_identity" text NOT NULL,
	"shared_secret_hash" text NOT NULL,
	"contact_id" integer NOT NULL,
	"order_notification_url" text,
	"price_tolerance_basis_points" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "is_punchout" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "unspsc" text;--> statement-breakpoint
ALTER TABLE "punchout_sessions" ADD CONSTRAINT "punchout_sessions_system_id_punchout_systems_id_fk" FOREIGN KEY ("system_id") REFERENCES "public"."punchout_systems"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punchout_sessions" ADD CONSTRAINT "punchout_sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punchout_sessions" ADD CONSTRAINT "punchout_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punchout_sessions" ADD CONSTRAINT "punchout_sessions_ship_to_address_id_addresses_id_fk" FOREIGN KEY ("ship_to_address_id") REFERENCES "public"."addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punchout_sessions" ADD CONSTRAINT "punchout_sessions_auth_session_id_sessions_id_fk" FOREIGN KEY ("auth_session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punchout_systems" ADD CONSTRAINT "punchout_systems_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punchout_systems" ADD CONSTRAINT "punchout_systems_contact_id_users_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "punchout_sessions_start_token_uq" ON "punchout_sessions" USING btree ("start_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "punchout_sessions_auth_session_uq" ON "punchout_sessions" USING btree ("auth_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "punchout_systems_from_uq" ON "punchout_systems" USING btree ("from_domain","from_identity");--> statement-breakpoint
CREATE INDEX "punchout_systems_account_idx" ON "punchout_systems" USING btree ("account_id");