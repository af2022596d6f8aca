CREATE TABLE "loyalty_award_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"award_id" bigint NOT NULL,
	"company_id" uuid NOT NULL,
	"ok" boolean NOT NULL,
	"request" jsonb NOT NULL,
	"status" integer,
	"response_excerpt" text DEFAULT '' NOT NULL,
	"duration_ms" integer NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_deliveries" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_deliveries" ADD COLUMN "claimed_by" uuid;--> statement-breakpoint
ALTER TABLE "loyalty_ledger" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "loyalty_ledger" ADD COLUMN "claimed_by" uuid;--> statement-breakpoint
ALTER TABLE "loyalty_award_attempts" ADD CONSTRAINT "loyalty_award_attempts_award_id_loyalty_ledger_id_fk" FOREIGN KEY ("award_id") REFERENCES "public"."loyalty_ledger"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_award_attempts" ADD CONSTRAINT "loyalty_award_attempts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loyalty_award_attempts_award_idx" ON "loyalty_award_attempts" USING btree ("award_id","created_at");