CREATE TABLE "loyalty_pending_awards" (
	"play_id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "loyalty_ledger_undelivered_idx";--> statement-breakpoint
ALTER TABLE "loyalty_ledger" ADD COLUMN "delivery_status" text;--> statement-breakpoint
ALTER TABLE "loyalty_ledger" ADD COLUMN "delivery_key" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "loyalty_ledger" ADD COLUMN "delivery_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "loyalty_ledger" ADD COLUMN "is_queued" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "loyalty_ledger" ADD COLUMN "last_status" integer;--> statement-breakpoint
ALTER TABLE "loyalty_ledger" ADD COLUMN "last_error" text;--> statement-breakpoint
CREATE INDEX "loyalty_ledger_to_queue_idx" ON "loyalty_ledger" USING btree ("id") WHERE "loyalty_ledger"."delivery_status" = 'pending' and not "loyalty_ledger"."is_queued";--> statement-breakpoint
CREATE INDEX "loyalty_ledger_awards_idx" ON "loyalty_ledger" USING btree ("integration_id","id") WHERE "loyalty_ledger"."kind" = 'award';--> statement-breakpoint
UPDATE "loyalty_ledger" SET "delivery_status" = CASE WHEN "delivered_at" IS NULL THEN 'pending' ELSE 'delivered' END WHERE "kind" = 'award';
