CREATE TABLE "lead_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"created_by" uuid,
	"status" text DEFAULT 'queued' NOT NULL,
	"filters" jsonb NOT NULL,
	"language" text NOT NULL,
	"campaign_ids" uuid[] NOT NULL,
	"total" integer,
	"processed" integer DEFAULT 0 NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	"parts" text[] DEFAULT '{}'::text[] NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL,
	"cursor" jsonb,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"error" text,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "lead_exports" ADD CONSTRAINT "lead_exports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_exports" ADD CONSTRAINT "lead_exports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_exports_company_idx" ON "lead_exports" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_exports_pending_idx" ON "lead_exports" USING btree ("lease_until") WHERE status in ('queued', 'running');