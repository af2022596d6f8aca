/**
 * Analytics page query benchmark: `npm run bench:analytics-queries` (issue 16, Quality).
 *
 * On PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL; a scratch database, dropped afterwards),
 * one published wheel campaign gets BENCH_EVENTS play events (default 1,000,000; the figure is
 * 10,000,000) spread over 90 days: the raw level-3 events (analytics_events) as the collector stores
 * them, and the hourly roll-up and visitors the roll-up writer makes of them (built here in SQL from
 * the raw rows, batch by batch, as the writer would have added them up). Events are a mix of visits
 * (with device, language, referrer and UTM), introductions, pages, plays, finishes, wins from two pools,
 * losses and leads; one visitor in five is new.
 *
 * Then every query of the analytics page runs BENCH_RUNS times (default 30) over a 30-day range (hours
 * over 7 days), and its p95 is printed, with the whole page's answer (the service, all queries). Target:
 * p95 ≤ 200 ms each. The exit code is 1 when one is missed.
 */
import { performance } from 'node:perf_hooks';
import type { AnalyticsInterval } from '@gc/contracts/analytics';
import type { Database } from '../apps/server/src/db/client.ts';
import { seedDemoIfEmpty } from '../apps/server/src/db/seed-demo.ts';
import type { AppContext } from '../apps/server/src/lib/app-context.ts';
import {
  type AnalyticsRange,
  analyticsPrizes,
  analyticsSeries,
  analyticsSplits,
  analyticsTotals,
  poolWinsPerDay,
} from '../apps/server/src/modules/analytics/analytics.repo.ts';
import { campaignAnalytics } from '../apps/server/src/modules/analytics/analytics.service.ts';
import type { Actor } from '../apps/server/src/plugins/auth.ts';
import { openBenchDatabase, POSTGRES_URL } from './lib/bench-dialects.ts';
import { addBenchPool, rawClient } from './lib/bench-game.ts';
import { publishBenchWheel } from './lib/bench-wheel.ts';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const DAYS = 90;
const BATCH = 500_000;
const TARGET_P95_MS = 200;
const PASSWORD = 'Bench-Password-2026!';
const TIME_ZONE = 'Europe/Zurich';

const p95 = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.ceil(samples.length * 0.95) - 1];

async function seedBatch(
  database: Database,
  ids: { companyId: string; campaignId: string; pools: string[] },
  offset: number,
  n: number,
) {
  const client = rawClient(database);
  const hour = `date_trunc('hour', at)`;
  const upsert = `on conflict (campaign_id, event, dimension, hour, value) do update set count = analytics_hourly.count + excluded.count`;
  await client.query('begin');
  await client.query(
    `create temp table batch on commit drop as
     select $1::uuid as company_id, $2::uuid as campaign_id,
            now() - (random() * ${DAYS} * interval '1 day') as at,
            (array['visit','visit','visit','introduction','page','page','play','play','finish','lose','win','lead'])[1 + (i % 12)] as event,
            (array['introduction','register','game','outcome'])[1 + (i % 4)] as page,
            'v' || ((i / 5)::bigint) as visitor,
            (array['mobile','mobile','desktop','tablet'])[1 + (i % 4)] as device,
            (array['en','de','sr','fr','it'])[1 + (i % 5)] as language,
            (array['direct','google.com','facebook.com','news.example.com'])[1 + (i % 4)] as referrer,
            (array[$3::text, $4::text])[1 + (i % 2)] as pool_id,
            (array['newsletter','social','ads'])[1 + (i % 3)] as utm_source
     from generate_series($5::bigint, $6::bigint) as i`,
    [ids.companyId, ids.campaignId, ids.pools[0], ids.pools[1], offset, offset + n - 1],
  );
  await client.query(
    `insert into analytics_events (company_id, campaign_id, at, event, page, visitor, device, language, referrer, utm)
     select company_id, campaign_id, at, event, case when event = 'page' then page end, visitor, device, language,
            referrer, jsonb_build_object('source', utm_source)
     from batch where event in ('visit', 'introduction', 'page')`,
  );
  await client.query(
    `insert into analytics_hourly (campaign_id, company_id, hour, event, dimension, value, count)
     select campaign_id, company_id, ${hour}, event, '', '', count(*) from batch group by 1, 2, 3, 4 ${upsert}`,
  );
  await client.query(
    `insert into analytics_hourly (campaign_id, company_id, hour, event, dimension, value, count)
     select campaign_id, company_id, ${hour}, 'page', 'page', page, count(*) from batch where event = 'page'
     group by 1, 2, 3, 6 ${upsert}`,
  );
  await client.query(
    `insert into analytics_hourly (campaign_id, company_id, hour, event, dimension, value, count)
     select campaign_id, company_id, ${hour}, 'win', 'pool', pool_id, count(*) from batch where event = 'win'
     group by 1, 2, 3, 6 ${upsert}`,
  );
  for (const [dimension, column] of [
    ['device', 'device'],
    ['language', 'language'],
    ['referrer', 'referrer'],
    ['utm_source', 'utm_source'],
  ]) {
    await client.query(
      `insert into analytics_hourly (campaign_id, company_id, hour, event, dimension, value, count)
       select campaign_id, company_id, ${hour}, 'visit', '${dimension}', ${column}, count(*) from batch
       where event = 'visit' group by 1, 2, 3, 6 ${upsert}`,
    );
  }
  // A visitor's first visit of a day counts as a 'visitor' event in its hour, as the writer does.
  await client.query(
    `with firsts as (
       select campaign_id, company_id, (at at time zone '${TIME_ZONE}')::date as day, visitor,
              date_trunc('hour', min(at)) as hour
       from batch where event = 'visit' group by 1, 2, 3, 4
     ), fresh as (
       insert into analytics_visitors (campaign_id, day, visitor) select campaign_id, day, visitor from firsts
       on conflict do nothing returning campaign_id, day, visitor
     )
     insert into analytics_hourly (campaign_id, company_id, hour, event, dimension, value, count)
     select i.campaign_id, i.company_id, i.hour, 'visitor', '', '', count(*)
     from fresh f join firsts i on i.campaign_id = f.campaign_id and i.day = f.day and i.visitor = f.visitor
     group by 1, 2, 3 ${upsert}`,
  );
  await client.query('commit');
}

