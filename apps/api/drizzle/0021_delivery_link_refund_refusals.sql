ALTER TABLE "orders" ADD COLUMN "delivery_trade_url" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "card_refund_refusals" integer DEFAULT 0 NOT NULL;