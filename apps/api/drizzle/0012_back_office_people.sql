CREATE TABLE "static_page_translations" (
	"page_id" integer NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	CONSTRAINT "static_page_translations_page_id_lang_pk" PRIMARY KEY("page_id","lang")
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "support_messages" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_messages" ADD COLUMN "answered_by" integer;--> statement-breakpoint
ALTER TABLE "static_page_translations" ADD CONSTRAINT "static_page_translations_page_id_static_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."static_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refund_within_total" CHECK ("orders"."refunded_cents" IS NULL OR ("orders"."refunded_cents" > 0 AND "orders"."refunded_cents" <= "orders"."total_cents"));--> statement-breakpoint
-- OPS-80: an order's status history is written by the database, whichever path creates or moves the order.
CREATE FUNCTION "order_events_record"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "order_events" ("order_id", "from_status", "to_status") VALUES (NEW."id", NULL, NEW."status");
  ELSIF NEW."status" IS DISTINCT FROM OLD."status" THEN
    INSERT INTO "order_events" ("order_id", "from_status", "to_status") VALUES (NEW."id", OLD."status", NEW."status");
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_status_events" AFTER INSERT OR UPDATE OF "status" ON "orders" FOR EACH ROW EXECUTE FUNCTION "order_events_record"();
--> statement-breakpoint
-- Orders placed before the history existed start it with their current status.
INSERT INTO "order_events" ("order_id", "from_status", "to_status", "at") SELECT "id", NULL, "status", "created_at" FROM "orders";
