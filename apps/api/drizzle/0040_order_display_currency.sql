ALTER TABLE "orders" ADD COLUMN "display_currency" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "display_total_minor" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "display_rate" numeric(18, 8);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_percent" numeric(5, 2);