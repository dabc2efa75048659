ALTER TABLE "offers" ADD COLUMN "trade_offer_id" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "trade_state" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "trade_state_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "trade_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "trade_sends" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "trade_send_error" text;--> statement-breakpoint
CREATE INDEX "offers_trade_offer" ON "offers" USING btree ("trade_offer_id");