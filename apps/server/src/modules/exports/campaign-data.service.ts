import type { Readable } from 'node:stream';
import type { UiLanguage } from '@gc/contracts/ui-languages';
import { and, eq } from 'drizzle-orm';
import { campaignReleases } from '../../db/schema/index.ts';
import type { AppContext } from '../../lib/app-context.ts';
import { loadOnce } from '../../lib/load-once.ts';
import type { Actor } from '../../plugins/auth.ts';
import type { ExportCursor } from '../leads/leads.repo.ts';
import { leadsExport } from '../leads/leads.service.ts';
import { leadsCsv } from '../leads/leads-csv.ts';
import { leadsXlsx } from '../leads/leads-xlsx.ts';
import { responsesExportIfKept } from '../responses/responses.service.ts';
import { responsesCsv } from '../responses/responses-csv.ts';
import { type ExportPlay, playsBatch, playsSpan } from './plays.repo.ts';
import { playsCsv } from './plays-csv.ts';

/** archiver and its stream libraries (about 50 modules) load with the first campaign-data export, not at start (issue 18). */
const loadArchiver = loadOnce(() => import('archiver'));

/** Rows per query, as the leads export. */
export const PLAYS_BATCH_SIZE = 1_000;

/**
 * The campaign's plays batch by batch, in time order, window by window of time (no connection held
 * between batches). The first window is sized from the campaign's mean rate to hold about one batch; a
 * sparse window doubles the next one (a campaign quiet for months costs a few queries), a full one
 * continues by the keyset from its last play and halves the next (a burst is not re-read whole).
 */
export async function* playBatches(
  ctx: AppContext,
  companyId: string,
  campaignId: string,
  batchSize = PLAYS_BATCH_SIZE,
): AsyncGenerator<ExportPlay[]> {
  const span = await playsSpan(ctx.db, companyId, campaignId);
  if (!span) return;
  let width = Math.max(1_000, Math.ceil(((span.lastMs - span.firstMs + 1) * batchSize) / span.count));
  let fromMs = span.firstMs;
  let cursor: ExportCursor | null = null;
  while (fromMs <= span.lastMs) {
    const toMs = fromMs + width;
    const batch = await playsBatch(ctx.db, companyId, campaignId, { fromMs, toMs }, cursor, batchSize);
    if (batch.length > 0) yield batch;
    if (batch.length === batchSize) {
      const last = batch[batch.length - 1];
      cursor = { createdAt: last.cursorAt, id: last.id };
      fromMs = last.cursorMs;
      width = Math.max(1, Math.ceil(width / 2));
      continue;
    }
    cursor = null;
    fromMs = toMs;
    if (batch.length < batchSize / 4) width *= 2;
  }
}

/**
 * The campaign's data as one zip (spec §7 `GET /api/download/campaignData/{id}`, saved as
 * `{campaignId}.zip`): its settings (the campaign, its draft document and its current release's
 * publish options), its leads as CSV and as XLSX, its plays, and its survey answers when it keeps any.
 * Every part streams batch by batch into the zip, which streams to the response: memory stays a few
 * batches whatever the campaign's size. A foreign or unknown campaign is a 404 before anything is sent.
 */
export async function campaignDataZip(
  ctx: AppContext,
  actor: Actor,
  campaignId: string,
  language: UiLanguage,
  onError: (error: unknown) => void,
): Promise<{ fileName: string; stream: Readable }> {
  const { campaign, batches: csvBatches } = await leadsExport(ctx, actor, campaignId);
  const { batches: xlsxBatches } = await leadsExport(ctx, actor, campaignId);
  const responses = await responsesExportIfKept(ctx, actor, campaignId, language);
  const [release] = campaign.currentReleaseId
    ? await ctx.db
        .select({
          number: campaignReleases.number,
          publishOptions: campaignReleases.publishOptions,
          publishedAt: campaignReleases.publishedAt,
        })
        .from(campaignReleases)
        .where(and(eq(campaignReleases.campaignId, campaign.id), eq(campaignReleases.id, campaign.currentReleaseId)))
    : [];
  const settings = {
    campaign: {
      id: campaign.id,
      name: campaign.name,
      type: campaign.type,
      status: campaign.status,
      slug: campaign.slug,
      languages: campaign.languages,
      startDate: campaign.startDate,
      endDate: campaign.endDate,
      createdAt: campaign.createdAt,
    },
    document: campaign.document,
    release: release ?? null,
  };

  // Stored without compression would make a 1,000,000-lead zip some 300 MB; level 6 is zlib's default.
  const { ZipArchive } = await loadArchiver();
  const zip = new ZipArchive({ zlib: { level: 6 } });
  zip.on('error', onError);
  zip.append(`${JSON.stringify(settings, null, 2)}\n`, { name: 'settings.json' });
  zip.append(leadsCsv(csvBatches, language, onError), { name: 'leads.csv' });
  zip.append(leadsXlsx(xlsxBatches, language, onError), { name: 'leads.xlsx' });
  zip.append(playsCsv(playBatches(ctx, actor.companyId, campaign.id), language, onError), { name: 'plays.csv' });
  if (responses) {
    zip.append(responsesCsv(responses.questions, responses.batches, language, onError), { name: 'responses.csv' });
  }
  zip.finalize().catch(onError);
  return { fileName: `${campaign.id}.zip`, stream: zip };
}
