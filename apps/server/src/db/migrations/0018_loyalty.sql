CREATE TABLE "company_app_secrets" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_balances" (
	"integration_id" uuid NOT NULL,
	"client_user_id" text NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_balances_integration_id_client_user_id_pk" PRIMARY KEY("integration_id","client_user_id"),
	CONSTRAINT "loyalty_balances_not_negative" CHECK ("loyalty_balances"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "loyalty_integrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"endpoint_url" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"integration_id" uuid NOT NULL,
	"client_user_id" text NOT NULL,
	"kind" text NOT NULL,
	"points" integer NOT NULL,
	"campaign_id" uuid,
	"play_id" uuid,
	"identifier" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "loyalty_outcome_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"outcome_id" text NOT NULL,
	"company_integration_id" uuid NOT NULL,
	"integration_key" text NOT NULL,
	"identifier" text NOT NULL,
	"points" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_spending_points" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"company_integration_id" uuid NOT NULL,
	"points_per_play" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_spending_points_positive" CHECK ("loyalty_spending_points"."points_per_play" > 0)
);
--> statement-breakpoint
ALTER TABLE "company_app_secrets" ADD CONSTRAINT "company_app_secrets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_balances" ADD CONSTRAINT "loyalty_balances_integration_id_loyalty_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."loyalty_integrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_integrations" ADD CONSTRAINT "loyalty_integrations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_ledger" ADD CONSTRAINT "loyalty_ledger_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_ledger" ADD CONSTRAINT "loyalty_ledger_integration_id_loyalty_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."loyalty_integrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_outcome_settings" ADD CONSTRAINT "loyalty_outcome_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_outcome_settings" ADD CONSTRAINT "loyalty_outcome_settings_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_outcome_settings" ADD CONSTRAINT "loyalty_outcome_settings_company_integration_id_loyalty_integrations_id_fk" FOREIGN KEY ("company_integration_id") REFERENCES "public"."loyalty_integrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_spending_points" ADD CONSTRAINT "loyalty_spending_points_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_spending_points" ADD CONSTRAINT "loyalty_spending_points_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_spending_points" ADD CONSTRAINT "loyalty_spending_points_company_integration_id_loyalty_integrations_id_fk" FOREIGN KEY ("company_integration_id") REFERENCES "public"."loyalty_integrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_integrations_company_key_idx" ON "loyalty_integrations" USING btree ("company_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_ledger_play_kind_idx" ON "loyalty_ledger" USING btree ("play_id","kind") WHERE "loyalty_ledger"."play_id" is not null;--> statement-breakpoint
CREATE INDEX "loyalty_ledger_user_idx" ON "loyalty_ledger" USING btree ("integration_id","client_user_id","id");--> statement-breakpoint
CREATE INDEX "loyalty_ledger_undelivered_idx" ON "loyalty_ledger" USING btree ("id") WHERE "loyalty_ledger"."kind" = 'award' and "loyalty_ledger"."delivered_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_outcome_settings_outcome_idx" ON "loyalty_outcome_settings" USING btree ("campaign_id","outcome_id");--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_spending_points_campaign_idx" ON "loyalty_spending_points" USING btree ("campaign_id");