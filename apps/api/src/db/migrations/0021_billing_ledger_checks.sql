-- The ledger's bounds as constraints (issue 18, ADR 0024): whatever code path applies money, an
-- invoice is never paid below zero, a credit memo never applied beyond its total, a payment never
-- applied beyond its amount. createPayment's conditional UPDATEs keep within them; these refuse a
-- bug. Existing rows (databases migrated before 0018) get their applied amounts from the applications.
UPDATE credit_memos m SET applied_cents = coalesce(
  (SELECT sum(a.amount_cents) FROM credit_memo_applications a WHERE a.credit_memo_id = m.id), 0);
--> statement-breakpoint
UPDATE payments p SET applied_cents = coalesce(
  (SELECT sum(a.amount_cents) FROM payment_applications a WHERE a.payment_id = p.id), 0);
--> statement-breakpoint
ALTER TABLE invoices ADD CONSTRAINT invoices_amount_due_ck
  CHECK (amount_due_cents >= 0 AND amount_due_cents <= total_cents);
--> statement-breakpoint
ALTER TABLE credit_memos ADD CONSTRAINT credit_memos_applied_ck
  CHECK (total_cents > 0 AND applied_cents >= 0 AND applied_cents <= total_cents);
--> statement-breakpoint
ALTER TABLE payments ADD CONSTRAINT payments_applied_ck
  CHECK (amount_cents > 0 AND applied_cents >= 0 AND applied_cents <= amount_cents);
--> statement-breakpoint
ALTER TABLE payment_applications ADD CONSTRAINT payment_applications_amount_ck CHECK (amount_cents > 0);
--> statement-breakpoint
ALTER TABLE credit_memo_applications ADD CONSTRAINT credit_memo_applications_amount_ck CHECK (amount_cents > 0);
