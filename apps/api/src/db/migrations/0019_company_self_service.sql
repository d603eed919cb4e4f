CREATE TABLE "contact_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"invited_by" integer,
	"token_digest" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_invitations_token_digest_unique" UNIQUE("token_digest")
);
--> statement-breakpoint
CREATE TABLE "licence_expiry_warnings" (
	"licence_id" integer NOT NULL,
	"threshold_days" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "licence_expiry_warnings_licence_id_threshold_days_pk" PRIMARY KEY("licence_id","threshold_days")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "address_licences" ADD COLUMN "document_key" text;--> statement-breakpoint
ALTER TABLE "address_licences" ADD COLUMN "document_type" text;--> statement-breakpoint
ALTER TABLE "address_licences" ADD COLUMN "document_name" text;--> statement-breakpoint
ALTER TABLE "address_licences" ADD COLUMN "document_bytes" integer;--> statement-breakpoint
ALTER TABLE "address_licences" ADD COLUMN "uploaded_by" integer;--> statement-breakpoint
ALTER TABLE "address_licences" ADD COLUMN "renews_id" integer;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "delivery_days" text[];--> statement-breakpoint
ALTER TABLE "support_issues" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "support_issues" ADD COLUMN "order_number" text;--> statement-breakpoint
ALTER TABLE "support_issues" ADD COLUMN "invoice_number" text;--> statement-breakpoint
ALTER TABLE "support_issues" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "support_issues" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "contact_invitations" ADD CONSTRAINT "contact_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_invitations" ADD CONSTRAINT "contact_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_expiry_warnings" ADD CONSTRAINT "licence_expiry_warnings_licence_id_address_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."address_licences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_invitations_user_idx" ON "contact_invitations" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "address_licences" ADD CONSTRAINT "address_licences_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_licences" ADD CONSTRAINT "address_licences_renews_id_address_licences_id_fk" FOREIGN KEY ("renews_id") REFERENCES "public"."address_licences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_issues" ADD CONSTRAINT "support_issues_reference_unique" UNIQUE("reference");