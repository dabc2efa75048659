DROP INDEX "offers_live_steam_asset";--> statement-breakpoint
DROP INDEX "payouts_offer_open_key";--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "sale_held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "protected_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "item_id" integer;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "release_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offers_item_key" ON "offers" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "payouts_held_release" ON "payouts" USING btree ("release_at") WHERE "payouts"."status" = 'held';--> statement-breakpoint
CREATE UNIQUE INDEX "offers_live_steam_asset" ON "offers" USING btree ("steam_asset_id") WHERE "offers"."steam_asset_id" IS NOT NULL AND "offers"."status" NOT IN ('declined_by_user', 'failed', 'reversed');--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_offer_open_key" ON "payouts" USING btree ("offer_id") WHERE "payouts"."status" NOT IN ('failed', 'cancelled');