CREATE TABLE "staff_invites" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"staff_role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" integer,
	CONSTRAINT "staff_invites_role_valid" CHECK ("staff_invites"."staff_role" IN ('owner', 'support', 'finance'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "staff_role" text;--> statement-breakpoint
-- STAFF-1: the operators there are before roles exist keep everything: they become owners.
UPDATE "users" SET "staff_role" = 'owner' WHERE "role" = 'operator';--> statement-breakpoint
ALTER TABLE "staff_invites" ADD CONSTRAINT "staff_invites_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_invites" ADD CONSTRAINT "staff_invites_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_invites_token_key" ON "staff_invites" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_invites_waiting_email" ON "staff_invites" USING btree (lower("email")) WHERE "staff_invites"."accepted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "staff_invites_created" ON "staff_invites" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_staff_role_valid" CHECK ("users"."staff_role" IS NULL OR "users"."staff_role" IN ('owner', 'support', 'finance'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_staff_role_of_operator" CHECK (("users"."role" = 'operator') = ("users"."staff_role" IS NOT NULL));