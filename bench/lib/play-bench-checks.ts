import type { Database } from '../../apps/server/src/db/client.ts';
import { rawClient } from './bench-game.ts';
import type { Outcomes } from './play-bench-measure.ts';

/** Win pages answered = the campaign's plays with a pool = the pool's issued = codes claimed = distinct codes. */
export async function isSane(database: Database, campaign: { id: string; poolId: string }, outcomes: Outcomes) {
  const [check] = (
    await rawClient(database).query(
      `select (select count(*)::int from plays where campaign_id = $2 and pool_id is not null) as winners,
              (select count(*)::int from plays where campaign_id = $2 and voucher_code is not null) as with_code,
              (select count(distinct voucher_code)::int from plays where campaign_id = $2) as distinct_codes,
              (select count(*)::int from voucher_codes where pool_id = $1 and play_id is not null) as claimed,
              (select issued from prize_pools where id = $1) as issued,
              (select count(*)::int from plays where campaign_id = $2) as plays`,
      [campaign.poolId, campaign.id],
    )
  ).rows as Record<string, number>[];
  const isSane =
    check.winners === outcomes.win &&
    check.winners === check.issued &&
    check.winners === check.claimed &&
    check.winners === check.with_code &&
    check.with_code === check.distinct_codes &&
    check.plays === outcomes.win + outcomes.lose;
  console.log(
    `  sanity: ${check.plays} plays, ${outcomes.win} win pages, ${check.winners} winning rows, pool issued ${check.issued}, ` +
      `${check.claimed} codes claimed, ${check.distinct_codes} distinct codes given: ${isSane ? 'ok, no code twice' : 'MISMATCH'}`,
  );
  return isSane;
}

/** Level 3: every play's four page events stored raw (none lost on the way), once the writer flushed. */
export async function areEventsStored(
  database: Database,
  analytics: { flush(): Promise<void> },
  campaignId: string,
  outcomes: Outcomes,
) {
  await analytics.flush();
  const [row] = (
    await rawClient(database).query('select count(*)::int as n from analytics_events where campaign_id = $1', [
      campaignId,
    ])
  ).rows as { n: number }[];
  const expected = (outcomes.win + outcomes.lose) * 4;
  console.log(
    `  events: ${row.n} raw page events stored for ${expected / 4} plays: ${row.n === expected ? 'ok' : 'MISMATCH'}`,
  );
  return row.n === expected;
}
