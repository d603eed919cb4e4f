ALTER TABLE "credit_memos" ADD COLUMN "request_key" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "request_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_memos_request_key_uq" ON "credit_memos" USING btree ("request_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_request_key_uq" ON "payments" USING btree ("request_key");