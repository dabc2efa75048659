ALTER TABLE "items" ADD COLUMN "steam_asset_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_to" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_attempt" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_offer_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_failure" text;--> statement-breakpoint
CREATE INDEX "orders_delivery_offer" ON "orders" USING btree ("delivery_offer_id");--> statement-breakpoint
-- hand-written: refunds made before this migration all went to the balance (DELIV-6).
UPDATE "orders" SET "refunded_to" = 'balance' WHERE "refunded_at" IS NOT NULL;
