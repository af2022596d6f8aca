ALTER TABLE "lead_deliveries" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_deliveries" ADD COLUMN "claimed_by" uuid;--> statement-breakpoint
ALTER TABLE "loyalty_ledger" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "loyalty_ledger" ADD COLUMN "claimed_by" uuid;