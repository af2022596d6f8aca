import { randomBytes } from 'node:crypto';
import type { LeadExportRequest } from '@gc/contracts/lead-exports';
import type { UiLanguage } from '@gc/contracts/ui-languages';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';
import type { FileStorage } from '../../lib/file-storage/file-storage.ts';
import { OUTCOME_FILTERS } from '../leads/general-export.service.ts';
import { type ReleaseMemo, withLatestResults } from '../leads/latest-result.ts';
import { type ExportRange, exportBatch } from '../leads/leads.repo.ts';
import { EXPORT_BATCH_SIZE } from '../leads/leads.service.ts';
import { leadsCsvRows, leadsCsvStart } from '../leads/leads-csv.ts';
import { GENERAL_LEADS_CSV_COLUMNS } from '../leads/leads-csv-headers.ts';
import {
  commitPart,
  companyCampaigns,
  countLeadsInRange,
  type LeadExportRow,
  type PartCursor,
  releaseLease,
  setTotal,
  startSlice,
} from './lead-exports.repo.ts';

export type SliceOptions = {
  /** Leads read per part (a part is held in memory, then stored and committed). */
  partRows: number;
  /** A slice writes parts until this much time has passed, then gives the export back to the queue. */
  sliceMs: number;
  /** A worker's claim on the export; extended with each committed part. */
  leaseMs: number;
  /** Stop after this many parts (a test's process that dies after writing some). */
  maxParts?: number;
  /** Asked between parts: the process is shutting down. */
  isStopping?: () => boolean;
};

export type SliceResult = 'done' | 'more' | 'gone';

type Filters = Pick<LeadExportRequest, 'from' | 'to' | 'outcome'>;

/** A storage key of its own for each part written, so that a part two workers both wrote never mixes. */
const partKey = (id: string, index: number) => `export-${id}-${index}-${randomBytes(6).toString('hex')}.csv`;

/**
 * One slice of a background leads export (issue 16): parts of the CSV, each read by the keyset
 * (created_at, id) from where the last committed part ended, stored in the file storage and committed
 * with its new keyset. A process that dies loses at most the part it was writing; the next slice starts
 * after the last committed one. Memory is one part whatever the size of the export.
 */
export async function runLeadExportSlice(
  db: DbOrTx,
  storage: FileStorage,
  id: string,
  options: SliceOptions,
): Promise<SliceResult> {
  const started = Date.now();
  const row = await startSlice(db, id, options.leaseMs);
  if (!row) return 'gone';
  const filters = row.filters as Filters;
  const [company] = await db
    .select({ timeZone: companies.timeZone })
    .from(companies)
    .where(eq(companies.id, row.companyId));
  const range: ExportRange = { from: filters.from, to: filters.to, timeZone: company?.timeZone ?? 'UTC' };
  if (row.total === null) {
    row.total = await countLeadsInRange(db, row.companyId, row.campaignIds, filters);
    await setTotal(db, id, row.total);
  }
  const names = new Map(
    (await companyCampaigns(db, row.companyId, row.campaignIds)).map((campaign) => [campaign.id, campaign.name]),
  );
  const releases: ReleaseMemo = new Map();
  let index = row.parts.length;
  let cursor = (row.cursor as PartCursor | null) ?? { campaign: 0, after: null };
  for (let written = 0; ; written++) {
    if (written > 0) {
      const isOutOfTime = Date.now() - started >= options.sliceMs;
      if (isOutOfTime || options.isStopping?.() || (options.maxParts !== undefined && written >= options.maxParts)) {
        if (options.maxParts === undefined) await releaseLease(db, id);
        return 'more';
      }
    }
    const part = await readPart(db, row, cursor, { range, filters, names, releases, partRows: options.partRows });
    const isLast = part.cursor.campaign >= row.campaignIds.length;
    // The first part carries the header even when nothing follows; a part that read nothing has no file.
    const key = index === 0 || part.processed > 0 ? partKey(id, index) : null;
    const bytes = key
      ? Buffer.from(
          index === 0 ? leadsCsvStart(row.language as UiLanguage, GENERAL_LEADS_CSV_COLUMNS) + part.csv : part.csv,
        )
      : null;
    if (key && bytes) await storage.put(key, bytes, 'text/csv; charset=utf-8');
    const isCommitted = await commitPart(db, id, {
      index,
      key,
      bytes: bytes?.length ?? 0,
      cursor: part.cursor,
      processed: part.processed,
      rows: part.rows,
      isLast,
      leaseMs: options.leaseMs,
    });
    if (!isCommitted) {
      // Another worker committed this part first (or the export was deleted): ours is not needed.
      if (key) await storage.delete(key);
      return 'gone';
    }
    if (isLast) return 'done';
    index++;
    cursor = part.cursor;
  }
}

/** Reads up to `partRows` leads after `cursor`, campaign after campaign, as CSV rows. */
async function readPart(
  db: DbOrTx,
  row: LeadExportRow,
  from: PartCursor,
  read: {
    range: ExportRange;
    filters: Filters;
    names: Map<string, string>;
    releases: ReleaseMemo;
    partRows: number;
  },
) {
  const keep = OUTCOME_FILTERS[read.filters.outcome];
  const chunks: string[] = [];
  let processed = 0;
  let rows = 0;
  let { campaign, after } = from;
  while (processed < read.partRows && campaign < row.campaignIds.length) {
    const campaignId = row.campaignIds[campaign];
    const limit = Math.min(EXPORT_BATCH_SIZE, read.partRows - processed);
    const batch = await exportBatch(db, row.companyId, campaignId, after, limit, read.range);
    processed += batch.length;
    const kept = batch.filter(keep);
    if (kept.length > 0) {
      const leads = await withLatestResults(db, kept, read.releases);
      const campaignName = read.names.get(campaignId) ?? '';
      chunks.push(
        leadsCsvRows(
          leads.map((lead) => ({ ...lead, campaignName })),
          GENERAL_LEADS_CSV_COLUMNS,
        ),
      );
      rows += kept.length;
    }
    if (batch.length === limit) {
      const last = batch[batch.length - 1];
      after = { createdAt: last.cursorAt, id: last.id };
    } else {
      campaign++;
      after = null;
    }
  }
  return { csv: chunks.join(''), processed, rows, cursor: { campaign, after } satisfies PartCursor };
}
