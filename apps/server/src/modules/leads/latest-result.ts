import { gameResultSummary } from '@gc/games/core/game-capabilities';
import { findGameDefinition } from '@gc/games/definitions';
import type { DbOrTx } from '../../db/client.ts';
import { type LoadedRelease, loadRelease } from '../play/published-campaign.ts';
import type { ExportRow } from './leads.repo.ts';

/** An export row with what its lead's latest decided play showed, in the lead's language. */
export type ExportLead = ExportRow & { latestResult: string | null };

/**
 * The game's own summary of the lead's latest result (a quiz: "Sky watcher · You scored 2 of 3"), as
 * the result page showed it, from the play's release (releases are cached: one read per release, not
 * per lead). Empty for a game that has no summary (the wheel: its prize is in its own column).
 */
export async function withLatestResults(
  db: DbOrTx,
  rows: readonly ExportRow[],
  releases: ReleaseMemo,
): Promise<ExportLead[]> {
  // Only a lead with a decided play waits for its release; the others (most leads of a large export)
  // cost no promise each.
  const leads: ExportLead[] = rows.map((row) => ({ ...row, latestResult: null }));
  const summaries: Promise<void>[] = [];
  for (const lead of leads) {
    if (lead.resultReleaseId) {
      summaries.push(
        summaryOf(db, lead, releases).then((summary) => {
          lead.latestResult = summary;
        }),
      );
    }
  }
  await Promise.all(summaries);
  return leads;
}

/** The releases one export has read, unreadable ones included, so that each is read once per download. */
export type ReleaseMemo = Map<string, Promise<LoadedRelease | null>>;

async function summaryOf(db: DbOrTx, row: ExportRow, releases: ReleaseMemo): Promise<string | null> {
  const releaseId = row.resultReleaseId as string;
  let reading = releases.get(releaseId);
  if (!reading) {
    // A release this server cannot read leaves the cell empty: the download itself never fails for it.
    reading = loadRelease(db, releaseId).catch(() => null);
    releases.set(releaseId, reading);
  }
  const release = await reading;
  if (!release) return null;
  const definition = findGameDefinition(release.campaignType);
  if (!definition || !release.game) return null;
  const { defaultLanguage } = release.playerDocument.languageOptions;
  const summary = gameResultSummary(
    definition,
    release.game.settings,
    row.result,
    row.language ?? defaultLanguage,
    defaultLanguage,
  );
  const text = [summary?.title, summary?.scoreText].filter((part) => part?.trim()).join(' · ');
  return text || null;
}