async function main() {
  if (!POSTGRES_URL) {
    console.log('Set BENCH_DATABASE_URL or TEST_DATABASE_URL: this benchmark runs on PostgreSQL.');
    process.exitCode = 1;
    return;
  }
  const { database, drop } = await openBenchDatabase('postgres');
  try {
    const seed = await seedDemoIfEmpty(database.db, PASSWORD);
    if (!seed) throw new Error('expected an empty database');
    const client = rawClient(database);
    await client.query('update companies set time_zone = $1 where id = $2', [TIME_ZONE, seed.companyId]);
    const { id: campaignId } = await publishBenchWheel(database, seed.companyId);
    const pools = [
      await addBenchPool(database, seed.companyId, 1_000, 'COFFEE'),
      await addBenchPool(database, seed.companyId, 1_000, 'SHIRT'),
    ];
    const ids = { companyId: seed.companyId, campaignId, pools };
    const started = performance.now();
    for (let offset = 0; offset < EVENTS; offset += BATCH) {
      await seedBatch(database, ids, offset, Math.min(BATCH, EVENTS - offset));
      process.stdout.write(`\rseeded ${Math.min(offset + BATCH, EVENTS).toLocaleString('en')} events`);
    }
    await client.query('vacuum analyze analytics_hourly, analytics_visitors, analytics_events');
    const sizes = await client.query<{ hourly: string; visitors: string; raw: string }>(
      `select (select count(*) from analytics_hourly)::text as hourly, (select count(*) from analytics_visitors)::text as visitors,
              (select count(*) from analytics_events)::text as raw`,
    );
    const { hourly, visitors, raw } = sizes.rows[0];
    console.log(
      `\n${EVENTS.toLocaleString('en')} play events in one campaign over ${DAYS} days, seeded in ${((performance.now() - started) / 1000).toFixed(1)} s: ` +
        `${Number(hourly).toLocaleString('en')} roll-up rows, ${Number(visitors).toLocaleString('en')} visitor-days, ${Number(raw).toLocaleString('en')} raw events`,
    );

    const today = new Date().toISOString().slice(0, 10);
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
    const month: AnalyticsRange = { campaignId, timeZone: TIME_ZONE, from: daysAgo(29), to: today };
    const week: AnalyticsRange = { ...month, from: daysAgo(6) };
    const all: AnalyticsRange = { ...month, from: daysAgo(DAYS) };
    const ctx = { db: database.db, analytics: { flush: async () => {} } } as unknown as AppContext;
    const actor = { companyId: seed.companyId } as Actor;
    const series = (r: AnalyticsRange, interval: AnalyticsInterval) => () => analyticsSeries(database.db, r, interval);
    const queries: [string, () => Promise<unknown>][] = [
      ['totals, 30 days', () => analyticsTotals(database.db, month)],
      ['totals, 90 days', () => analyticsTotals(database.db, all)],
      ['series by hour, 7 days', series(week, 'hour')],
      ['series by day, 30 days', series(month, 'day')],
      ['series by week, 90 days', series(all, 'week')],
      ['splits, 30 days', () => analyticsSplits(database.db, month)],
      ['prizes, 30 days', () => analyticsPrizes(database.db, seed.companyId, month)],
      ['stock per pool (all time)', () => poolWinsPerDay(database.db, seed.companyId, campaignId, TIME_ZONE)],
      [
        'the whole page: 30 days by day, compared',
        () =>
          campaignAnalytics(ctx, actor, campaignId, { from: month.from, to: month.to, interval: 'day', compare: true }),
      ],
    ];
    let allMet = true;
    console.log(`\nquery p95 over ${RUNS} runs (target ≤ ${TARGET_P95_MS} ms)`);
    for (const [name, run] of queries) {
      await run();
      const samples: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const t0 = performance.now();
        await run();
        samples.push(performance.now() - t0);
      }
      const value = p95(samples);
      const met = value <= TARGET_P95_MS;
      allMet &&= met;
      console.log(`  ${name.padEnd(44)} ${value.toFixed(1).padStart(8)} ms ${met ? 'ok' : 'MISSED'}`);
    }
    console.log(allMet ? '\nEvery chart query met its target.' : '\nA chart query missed its target.');
    process.exitCode = allMet ? 0 : 1;
  } finally {
    await database.close();
    await drop();
  }
}

await main();
