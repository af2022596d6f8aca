CREATE TABLE "email_reveals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"revealed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "secrets" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "email_reveals" ADD CONSTRAINT "email_reveals_email_id_email_outbox_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."email_outbox"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_reveals" ADD CONSTRAINT "email_reveals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_reveals_email_idx" ON "email_reveals" USING btree ("email_id","revealed_at");--> statement-breakpoint
-- Mails written before this migration: the token of their reset or invitation link is their secret.
UPDATE "email_outbox" SET "secrets" = ARRAY(
	SELECT m[1] FROM regexp_matches("text_body", '[?&]token=([A-Za-z0-9_-]+)', 'g') AS m
) WHERE "text_body" ~ '[?&]token=';
