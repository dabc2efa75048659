CREATE TABLE "payout_conflicts" (
	"id" serial PRIMARY KEY NOT NULL,
	"payout_id" integer NOT NULL,
	"recorded_status" text NOT NULL,
	"provider_status" text NOT NULL,
	"recorded_by" text,
	"recorded_at" timestamp with time zone NOT NULL,
	"provider_event_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolution" text,
	"resolved_by" integer,
	"resolved_at" timestamp with time zone,
	"note" text,
	CONSTRAINT "payout_conflicts_differ" CHECK ("payout_conflicts"."recorded_status" <> "payout_conflicts"."provider_status")
);
--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "settled_by" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payout_conflicts" ADD CONSTRAINT "payout_conflicts_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_conflicts" ADD CONSTRAINT "payout_conflicts_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_conflicts_event_key" ON "payout_conflicts" USING btree ("provider_event_id");--> statement-breakpoint
CREATE INDEX "payout_conflicts_open" ON "payout_conflicts" USING btree ("received_at") WHERE "payout_conflicts"."resolved_at" IS NULL;--> statement-breakpoint
-- hand-written: a payout settled before PAYOUT-11 was settled when it was last changed (who is unknown).
UPDATE "payouts" SET "settled_at" = "updated_at" WHERE "status" <> 'processing' AND "settled_at" IS NULL;
