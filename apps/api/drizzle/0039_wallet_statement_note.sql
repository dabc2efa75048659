ALTER TABLE "balance_ledger" ADD COLUMN "note" text;--> statement-breakpoint
-- hand-written: WALLET-4 backfill: an approved four-eyes balance change shows its request's reason in the statement.
UPDATE "balance_ledger" SET "note" = r."reason" FROM "balance_change_requests" r
WHERE "balance_ledger"."reason" = 'adjustment' AND "balance_ledger"."ref_type" = 'balance_change' AND "balance_ledger"."ref_id" = r."id"::text;
