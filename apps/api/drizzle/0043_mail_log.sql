CREATE TABLE "mail_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"user_id" integer,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"reply_to" text,
	"language" text NOT NULL,
	"state" text NOT NULL,
	"error" text,
	"one_time_link" boolean DEFAULT false NOT NULL,
	"resend_of" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_log" ADD CONSTRAINT "mail_log_resend_of_mail_log_id_fk" FOREIGN KEY ("resend_of") REFERENCES "public"."mail_log"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_log_created" ON "mail_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "mail_log_user" ON "mail_log" USING btree ("user_id","id");