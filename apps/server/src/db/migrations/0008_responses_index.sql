-- Decided multi-step plays of a campaign in order (a survey's responses): the results view and the
-- responses export page through them by (created_at, id). Single-step plays (no state) never enter it.

CREATE INDEX "plays_campaign_responses_idx" ON "plays" USING btree ("campaign_id","created_at","id") WHERE "plays"."state" is not null and "plays"."page" <> 'open';