ALTER TABLE "voucher_codes" ADD COLUMN "redeemed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "voucher_codes" ADD COLUMN "redeemed_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "voucher_codes" ADD COLUMN "redeemed_by_email" text;--> statement-breakpoint
CREATE INDEX "voucher_codes_company_code_idx" ON "voucher_codes" USING btree ("company_id","code");