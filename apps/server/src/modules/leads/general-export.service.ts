import type { LeadsGeneralExportQuery } from '@gc/contracts/leads';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { campaigns, companies } from '../../db/schema/index.ts';
import type { AppContext } from '../../lib/app-context.ts';
import type { Actor } from '../../plugins/auth.ts';
import { campaignNotFound } from '../campaigns/campaigns.service.ts';
import { type ExportLead, type ReleaseMemo, withLatestResults } from './latest-result.ts';
import { type ExportCursor, type ExportRange, type ExportRow, exportBatch } from './leads.repo.ts';
import { EXPORT_BATCH_SIZE } from './leads.service.ts';

export const OUTCOME_FILTERS: Record<LeadsGeneralExportQuery['outcome'], (row: ExportRow) => boolean> = {
  all: () => true,
  won: (row) => row.wins > 0,
  notWon: (row) => row.wins === 0,
};

/**
 * The company's leads across its campaigns (issue 16: the general leads export), campaign after
 * campaign in the order they were created, each campaign's leads by the same keyset as the per-campaign
 * export, so the range and the tenant come from one index scan per batch (campaign_id, created_at, id).
 * Only the acting company's campaigns are read: a campaign id of another company (or none at all) is a
 * 404 before anything is sent, as for one campaign.
 */
export async function generalLeadsExport(
  ctx: AppContext,
  actor: Actor,
  query: LeadsGeneralExportQuery,
  batchSize = EXPORT_BATCH_SIZE,
) {
  const { companyId } = actor;
  const ids = [...new Set(query.campaignIds)];
  const chosen = await ctx.db
    .select({ id: campaigns.id, name: campaigns.name })
    .from(campaigns)
    .where(and(eq(campaigns.companyId, companyId), ids.length > 0 ? inArray(campaigns.id, ids) : undefined))
    .orderBy(asc(campaigns.createdAt), asc(campaigns.id));
  if (chosen.length !== ids.length && ids.length > 0) throw campaignNotFound();
  const [company] = await ctx.db
    .select({ timeZone: companies.timeZone })
    .from(companies)
    .where(eq(companies.id, companyId));
  const range: ExportRange = { from: query.from, to: query.to, timeZone: company?.timeZone ?? 'UTC' };
  const keep = OUTCOME_FILTERS[query.outcome];

  async function* batches(): AsyncGenerator<(ExportLead & { campaignName: string })[]> {
    const releases: ReleaseMemo = new Map();
    for (const campaign of chosen) {
      let cursor: ExportCursor | null = null;
      for (;;) {
        const batch = await exportBatch(ctx.db, companyId, campaign.id, cursor, batchSize, range);
        const kept = batch.filter(keep);
        if (kept.length > 0) {
          const rows = await withLatestResults(ctx.db, kept, releases);
          yield rows.map((row) => ({ ...row, campaignName: campaign.name }));
        }
        if (batch.length < batchSize) break;
        const last = batch[batch.length - 1];
        cursor = { createdAt: last.cursorAt, id: last.id };
      }
    }
  }
  return { fileName: 'leads.csv', batches: batches() };
}
