import { LIVE_OPS_RECENT_MINUTES } from '@gc/contracts/live-ops';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.ts';
import type { PoolRow } from './live-ops-rules.ts';

/** The window of the burst rule. */
export const BURST_WINDOW_SECONDS = 60;

/**
 * Plays, wins and leads of the last minutes, from the rows themselves (the roll-up has hours only):
 * plays through the BRIN index on created_at, leads through their (campaign, created_at) index.
 * Visits only from level-3 raw events (analytics_events by campaign and time); else null.
 */
export async function recentCounts(db: DbOrTx, campaignId: string, withVisits: boolean) {
  const since = sql`now() - make_interval(mins => ${LIVE_OPS_RECENT_MINUTES})`;
  const [played] = await queryRows<{ plays: number; wins: number }>(
    db,
    sql`select count(*)::int as plays, (count(*) filter (where pool_id is not null))::int as wins
        from plays where campaign_id = ${campaignId} and created_at > ${since}`,
  );
  const [registered] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from leads where campaign_id = ${campaignId} and created_at > ${since}`,
  );
  let visits: number | null = null;
  if (withVisits) {
    const [visited] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from analytics_events
          where campaign_id = ${campaignId} and event = 'visit' and at > ${since}`,
    );
    visits = visited?.n ?? 0;
  }
  return { visits, plays: played?.plays ?? 0, leads: registered?.n ?? 0, wins: played?.wins ?? 0 };
}

/** Decided plays of the current and the previous UTC hour, from the roll-up: the drift test's sample. */
export async function recentOutcomes(db: DbOrTx, campaignId: string) {
  const rows = await queryRows<{ event: string; n: string }>(
    db,
    sql`select event, sum(count)::text as n from analytics_hourly
        where campaign_id = ${campaignId} and event in ('win', 'lose') and dimension = ''
          and hour >= date_trunc('hour', now()) - interval '1 hour'
        group by event`,
  );
  const of = (event: string) => Number(rows.find((row) => row.event === event)?.n ?? 0);
  return { wins: of('win'), losses: of('lose') };
}

/** Addresses with more than `over` plays of the campaign within the burst window, most first. */
export async function burstingAddresses(db: DbOrTx, campaignId: string, over: number) {
  return queryRows<{ ip: string; n: number }>(
    db,
    sql`select ip, count(*)::int as n from plays
        where campaign_id = ${campaignId} and ip is not null
          and created_at > now() - make_interval(secs => ${BURST_WINDOW_SECONDS})
        group by ip having count(*) > ${over}
        order by 2 desc, 1 limit 5`,
  );
}

/**
 * User agents with more than `over` plays of the campaign within the burst window, most first, each
 * with all the campaign's plays of the window (the rule's share condition, live-ops-rules.ts). The
 * window's plays are read as the recent counts read them; user_agent has no index of its own, so the
 * play's insert pays for none.
 */
export async function burstingUserAgents(db: DbOrTx, campaignId: string, over: number) {
  return queryRows<{ userAgent: string; n: number; total: number }>(
    db,
    sql`with recent as (
          select user_agent from plays
          where campaign_id = ${campaignId}
            and created_at > now() - make_interval(secs => ${BURST_WINDOW_SECONDS})
        )
        select user_agent as "userAgent", count(*)::int as n, (select count(*)::int from recent) as total
        from recent where user_agent is not null
        group by user_agent having count(*) > ${over}
        order by 2 desc, 1 limit 5`,
  );
}

/** The company's pools (not deleted) among `ids`. */
export async function poolsOf(db: DbOrTx, companyId: string, ids: readonly string[]): Promise<PoolRow[]> {
  if (ids.length === 0) return [];
  return queryRows<PoolRow>(
    db,
    sql`select id, name, is_unlimited as "isUnlimited", stock_total as "stockTotal", issued from prize_pools
        where company_id = ${companyId} and deleted_at is null and id in ${ids}
        order by name, id`,
  );
}
