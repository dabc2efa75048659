ALTER TABLE "promo_codes" DROP CONSTRAINT "promo_codes_amount_positive";--> statement-breakpoint
ALTER TABLE "promo_codes" DROP CONSTRAINT "promo_codes_percentage_range";--> statement-breakpoint
ALTER TABLE "promo_redemptions" DROP CONSTRAINT "promo_redemptions_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "discount_cents" integer;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "discount_basis_points" integer;--> statement-breakpoint
-- Issue 48: discount_amount held cents (fixed) or basis points (percentage); each now has its column.
UPDATE "promo_codes" SET "discount_cents" = CASE WHEN "discount_type" = 'fixed' THEN "discount_amount" END, "discount_basis_points" = CASE WHEN "discount_type" = 'percentage' THEN "discount_amount" END;--> statement-breakpoint
ALTER TABLE "promo_codes" DROP COLUMN "discount_amount";--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_discount_of_type" CHECK (("promo_codes"."discount_type" = 'fixed' AND "promo_codes"."discount_cents" IS NOT NULL AND "promo_codes"."discount_basis_points" IS NULL) OR ("promo_codes"."discount_type" = 'percentage' AND "promo_codes"."discount_basis_points" IS NOT NULL AND "promo_codes"."discount_cents" IS NULL));--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_amount_positive" CHECK ("promo_codes"."discount_cents" > 0 OR "promo_codes"."discount_basis_points" > 0);--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_percentage_range" CHECK ("promo_codes"."discount_basis_points" IS NULL OR "promo_codes"."discount_basis_points" <= 10000);
