CREATE TABLE "email_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"registration_id" uuid NOT NULL,
	"lead_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"tries_left" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"lead_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"body_hash" text,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verified_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "email_codes" ADD CONSTRAINT "email_codes_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_codes_registration_idx" ON "email_codes" USING btree ("registration_id","created_at");--> statement-breakpoint
CREATE INDEX "email_codes_lead_idx" ON "email_codes" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_campaign_key_idx" ON "registrations" USING btree ("campaign_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "registrations_lead_idx" ON "registrations" USING btree ("lead_id");--> statement-breakpoint
-- Every lead registered before this migration becomes its first registration, under the key it was
-- made with, so that a retry in flight during the upgrade still gets its lead rather than a second one.
-- Its body was not recorded (body_hash NULL): such a key answers its registration whatever is sent.
INSERT INTO "registrations" ("id", "company_id", "campaign_id", "lead_id", "idempotency_key", "body_hash", "language", "created_at")
SELECT gen_random_uuid(), "company_id", "campaign_id", "id", "idempotency_key", NULL, "language", "created_at"
FROM "leads" WHERE "idempotency_key" IS NOT NULL;
