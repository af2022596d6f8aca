CREATE TABLE "campaign_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"outcome" text NOT NULL,
	"language" text NOT NULL,
	"subject" text NOT NULL,
	"blocks" jsonb NOT NULL,
	"attachment_key" text,
	"attachment_name" text,
	"attachment_type" text,
	"attachment_size" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_mail_settings" (
	"campaign_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"mail_type" text DEFAULT 'NOEMAIL' NOT NULL,
	"sender_name" text DEFAULT '' NOT NULL,
	"reply_to" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"language" text,
	"subject" text NOT NULL,
	"blocks" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_unsubscribes" (
	"company_id" uuid NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_unsubscribes_company_id_email_pk" PRIMARY KEY("company_id","email")
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "campaign_id" uuid;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "play_id" uuid;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "from_name" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "attachment_key" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "attachment_name" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "attachment_type" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "is_test" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "retried_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "plays" ADD COLUMN "campaign_email_at" timestamp with time zone;--> statement-breakpoint
-- Plays made before campaign e-mails existed are handled: none of them is e-mailed now.
UPDATE "plays" SET "campaign_email_at" = "created_at" WHERE "lead_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_emails" ADD CONSTRAINT "campaign_emails_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_emails" ADD CONSTRAINT "campaign_emails_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_mail_settings" ADD CONSTRAINT "campaign_mail_settings_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_mail_settings" ADD CONSTRAINT "campaign_mail_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_unsubscribes" ADD CONSTRAINT "email_unsubscribes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_emails_outcome_language_idx" ON "campaign_emails" USING btree ("campaign_id","outcome","language");--> statement-breakpoint
CREATE UNIQUE INDEX "email_templates_key_idx" ON "email_templates" USING btree ("company_id","key");--> statement-breakpoint
CREATE INDEX "email_unsubscribes_created_idx" ON "email_unsubscribes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "email_outbox_sendable_idx" ON "email_outbox" USING btree ("next_attempt_at") WHERE "email_outbox"."status" in ('PENDING', 'SENDING');--> statement-breakpoint
CREATE UNIQUE INDEX "email_outbox_play_idx" ON "email_outbox" USING btree ("play_id") WHERE "email_outbox"."play_id" is not null;--> statement-breakpoint
CREATE INDEX "email_outbox_campaign_idx" ON "email_outbox" USING btree ("campaign_id","created_at") WHERE "email_outbox"."campaign_id" is not null;--> statement-breakpoint
CREATE INDEX "plays_campaign_email_due_idx" ON "plays" USING btree ("created_at") WHERE "plays"."lead_id" is not null and "plays"."campaign_email_at" is null and "plays"."page" <> 'open';