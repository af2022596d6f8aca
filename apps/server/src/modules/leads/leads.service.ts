import type { CampaignStats, Lead } from '@gc/contracts/leads';
import type { Page } from '@gc/contracts/paging';
import type { AppContext } from '../../lib/app-context.ts';
import type { Actor } from '../../plugins/auth.ts';
import { findCompanyCampaign } from '../campaigns/campaigns.repo.ts';
import { campaignNotFound } from '../campaigns/campaigns.service.ts';
import { type ExportLead, type ReleaseMemo, withLatestResults } from './latest-result.ts';
import { toLeadResponse } from './leads.mapper.ts';
import { campaignCounts, type ExportCursor, exportBatch, type LeadListQuery, listCampaignLeads } from './leads.repo.ts';

/** Rows per export query: big enough that round trips do not dominate, small enough to stay a few MB. */
export const EXPORT_BATCH_SIZE = 5_000;

/** The acting company's campaign (deleted ones included: their leads are kept), or 404. */
async function ownCampaign(ctx: AppContext, actor: Actor, campaignId: string) {
  const campaign = await findCompanyCampaign(ctx.db, actor.companyId, campaignId);
  if (!campaign) throw campaignNotFound();
  return campaign;
}

export async function campaignStats(ctx: AppContext, actor: Actor, campaignId: string): Promise<CampaignStats> {
  await ownCampaign(ctx, actor, campaignId);
  return campaignCounts(ctx.db, actor.companyId, campaignId);
}

export async function searchLeads(
  ctx: AppContext,
  actor: Actor,
  campaignId: string,
  query: LeadListQuery,
): Promise<Page<Lead>> {
  await ownCampaign(ctx, actor, campaignId);
  const { items, total } = await listCampaignLeads(ctx.db, actor.companyId, campaignId, query);
  return { items: items.map(toLeadResponse), total, page: query.page, size: query.size };
}

/**
 * The export's file name and its rows, batch by batch. The campaign is checked before anything is
 * sent, so a foreign or unknown campaign is a plain 404 rather than a broken download.
 */
export async function leadsExport(ctx: AppContext, actor: Actor, campaignId: string, batchSize = EXPORT_BATCH_SIZE) {
  const campaign = await ownCampaign(ctx, actor, campaignId);
  const { companyId } = actor;
  const query = (cursor: ExportCursor | null) => {
    const reading = exportBatch(ctx.db, companyId, campaignId, cursor, batchSize);
    // A download left halfway never awaits the batch read ahead: its failure is not an unhandled one.
    reading.catch(() => {});
    return reading;
  };
  async function* batches(): AsyncGenerator<ExportLead[]> {
    const releases: ReleaseMemo = new Map();
    let next = query(null);
    for (;;) {
      const batch = await next;
      const full = batch.length === batchSize;
      // The database reads the next batch while this one is summarised and written out: the two
      // processes work side by side rather than in turns. At most two batches are held at once.
      if (full) {
        const last = batch[batch.length - 1];
        next = query({ createdAt: last.cursorAt, id: last.id });
      }
      if (batch.length > 0) yield await withLatestResults(ctx.db, batch, releases);
      if (!full) return;
    }
  }
  return { campaign, fileName: `${campaign.slug}-leads.csv`, batches: batches() };
}
