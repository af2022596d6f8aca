import { Readable } from 'node:stream';
import type { LeadExport, LeadExportRequest } from '@gc/contracts/lead-exports';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { FileStorage } from '../../lib/file-storage/file-storage.ts';
import type { Actor } from '../../plugins/auth.ts';
import { campaignNotFound } from '../campaigns/campaigns.service.ts';
import { toLeadExportResponse } from './lead-exports.mapper.ts';
import {
  companyCampaigns,
  deleteSettledExport,
  findLeadExport,
  insertLeadExport,
  type LeadExportRow,
  listLeadExports,
  requeueFailedExport,
} from './lead-exports.repo.ts';

/** The exports the builder lists: the company's latest. */
const LISTED = 20;

const exportNotFound = () => new AppError('EXPORT_NOT_FOUND', 404, 'Export not found');

async function namesOf(ctx: AppContext, companyId: string, rows: LeadExportRow[]) {
  const ids = [...new Set(rows.flatMap((row) => (row.filters as { campaignIds: string[] }).campaignIds))];
  if (ids.length === 0) return new Map<string, string>();
  return new Map((await companyCampaigns(ctx.db, companyId, ids)).map((campaign) => [campaign.id, campaign.name]));
}

async function respond(ctx: AppContext, companyId: string, row: LeadExportRow): Promise<LeadExport> {
  return toLeadExportResponse(row, await namesOf(ctx, companyId, [row]));
}

/**
 * Starts a general leads export in the background (issue 16). The campaigns are the acting company's
 * (a campaign of another company, or none, is a 404 before anything is queued); with none chosen, every
 * campaign the company has now. The worker counts, reads and writes it; the answer is its first state.
 */
export async function startLeadExport(ctx: AppContext, actor: Actor, request: LeadExportRequest): Promise<LeadExport> {
  const ids = [...new Set(request.campaignIds)];
  const chosen = await companyCampaigns(ctx.db, actor.companyId, ids);
  if (ids.length > 0 && chosen.length !== ids.length) throw campaignNotFound();
  const row = await insertLeadExport(ctx.db, {
    companyId: actor.companyId,
    createdBy: actor.userId,
    filters: { campaignIds: ids, from: request.from ?? null, to: request.to ?? null, outcome: request.outcome },
    language: request.language,
    campaignIds: chosen.map((campaign) => campaign.id),
  });
  ctx.integrations.kickExports();
  return respond(ctx, actor.companyId, row);
}

export async function listCompanyLeadExports(ctx: AppContext, actor: Actor): Promise<LeadExport[]> {
  const rows = await listLeadExports(ctx.db, actor.companyId, LISTED);
  const names = await namesOf(ctx, actor.companyId, rows);
  return rows.map((row) => toLeadExportResponse(row, names));
}

export async function getLeadExport(ctx: AppContext, actor: Actor, id: string): Promise<LeadExport> {
  const row = await findLeadExport(ctx.db, actor.companyId, id);
  if (!row) throw exportNotFound();
  return respond(ctx, actor.companyId, row);
}

/** A failed export continues from its last committed part. */
export async function retryLeadExport(ctx: AppContext, actor: Actor, id: string): Promise<LeadExport> {
  const row = await requeueFailedExport(ctx.db, actor.companyId, id);
  if (!row) {
    if (!(await findLeadExport(ctx.db, actor.companyId, id))) throw exportNotFound();
    throw new AppError('EXPORT_NOT_FAILED', 409, 'Only a failed export can be retried.');
  }
  ctx.integrations.kickExports();
  return respond(ctx, actor.companyId, row);
}

/** Removes a finished or failed export and its file. */
export async function deleteLeadExport(ctx: AppContext, actor: Actor, id: string, storage: FileStorage) {
  const row = await deleteSettledExport(ctx.db, actor.companyId, id);
  if (!row) {
    if (!(await findLeadExport(ctx.db, actor.companyId, id))) throw exportNotFound();
    throw new AppError('EXPORT_NOT_READY', 409, 'An export still running cannot be deleted.');
  }
  for (const key of row.parts) await storage.delete(key);
}

/**
 * The finished export's file: its parts one after the other, each streamed from the file storage as
 * the download takes it (never the whole file in memory). Its name says when it was started.
 */
export async function leadExportFile(ctx: AppContext, actor: Actor, id: string, storage: FileStorage) {
  const row = await findLeadExport(ctx.db, actor.companyId, id);
  if (!row) throw exportNotFound();
  if (row.status !== 'done') throw new AppError('EXPORT_NOT_READY', 409, 'The export is not finished yet.');
  const parts = row.parts;
  async function* body() {
    for (const key of parts) {
      const file = await storage.get(key);
      if (!file) throw new Error(`export part ${key} is missing from the file storage`);
      yield* file.body;
    }
  }
  const day = row.createdAt.toISOString().slice(0, 10);
  return { fileName: `leads-${day}.csv`, size: row.bytes, stream: Readable.from(body()) };
}
