ALTER TABLE "promo_codes" ADD COLUMN "min_subtotal_cents" integer;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_min_subtotal_positive" CHECK ("promo_codes"."min_subtotal_cents" IS NULL OR "promo_codes"."min_subtotal_cents" > 0);--> statement-breakpoint
-- hand-written: PROMO-6: the seeded WELCOME5 (5 € off a first order) needs a cart of 10 €, in databases seeded before too.
UPDATE "promo_codes" SET "min_subtotal_cents" = 1000 WHERE upper("code") = 'WELCOME5' AND "min_subtotal_cents" IS NULL;
