ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "redirect_url" text;--> statement-breakpoint
CREATE INDEX "orders_processing_paid" ON "orders" USING btree ("paid_at") WHERE "orders"."status" = 'processing';