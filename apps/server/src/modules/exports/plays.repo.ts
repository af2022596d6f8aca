import { and, eq, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.ts';
import { leads, plays, prizePools } from '../../db/schema/index.ts';
import type { ExportCursor } from '../leads/leads.repo.ts';

/** A play as the campaign data download writes it. */
export type ExportPlay = {
  id: string;
  leadId: string | null;
  email: string | null;
  /** ISO 8601 in UTC with milliseconds. */
  startedAt: string;
  finishedAt: string | null;
  playDay: string;
  page: string;
  prizeName: string | null;
  voucherCode: string | null;
  cursorAt: string;
};

type RawExportPlay = {
  id: string;
  lead_id: string | null;
  email: string | null;
  started_at: string;
  finished_at: string | null;
  play_day: string;
  page: string;
  prize_name: string | null;
  voucher_code: string | null;
  cursor_at: string;
};

const iso = (column: unknown) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * One batch of the campaign's plays in (created_at, id) order after `cursor`: the row comparison is
 * one index condition on plays_campaign_created_id_idx, so each batch starts where the last stopped,
 * however many plays share a created_at. Every column comes out as text on both drivers.
 */
export async function playsBatch(
  db: DbOrTx,
  companyId: string,
  campaignId: string,
  cursor: ExportCursor | null,
  limit: number,
): Promise<ExportPlay[]> {
  const after = cursor
    ? sql`and (${plays.createdAt}, ${plays.id}) > (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
    : sql``;
  const rows = await queryRows<RawExportPlay>(
    db,
    sql`select p.id, p.lead_id, l.email, ${iso(sql`p.created_at`)} as started_at, ${iso(sql`p.finished_at`)} as finished_at,
        p.play_day::text as play_day, p.page, pool.name as prize_name, p.voucher_code, p.created_at::text as cursor_at
      from (
        select * from ${plays}
        where ${and(eq(plays.companyId, companyId), eq(plays.campaignId, campaignId))} ${after}
        order by ${plays.createdAt}, ${plays.id}
        limit ${limit}
      ) p
      left join ${leads} l on l.id = p.lead_id
      left join ${prizePools} pool on pool.id = p.pool_id
      order by p.created_at, p.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    leadId: row.lead_id,
    email: row.email,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    playDay: row.play_day,
    page: row.page,
    prizeName: row.prize_name,
    voucherCode: row.voucher_code,
    cursorAt: row.cursor_at,
  }));
}
