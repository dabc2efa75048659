CREATE TABLE "sandbox_payout_cards" (
	"reference" text PRIMARY KEY NOT NULL,
	"card_number" text NOT NULL,
	"holder_name" text NOT NULL,
	"expiry" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "payouts_offer_key";--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "bank_details_sealed" text;--> statement-breakpoint
CREATE INDEX "payouts_offer" ON "payouts" USING btree ("offer_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_offer_open_key" ON "payouts" USING btree ("offer_id") WHERE "payouts"."status" <> 'failed';--> statement-breakpoint
-- OPS-20: offers whose payout failed before failed payouts became retryable go back to ready_for_payout (the shop holds their items).
WITH "revived" AS (
	UPDATE "offers" SET "status" = 'ready_for_payout', "updated_at" = now()
	WHERE "status" = 'failed' AND EXISTS (SELECT 1 FROM "payouts" "p" WHERE "p"."offer_id" = "offers"."id" AND "p"."status" = 'failed')
	RETURNING "id"
)
INSERT INTO "offer_events" ("offer_id", "from_status", "to_status", "actor") SELECT "id", 'failed', 'ready_for_payout', 'migration' FROM "revived";
