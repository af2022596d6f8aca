CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"release_id" uuid,
	"email" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"phone" text,
	"address" text,
	"postal_code" text,
	"city" text,
	"birth_date" date,
	"job_title" text,
	"company_name" text,
	"external_user_id" text,
	"source" text DEFAULT 'form' NOT NULL,
	"language" text NOT NULL,
	"consent" jsonb,
	"ip" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "play_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"type" text NOT NULL,
	"play_id" uuid,
	"lead_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"release_id" uuid NOT NULL,
	"lead_id" uuid,
	"ip" text,
	"play_day" date NOT NULL,
	"page" text NOT NULL,
	"sector_id" text,
	"pool_id" uuid,
	"voucher_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "used_challenges" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prize_audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" uuid,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"pool_id" uuid,
	"campaign_id" uuid,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prize_pools" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text,
	"is_unlimited" boolean DEFAULT false NOT NULL,
	"has_codes" boolean DEFAULT false NOT NULL,
	"stock_total" integer,
	"issued" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "voucher_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pool_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"code" text NOT NULL,
	"play_id" uuid,
	"claimed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "campaign_releases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"campaign_type" text NOT NULL,
	"document" jsonb NOT NULL,
	"publish_options" jsonb NOT NULL,
	"published_by" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "current_release_id" uuid;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_release_id_campaign_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."campaign_releases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plays" ADD CONSTRAINT "plays_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plays" ADD CONSTRAINT "plays_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plays" ADD CONSTRAINT "plays_release_id_campaign_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."campaign_releases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plays" ADD CONSTRAINT "plays_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prize_audit_log" ADD CONSTRAINT "prize_audit_log_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prize_pools" ADD CONSTRAINT "prize_pools_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_codes" ADD CONSTRAINT "voucher_codes_pool_id_prize_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."prize_pools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_codes" ADD CONSTRAINT "voucher_codes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_releases" ADD CONSTRAINT "campaign_releases_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_releases" ADD CONSTRAINT "campaign_releases_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "leads_idempotency_idx" ON "leads" USING btree ("campaign_id","idempotency_key") WHERE "leads"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "leads_campaign_created_idx" ON "leads" USING btree ("campaign_id","created_at");--> statement-breakpoint
CREATE INDEX "leads_campaign_email_idx" ON "leads" USING btree ("campaign_id","email");--> statement-breakpoint
CREATE INDEX "play_events_campaign_type_idx" ON "play_events" USING btree ("campaign_id","type");--> statement-breakpoint
CREATE INDEX "plays_campaign_lead_day_idx" ON "plays" USING btree ("campaign_id","lead_id","play_day");--> statement-breakpoint
CREATE INDEX "plays_campaign_ip_created_idx" ON "plays" USING btree ("campaign_id","ip","created_at");--> statement-breakpoint
CREATE INDEX "prize_audit_company_at_idx" ON "prize_audit_log" USING btree ("company_id","at");--> statement-breakpoint
CREATE INDEX "prize_pools_company_idx" ON "prize_pools" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_codes_pool_seq_idx" ON "voucher_codes" USING btree ("pool_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_codes_pool_code_idx" ON "voucher_codes" USING btree ("pool_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_codes_play_idx" ON "voucher_codes" USING btree ("play_id") WHERE "voucher_codes"."play_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_releases_number_idx" ON "campaign_releases" USING btree ("campaign_id","number");--> statement-breakpoint
CREATE INDEX "campaign_releases_company_idx" ON "campaign_releases" USING btree ("company_id");