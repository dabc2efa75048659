CREATE TABLE "reference_prices" (
	"market_name" text PRIMARY KEY NOT NULL,
	"steam_cents" integer,
	"steam_checked_at" timestamp with time zone,
	"reference_cents" integer,
	"source" text,
	"refreshed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reference_prices_positive" CHECK (("reference_prices"."steam_cents" IS NULL OR "reference_prices"."steam_cents" > 0) AND ("reference_prices"."reference_cents" IS NULL OR "reference_prices"."reference_cents" > 0))
);
--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "reference_price_cents" integer;
