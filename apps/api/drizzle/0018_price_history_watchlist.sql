CREATE TABLE "sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"market_name" text NOT NULL,
	"item_id" integer,
	"price_cents" integer NOT NULL,
	"sold_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sales_price_nonnegative" CHECK ("sales"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "watched_items" (
	"user_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watched_items_user_id_item_id_pk" PRIMARY KEY("user_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "watched_names" (
	"user_id" integer NOT NULL,
	"market_name" text NOT NULL,
	"alert_cents" integer,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watched_names_market_name_user_id_pk" PRIMARY KEY("market_name","user_id")
);
--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watched_items" ADD CONSTRAINT "watched_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watched_items" ADD CONSTRAINT "watched_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watched_names" ADD CONSTRAINT "watched_names_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_market_name_sold_at" ON "sales" USING btree ("market_name","sold_at");