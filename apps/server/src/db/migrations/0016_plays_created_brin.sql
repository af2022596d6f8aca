-- The campaign data download no longer pages a campaign's plays by a btree in time order: every play
-- insert of a busy campaign went to that index's rightmost page, and the play throughput at 100 and 200
-- players fell from ~0.7 to ~0.4 of a bare insert. A BRIN index on created_at is a few pages for any
-- table and an insert rarely touches it; the download reads the plays window by window of time
-- (modules/exports/plays.repo.ts), each window's blocks found through it.
DROP INDEX "plays_campaign_created_id_idx";--> statement-breakpoint
CREATE INDEX "plays_created_brin_idx" ON "plays" USING brin ("created_at");