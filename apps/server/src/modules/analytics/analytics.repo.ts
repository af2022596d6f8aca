import type { AnalyticsInterval, AnalyticsTotals } from '@gc/contracts/analytics';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.ts';

/** One campaign's calendar days [from, to] in a time zone: the hours of the roll-up they cover. */
export type AnalyticsRange = { campaignId: string; timeZone: string; from: string; to: string };

const start = (r: AnalyticsRange) => sql`((${r.from}::date)::timestamp at time zone ${r.timeZone})`;
const end = (r: AnalyticsRange) => sql`((${r.to}::date + 1)::timestamp at time zone ${r.timeZone})`;
const inRange = (r: AnalyticsRange) => sql`hour >= ${start(r)} and hour < ${end(r)}`;

/** The events of the totals, as the roll-up names them. */
const TOTAL_EVENTS = {
  visits: 'visit',
  visitors: 'visitor',
  introductions: 'introduction',
  leads: 'lead',
  plays: 'play',
  finishes: 'finish',
  wins: 'win',
  losses: 'lose',
} as const;

/** The bucket's start as a local timestamp; formatted only once per bucket (per row it cost a third of the query). */
const bucketOf = (interval: AnalyticsInterval, timeZone: string): SQL =>
  sql`date_trunc(${interval}, hour at time zone ${timeZone})`;
const bucketText = (interval: AnalyticsInterval): SQL =>
  interval === 'hour' ? sql`to_char(bucket, 'YYYY-MM-DD"T"HH24:00')` : sql`to_char(bucket, 'YYYY-MM-DD')`;

/**
 * The range's totals: each event's hours through the roll-up's primary key (campaign, event, '',
 * hour). Visitors are the sum of each day's unique visitors (analytics_visitors).
 */
export async function analyticsTotals(db: DbOrTx, r: AnalyticsRange): Promise<AnalyticsTotals> {
  const events = Object.values(TOTAL_EVENTS);
  const rows = await queryRows<{ event: string; n: string }>(
    db,
    sql`select event, sum(count)::text as n from analytics_hourly
        where campaign_id = ${r.campaignId} and event in ${events} and dimension = '' and ${inRange(r)}
        group by event`,
  );
  const byEvent = new Map(rows.map((row) => [row.event, Number(row.n)]));
  return Object.fromEntries(
    Object.entries(TOTAL_EVENTS).map(([key, event]) => [key, byEvent.get(event) ?? 0]),
  ) as AnalyticsTotals;
}

export type SeriesRow = {
  bucket: string;
  visits: number;
  visitors: number;
  plays: number;
  leads: number;
  wins: number;
};

/**
 * Visits, visitors, plays, leads and wins per hour, day or week (weeks start on Monday) of the
 * company's zone; a week's visitors are the sum of its days'.
 */
export async function analyticsSeries(
  db: DbOrTx,
  r: AnalyticsRange,
  interval: AnalyticsInterval,
): Promise<SeriesRow[]> {
  const bucket = bucketOf(interval, r.timeZone);
  const counts = await queryRows<{ bucket: string; event: string; n: string }>(
    db,
    sql`select ${bucketText(interval)} as bucket, event, n from (
          select ${bucket} as bucket, event, sum(count)::text as n from analytics_hourly
          where campaign_id = ${r.campaignId} and event in ('visit', 'visitor', 'play', 'lead', 'win') and dimension = ''
            and ${inRange(r)}
          group by 1, 2
        ) as buckets`,
  );
  const points = new Map<string, SeriesRow>();
  const point = (key: string) => {
    let found = points.get(key);
    if (!found) {
      found = { bucket: key, visits: 0, visitors: 0, plays: 0, leads: 0, wins: 0 };
      points.set(key, found);
    }
    return found;
  };
  const field = { visit: 'visits', visitor: 'visitors', play: 'plays', lead: 'leads', win: 'wins' } as const;
  for (const row of counts) point(row.bucket)[field[row.event as keyof typeof field]] = Number(row.n);
  return [...points.values()].sort((a, b) => a.bucket.localeCompare(b.bucket));
}

/** Visits split by one detail of level 3 (language, device, referrer, utm_*), largest first. */
export async function analyticsSplits(db: DbOrTx, r: AnalyticsRange) {
  return queryRows<{ dimension: string; value: string; count: number }>(
    db,
    sql`select dimension, value, sum(count)::int as count from analytics_hourly
        where campaign_id = ${r.campaignId} and event = 'visit' and dimension <> '' and ${inRange(r)}
        group by 1, 2 order by 3 desc, 2`,
  );
}

/** The range's wins per pool with the pool's name (the company's own pools only). */
export async function analyticsPrizes(db: DbOrTx, companyId: string, r: AnalyticsRange) {
  return queryRows<{ pool_id: string; name: string; count: number }>(
    db,
    sql`select h.value as pool_id, p.name, sum(h.count)::int as count
        from analytics_hourly h join prize_pools p on p.id = h.value::uuid and p.company_id = ${companyId}
        where h.campaign_id = ${r.campaignId} and h.event = 'win' and h.dimension = 'pool' and ${inRange(r)}
        group by 1, 2 order by 3 desc, 2`,
  );
}

export type PoolWinsRow = {
  pool_id: string;
  name: string;
  stock_total: number | null;
  issued: number;
  is_unlimited: boolean;
  /** The campaign's wins of the pool per local day, all time (a burn-down counts back from today). */
  days: { day: string; n: number }[];
};

/** Every pool the campaign has drawn from, with its stock now and the campaign's wins of it per day. */
export async function poolWinsPerDay(db: DbOrTx, companyId: string, campaignId: string, timeZone: string) {
  return queryRows<PoolWinsRow>(
    db,
    sql`select p.id as pool_id, p.name, p.stock_total, p.issued, p.is_unlimited,
               coalesce(jsonb_agg(jsonb_build_object('day', d.day, 'n', d.n) order by d.day)
                        filter (where d.day is not null), '[]') as days
        from (
          select value::uuid as pool_id, to_char(hour at time zone ${timeZone}, 'YYYY-MM-DD') as day, sum(count)::int as n
          from analytics_hourly
          where campaign_id = ${campaignId} and event = 'win' and dimension = 'pool'
          group by 1, 2
        ) d join prize_pools p on p.id = d.pool_id and p.company_id = ${companyId}
        group by p.id, p.name, p.stock_total, p.issued, p.is_unlimited
        order by p.name`,
  );
}

/** Forgets the campaign's analytics (the roll-up, its visitors and raw events); plays and leads stay. */
export async function clearCampaignAnalytics(db: DbOrTx, campaignId: string) {
  await db.execute(sql`delete from analytics_hourly where campaign_id = ${campaignId}`);
  await db.execute(sql`delete from analytics_visitors where campaign_id = ${campaignId}`);
  await db.execute(sql`delete from analytics_events where campaign_id = ${campaignId}`);
}
