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
  /** cursorAt in whole milliseconds, rounded down: where the next window may start. */
  cursorMs: number;
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
  cursor_ms: number;
};

const iso = (column: unknown) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** When a campaign's plays happened: the first and last play's time in whole milliseconds, and how many. */
export type PlaysSpan = { firstMs: number; lastMs: number; count: number };

/** One pass over the campaign's part of plays_campaign_ip_created_idx; null when it has no plays. */
export async function playsSpan(db: DbOrTx, companyId: string, campaignId: string): Promise<PlaysSpan | null> {
  const [row] = await queryRows<{ first_ms: number | null; last_ms: number | null; count: number }>(
    db,
    sql`select floor(extract(epoch from min(created_at)) * 1000)::float8 as first_ms,
               ceil(extract(epoch from max(created_at)) * 1000)::float8 as last_ms,
               count(*)::int as count
        from ${plays}
        where ${and(eq(plays.companyId, companyId), eq(plays.campaignId, campaignId))}`,
  );
  if (!row || row.first_ms === null || row.last_ms === null || row.count === 0) return null;
  return { firstMs: Number(row.first_ms), lastMs: Number(row.last_ms), count: Number(row.count) };
}

/** A window of time, [fromMs, toMs): consecutive windows share their bounds, so each play is in one. */
export type PlaysWindow = { fromMs: number; toMs: number };

const at = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;

/**
 * One batch of the campaign's plays inside `window`, in (created_at, id) order after `cursor`. The
 * window's blocks come from plays_created_brin_idx (or, for a small campaign in a big table, from the
 * campaign's range of plays_campaign_ip_created_idx: the planner takes the cheaper); the keyset
 * continues a window that holds more than one batch, ties on created_at included. Every column comes
 * out as text on both drivers.
 */
export async function playsBatch(
  db: DbOrTx,
  companyId: string,
  campaignId: string,
  window: PlaysWindow,
  cursor: ExportCursor | null,
  limit: number,
): Promise<ExportPlay[]> {
  const after = cursor
    ? sql`and (${plays.createdAt}, ${plays.id}) > (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
    : sql``;
  const rows = await queryRows<RawExportPlay>(
    db,
    sql`select p.id, p.lead_id, l.email, ${iso(sql`p.created_at`)} as started_at, ${iso(sql`p.finished_at`)} as finished_at,
        p.play_day::text as play_day, p.page, pool.name as prize_name, p.voucher_code, p.created_at::text as cursor_at,
        floor(extract(epoch from p.created_at) * 1000)::float8 as cursor_ms
      from (
        select * from ${plays}
        where ${and(eq(plays.companyId, companyId), eq(plays.campaignId, campaignId))}
          and ${plays.createdAt} >= ${at(window.fromMs)} and ${plays.createdAt} < ${at(window.toMs)} ${after}
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
    cursorMs: Number(row.cursor_ms),
  }));
}
