-- The leads export's keyset `(created_at, id) > ($1, $2)` is one index condition here, ties on
-- created_at included; the old (campaign_id, created_at) index made each batch re-read every tied lead.
DROP INDEX "leads_campaign_created_idx";--> statement-breakpoint
CREATE INDEX "leads_campaign_created_id_idx" ON "leads" USING btree ("campaign_id","created_at","id");
