CREATE TABLE "promo_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"promo_code_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "per_customer_limit" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "first_order_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_redemptions_order_key" ON "promo_redemptions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "promo_redemptions_promo_user" ON "promo_redemptions" USING btree ("promo_code_id","user_id");--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_per_customer_positive" CHECK ("promo_codes"."per_customer_limit" > 0);--> statement-breakpoint
-- SEC-3 data backfill (hand-written, keep when regenerating): every order that still holds its promo use becomes a redemption, so earlier uses count against the per-customer limit.
INSERT INTO "promo_redemptions" ("promo_code_id", "user_id", "order_id", "created_at")
SELECT "promo_code_id", "user_id", "id", "created_at" FROM "orders"
WHERE "promo_code_id" IS NOT NULL AND "status" NOT IN ('failed', 'cancelled', 'expired');--> statement-breakpoint
-- SEC-3 data fix (hand-written, keep when regenerating): the seeded WELCOME5 ('5 € off your first order') is for first orders only.
UPDATE "promo_codes" SET "first_order_only" = true WHERE upper("code") = 'WELCOME5';
