-- The exports page by the keyset `(created_at, id) > ($1, $2)`, one index condition on each of these,
-- ties on created_at included: the old (campaign_id, created_at) index of leads made each batch re-read
-- every lead sharing the cursor's created_at, and a campaign's plays had no index in time order.
DROP INDEX "leads_campaign_created_idx";--> statement-breakpoint
CREATE INDEX "leads_campaign_created_id_idx" ON "leads" USING btree ("campaign_id","created_at","id");--> statement-breakpoint
CREATE INDEX "plays_campaign_created_id_idx" ON "plays" USING btree ("campaign_id","created_at","id");
