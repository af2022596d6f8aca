import type { LEAD_SORT_FIELDS } from '@gc/contracts/leads';
import type { PageQuery, SortDirection } from '@gc/contracts/paging';
import { type AnyColumn, and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.ts';
import { leads, playEvents, plays, prizePools } from '../../db/schema/index.ts';

export type LeadSortField = (typeof LEAD_SORT_FIELDS)[number];

/** Every query here is scoped to one company and one campaign: a lead is never loaded by id alone. */
const ofCampaign = (companyId: string, campaignId: string) =>
  and(eq(leads.companyId, companyId), eq(leads.campaignId, campaignId));

/** The winning page of a play (PLAY_RESULT_PAGES); a win with an empty pool was already turned into 'lose'. */
const WIN_PAGE = 'win';
/** A play whose outcome is known: not one still open (a quiz answered halfway). */
const DECIDED_PAGES = ['win', 'lose'];

/** The four counts of the details page, one round trip; each count reads its own index. */
export async function campaignCounts(db: DbOrTx, companyId: string, campaignId: string) {
  const eventCount = (type: string) =>
    sql<number>`(select count(*)::int from ${playEvents} where ${playEvents.companyId} = ${companyId}
      and ${playEvents.campaignId} = ${campaignId} and ${playEvents.type} = ${type})`;
  const [row] = await db
    .select({
      playsStarted: eventCount('game_started'),
      playsFinished: eventCount('game_finished'),
      leads: sql<number>`(select count(*)::int from ${leads} where ${ofCampaign(companyId, campaignId)})`,
      winners: sql<number>`(select count(*)::int from ${plays} where ${plays.companyId} = ${companyId}
        and ${plays.campaignId} = ${campaignId} and ${plays.page} = ${WIN_PAGE})`,
    })
    .from(sql`(select 1) as one`);
  return row;
}

/** The columns a lead's summaries are found by: the leads table itself or a page of it (a subquery). */
type LeadKeys = { id: AnyColumn | SQL.Aliased; campaignId: AnyColumn | SQL.Aliased };

/**
 * A lead's plays and its latest win, as two lateral subqueries. They are joined to a page of leads
 * that is already cut to size (`pageOf…` below), so a page of 10 costs 10 index probes of
 * plays_campaign_lead_day_idx however many leads and plays the campaign has, whatever the planner's
 * statistics say, and there is no query per lead (no N+1).
 */
function playSummaries(db: DbOrTx, lead: LeadKeys) {
  const ofLead = and(eq(plays.campaignId, lead.campaignId), eq(plays.leadId, lead.id));
  const playCount = db
    .select({ plays: count().as('play_count') })
    .from(plays)
    .where(ofLead)
    .as('play_count');
  const latestWin = db
    .select({
      prizeName: sql<string | null>`${prizePools.name}`.as('prize_name'),
      voucherCode: sql<string | null>`${plays.voucherCode}`.as('voucher_code'),
      // A window over the lead's wins, computed before the LIMIT: how many prizes the lead won.
      wins: sql<number>`count(*) over ()`.mapWith(Number).as('wins'),
    })
    .from(plays)
    .leftJoin(prizePools, eq(prizePools.id, plays.poolId))
    .where(and(ofLead, eq(plays.page, WIN_PAGE)))
    .orderBy(desc(plays.createdAt), desc(plays.id))
    .limit(1)
    .as('latest_win');
  // The lead's latest decided play: what its game showed (a quiz's outcome and score), for the export.
  const latestResult = db
    .select({
      result: sql<unknown>`${plays.result}`.as('latest_result'),
      resultReleaseId: sql<string | null>`${plays.releaseId}`.as('latest_result_release_id'),
    })
    .from(plays)
    .where(and(ofLead, inArray(plays.page, DECIDED_PAGES)))
    .orderBy(desc(plays.createdAt), desc(plays.id))
    .limit(1)
    .as('latest_result');
  return { playCount, latestWin, latestResult };
}

const leadColumns = {
  id: leads.id,
  campaignId: leads.campaignId,
  email: leads.email,
  firstName: leads.firstName,
  lastName: leads.lastName,
  phone: leads.phone,
  externalUserId: leads.externalUserId,
  language: leads.language,
  createdAt: leads.createdAt,
};

type SortKeys = { id: AnyColumn; email: AnyColumn; lastName: AnyColumn; createdAt: AnyColumn };

/**
 * The ORDER BY of each sort, for the leads table or a page of it; the id breaks ties so that pages
 * never overlap. Leads without a last name come last whichever way, as a blank sorts nowhere useful.
 */
function orderOf(keys: SortKeys, sort: LeadSortField, direction: SortDirection): SQL[] {
  const dir = direction === 'ASC' ? asc : desc;
  switch (sort) {
    case 'createdAt':
      return [dir(keys.createdAt), dir(keys.id)];
    case 'email':
      return [dir(keys.email), dir(keys.id)];
    case 'lastName':
      return [sql`lower(${keys.lastName}) ${sql.raw(direction === 'ASC' ? 'asc' : 'desc')} nulls last`, dir(keys.id)];
  }
}

function escapeLike(value: string) {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** E-mail, first name, last name or the full name ("Ana Petrović"), case-insensitively and literally. */
function matches(search: string): SQL {
  const pattern = `%${escapeLike(search)}%`;
  return sql`(${leads.email} ilike ${pattern} or concat_ws(' ', ${leads.firstName}, ${leads.lastName}) ilike ${pattern})`;
}

export type LeadListQuery = PageQuery & { sort?: LeadSortField };

export async function listCampaignLeads(db: DbOrTx, companyId: string, campaignId: string, query: LeadListQuery) {
  const filters = [ofCampaign(companyId, campaignId)];
  if (query.search) filters.push(matches(query.search));
  const where = and(...filters);
  const sort = query.sort ?? 'createdAt';
  const page = db
    .select(leadColumns)
    .from(leads)
    .where(where)
    .orderBy(...orderOf(leads, sort, query.direction))
    .limit(query.size)
    .offset(query.page * query.size)
    .as('page');
  const { playCount, latestWin } = playSummaries(db, page);
  const [items, [{ total }]] = await Promise.all([
    db
      .select({
        ...page._.selectedFields,
        plays: playCount.plays,
        prizeName: latestWin.prizeName,
        voucherCode: latestWin.voucherCode,
      })
      .from(page)
      .leftJoinLateral(playCount, sql`true`)
      .leftJoinLateral(latestWin, sql`true`)
      .orderBy(...orderOf(page as unknown as SortKeys, sort, query.direction)),
    db.select({ total: count() }).from(leads).where(where),
  ]);
  return { items, total };
}

/**
 * Where the previous export batch ended. The timestamp travels as PostgreSQL's own text: a JS Date
 * keeps milliseconds only, and a cursor rounded down from microseconds would return its own row again.
 */
export type ExportCursor = { createdAt: string; id: string };

/** A lead as the export writes it: its registration, its plays and its latest win and decided play. */
export type ExportRow = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  externalUserId: string | null;
  language: string;
  /** ISO 8601 in UTC with milliseconds, as `Date.toISOString()` writes it. */
  registeredAt: string;
  cursorAt: string;
  address: string | null;
  postalCode: string | null;
  city: string | null;
  birthDate: string | null;
  jobTitle: string | null;
  companyName: string | null;
  source: string;
  newsletter: boolean;
  plays: number;
  wins: number;
  prizeName: string | null;
  voucherCode: string | null;
  result: unknown;
  resultReleaseId: string | null;
};

/**
 * One batch of the export in (created_at, id) order after `cursor` (keyset pagination): each batch
 * starts from the index where the last one stopped, so batch 1,000 costs what batch 1 costs, and no
 * connection or transaction is held between batches (a server-side cursor would pin one for the whole
 * download, and PGlite has none to offer).
 *
 * Plain SQL whose every column comes out as text, a number, a boolean or JSON on both drivers, named
 * as ExportRow's fields, and rows that are used as the driver gives them: the ORM's row mapping, a few
 * type checks per field, was a fifth of an export's time in the server.
 */
/** Registered within these days of the company's time zone (both included): the general export's range. */
export type ExportRange = { from?: string; to?: string; timeZone: string };

export function exportBatchQuery(
  companyId: string,
  campaignId: string,
  cursor: ExportCursor | null,
  limit: number,
  range?: ExportRange,
) {
  // A row comparison, not `created_at >= $1 and (created_at > $1 or id > $2)`: PostgreSQL turns it
  // into one index condition on leads_campaign_created_id_idx (campaign_id, created_at, id), so the
  // batch starts right after the cursor's row. With the OR form the index could only start at the
  // cursor's created_at, and each batch re-read every lead sharing it (1,000,000 leads written in one
  // transaction share one: 2,700 rows/s).
  const after = cursor
    ? sql`and (${leads.createdAt}, ${leads.id}) > (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
    : sql``;
  // The range bounds the same index scan: campaign_id = …, created_at between the day boundaries.
  const from = range?.from
    ? sql`and ${leads.createdAt} >= (${range.from}::date::timestamp at time zone ${range.timeZone})`
    : sql``;
  const to = range?.to
    ? sql`and ${leads.createdAt} < ((${range.to}::date + 1)::timestamp at time zone ${range.timeZone})`
    : sql``;
  const latestFirst = sql`order by p.created_at desc, p.id desc`;
  const isWin = sql`p.page = ${WIN_PAGE}`;
  const isDecided = sql`p.page in (${sql.join(
    DECIDED_PAGES.map((page) => sql`${page}`),
    sql`, `,
  )})`;
  // The lead's plays are read once: one probe of plays_campaign_lead_day_idx per lead gives its play
  // count, its wins, its latest win and its latest decided play (the leads table's three subqueries
  // would cost three probes per lead, most of an export's time in the database). Each ordered
  // aggregate sorts once per lead, even a lead without plays: two of whole play rows (the latest win,
  // the latest decided play) rather than four of single columns cut the database's time per batch by
  // about a quarter.
  return sql`
    select b.id, b.email, b.first_name as "firstName", b.last_name as "lastName", b.phone,
      b.external_user_id as "externalUserId", b.language,
      to_char(b.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "registeredAt",
      b.created_at::text as "cursorAt", b.address, b.postal_code as "postalCode", b.city,
      b.birth_date::text as "birthDate", b.job_title as "jobTitle", b.company_name as "companyName", b.source,
      coalesce((b.consent ->> 'newsletter')::boolean, false) as newsletter,
      s.play_count as plays, s.wins, pool.name as "prizeName", (s.latest_win).voucher_code as "voucherCode",
      (s.latest_decided).result as result, (s.latest_decided).release_id as "resultReleaseId"
    from (
      select * from ${leads}
      where ${ofCampaign(companyId, campaignId)} ${after} ${from} ${to}
      order by ${leads.createdAt}, ${leads.id}
      limit ${limit}
    ) b
    left join lateral (
      select count(*)::int as play_count,
        count(*) filter (where ${isWin})::int as wins,
        (array_agg(p ${latestFirst}) filter (where ${isWin}))[1] as latest_win,
        (array_agg(p ${latestFirst}) filter (where ${isDecided}))[1] as latest_decided
      from ${plays} p
      where p.campaign_id = b.campaign_id and p.lead_id = b.id
    ) s on true
    left join ${prizePools} pool on pool.id = (s.latest_win).pool_id
    order by b.created_at, b.id`;
}

export async function exportBatch(
  db: DbOrTx,
  companyId: string,
  campaignId: string,
  cursor: ExportCursor | null,
  limit: number,
  range?: ExportRange,
): Promise<ExportRow[]> {
  // The columns are named as ExportRow's fields: the driver's rows are the export's rows, with no copy
  // of each (a million objects fewer for the collector in a million-lead export).
  return queryRows<ExportRow>(db, exportBatchQuery(companyId, campaignId, cursor, limit, range));
}
