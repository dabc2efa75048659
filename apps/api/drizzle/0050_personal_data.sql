CREATE TABLE "personal_data_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"claimed_at" timestamp with time zone,
	"token_hash" text,
	"file" "bytea",
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"downloaded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "personal_data_exports_state_valid" CHECK ("personal_data_exports"."state" IN ('pending', 'building', 'ready', 'downloaded', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_has_identity";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "personal_data_exports" ADD CONSTRAINT "personal_data_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "personal_data_exports_user" ON "personal_data_exports" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "personal_data_exports_open" ON "personal_data_exports" USING btree ("state","id");--> statement-breakpoint
CREATE UNIQUE INDEX "personal_data_exports_token" ON "personal_data_exports" USING btree ("token_hash");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_has_identity" CHECK ("users"."email" IS NOT NULL OR "users"."steamid" IS NOT NULL OR "users"."erased_at" IS NOT NULL);