ALTER TABLE "offers" ADD COLUMN "float_value" double precision;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "pattern" integer;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "stickers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_float_range" CHECK ("offers"."float_value" IS NULL OR "offers"."float_value" BETWEEN 0 AND 1);--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_pattern_range" CHECK ("offers"."pattern" IS NULL OR "offers"."pattern" BETWEEN 0 AND 1000);