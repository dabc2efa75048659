ALTER TABLE "watched_names" ADD COLUMN "alert_amount_minor" integer;--> statement-breakpoint
ALTER TABLE "watched_names" ADD COLUMN "alert_currency" text;--> statement-breakpoint
-- hand-written: WATCH-5: an alert set before the currency was kept is read as typed in euros (its amount: the euro cents).
UPDATE "watched_names" SET "alert_currency" = 'EUR', "alert_amount_minor" = "alert_cents" WHERE "alert_cents" IS NOT NULL;
