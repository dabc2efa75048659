ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_reversed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dispute_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dispute_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dispute_amount_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dispute_opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dispute_status" text;--> statement-breakpoint
-- DISPUTE-4: an order the trade bot delivered before delivered_at was kept: when its offer was accepted (the completed event the order_events trigger recorded).
UPDATE "orders" SET "delivered_at" = (SELECT max(e."at") FROM "order_events" e WHERE e."order_id" = "orders"."id" AND e."to_status" = 'completed') WHERE "status" = 'completed' AND "delivery_offer_id" IS NOT NULL;
