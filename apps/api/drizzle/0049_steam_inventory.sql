CREATE TABLE "sell_quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"market_name" text NOT NULL,
	"price_minor" integer NOT NULL,
	"set_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sell_quotes_market_name_unique" UNIQUE("market_name"),
	CONSTRAINT "sell_quotes_price_positive" CHECK ("sell_quotes"."price_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "steam_inventory_cache" (
	"steam_id" text PRIMARY KEY NOT NULL,
	"items" jsonb NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "steam_asset_id" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "market_name" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "inspect_link" text;--> statement-breakpoint
CREATE UNIQUE INDEX "offers_live_steam_asset" ON "offers" USING btree ("steam_asset_id") WHERE "offers"."steam_asset_id" IS NOT NULL AND "offers"."status" NOT IN ('declined_by_user', 'failed');