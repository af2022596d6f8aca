/**
 * Campaign list benchmark: `npm run bench:campaign-list`.
 *
 * Builds the real app on PGlite, and on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set
 * (a fresh database is created there and dropped again), fills one company with 10,000 campaigns and
 * another with 10,000 more, and times GET /api/v1/campaign/search for the queries the list really
 * sends. Each figure is also given against a baseline measured in the same run: a bare Fastify route
 * doing one `select 1` on the same driver, so that a slow machine does not read as a slow query.
 *
 * Environment: BENCH_ITERATIONS (requests per query, default 300), BENCH_DIALECTS (pglite,postgres),
 * BENCH_PGLITE_ANALYZE=1 (give PGlite's planner statistics, which it otherwise never has).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import type { Database, DatabaseKind } from '../apps/server/src/db/client.ts';
import { campaigns, companies } from '../apps/server/src/db/schema/index.ts';
import { seedDemoIfEmpty } from '../apps/server/src/db/seed-demo.ts';
import { newDocumentFor } from '../apps/server/src/modules/campaigns/campaign-document.service.ts';
import { campaignSlug } from '../apps/server/src/modules/campaigns/campaign-slug.ts';
import { openBenchDatabase, runOnDialects } from './lib/bench-dialects.ts';
import { httpLoad } from './lib/http-load.ts';

const CAMPAIGNS_PER_COMPANY = 10_000;
const ROWS_PER_INSERT = 1_000;
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 300);
/** Enough to get past the JIT and the garbage the bulk insert leaves behind. */
const WARM_UP = 50;
const SOCKET_CONCURRENCY = 8;
const TARGET_P95_MS = 50;
const PASSWORD = 'Bench-Password-2026!';

// ---------------------------------------------------------------------------------------------
// Data: names, statuses and dates spread the way a busy company's list looks.

const SEASONS = ['Summer', 'Winter', 'Spring', 'Autumn', 'Easter', 'Christmas', 'Black Friday', 'Back to School'];
const THEMES = [
  'Spin & Win',
  'Lucky Wheel',
  'Prize Draw',
  'Mega Giveaway',
  'Loyalty Spin',
  'Flash Sale',
  'Store Opening',
];
const PLACES = ['Zurich', 'Belgrade', 'Vienna', 'Berlin', 'Milan', 'Online', 'App', 'Newsletter'];
/** Most campaigns are drafts or over; a few are live or waiting. */
const STATUS_MIX = [
  ...Array(45).fill('DRAFT'),
  ...Array(25).fill('INACTIVE'),
  ...Array(15).fill('ACTIVE'),
  ...Array(5).fill('SCHEDULED'),
  ...Array(10).fill('DELETED'),
] as const;
const DAY = 86_400_000;
const NOW = Date.UTC(2026, 5, 1);

/** Real documents of a new wheel in one to three languages (about 6 KB of JSON each). */
const DOCUMENTS = [
  { type: 'spin-the-wheel', document: newDocumentFor('spin-the-wheel', ['en'], '') },
  { type: 'spin-the-wheel', document: newDocumentFor('spin-the-wheel', ['de', 'en'], 'appSolution') },
  { type: 'spin-the-wheel', document: newDocumentFor('spin-the-wheel', ['sr', 'en', 'de'], 'noDelivery') },
  { type: 'advanced-spin-the-wheel', document: newDocumentFor('advanced-spin-the-wheel', ['en', 'fr'], '') },
];

function campaignRow(companyId: string, i: number) {
  const status = STATUS_MIX[(i * 37) % STATUS_MIX.length];
  const createdAt = new Date(NOW - ((i * 7919) % (3 * 365)) * DAY - (i % 86_400) * 1000);
  const hasStarted = status === 'ACTIVE' || status === 'INACTIVE' || status === 'SCHEDULED';
  const { type, document } = DOCUMENTS[i % DOCUMENTS.length];
  const name = `${SEASONS[i % SEASONS.length]} ${THEMES[(i >> 3) % THEMES.length]} ${2023 + (i % 4)} ${PLACES[(i >> 5) % PLACES.length]} #${i}`;
  return {
    companyId,
    name,
    type,
    status,
    tags: i % 50 === 0 ? ['debugModeEnabled'] : [],
    languages: document.languageOptions.languages,
    slug: campaignSlug(name),
    templateId: 'default',
    startDate: hasStarted ? new Date(createdAt.getTime() + ((i % 30) + 1) * DAY) : null,
    endDate: hasStarted ? new Date(createdAt.getTime() + ((i % 30) + 31) * DAY) : null,
    createdAt,
    updatedAt: createdAt,
    deletedAt: status === 'DELETED' ? new Date(createdAt.getTime() + 60 * DAY) : null,
    document,
  };
}

async function insertCampaigns(database: Database, companyId: string) {
  for (let from = 0; from < CAMPAIGNS_PER_COMPANY; from += ROWS_PER_INSERT) {
    const rows = Array.from({ length: ROWS_PER_INSERT }, (_, k) => campaignRow(companyId, from + k));
    await database.db.insert(campaigns).values(rows);
  }
}

// ---------------------------------------------------------------------------------------------
// Measuring.

type Stats = { p50: number; p95: number; p99: number; perSecond?: number };

function percentiles(durations: number[], wallMs?: number): Stats {
  const sorted = [...durations].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return {
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    ...(wallMs ? { perSecond: (durations.length / wallMs) * 1000 } : {}),
  };
}

type Target = { label: string; app: FastifyInstance; url: string; token?: string };

/**
 * Every target once per round, round after round, so that a burst of load from elsewhere on the
 * machine spreads over all of them instead of landing on whichever query ran at that moment.
 */
async function injectTimes(targets: Target[]): Promise<Map<string, Stats>> {
  const once = async ({ app, url, token }: Target) => {
    const started = performance.now();
    const response = await app.inject({
      method: 'GET',
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    const elapsed = performance.now() - started;
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return elapsed;
  };
  for (let i = 0; i < WARM_UP; i++) for (const target of targets) await once(target);
  const durations = new Map(targets.map((target) => [target.label, [] as number[]]));
  for (let i = 0; i < ITERATIONS; i++) {
    for (const target of targets) durations.get(target.label)?.push(await once(target));
  }
  return new Map([...durations].map(([label, list]) => [label, percentiles(list)]));
}

async function socketTimes(origin: string, url: string, token?: string): Promise<Stats> {
  const { durations, wallMs } = await httpLoad(origin, url, {
    requests: ITERATIONS,
    concurrency: SOCKET_CONCURRENCY,
    warmUp: WARM_UP,
    headers: token ? { authorization: `Bearer ${token}` } : undefined,
  });
  return percentiles(durations, wallMs);
}

// ---------------------------------------------------------------------------------------------
// Setting up one dialect.

const fmt = (ms: number) => ms.toFixed(2).padStart(8);

function printRow(label: string, stats: Stats, baseline: Stats, withTarget: boolean) {
  const ratio = `${(stats.p95 / baseline.p95).toFixed(1)}x`.padStart(9);
  const target = withTarget ? (stats.p95 < TARGET_P95_MS ? '  ok' : '  MISSED') : '';
  const rate = stats.perSecond ? `${stats.perSecond.toFixed(0).padStart(8)} req/s` : '';
  console.log(`  ${label.padEnd(26)}${fmt(stats.p50)}${fmt(stats.p95)}${fmt(stats.p99)}${ratio}${rate}${target}`);
}

const header = (title: string) => {
  console.log(`\n  ${title}`);
  console.log(
    `  ${'query'.padEnd(26)}${'p50 ms'.padStart(8)}${'p95 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'p95/base'.padStart(9)}`,
  );
};

async function benchDialect(kind: DatabaseKind) {
  const dataDir = mkdtempSync(join(tmpdir(), 'gc-bench-'));
  const { database, drop } = await openBenchDatabase(kind);
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:3000' });
  const { app } = await buildApp(config, database);
  const bare = Fastify();
  bare.get('/select-1', async () => {
    await database.ping();
    return { data: 1 };
  });
  try {
    const seed = await seedDemoIfEmpty(database.db, PASSWORD);
    if (!seed) throw new Error('expected an empty database');
    const [other] = await database.db.insert(companies).values({ name: 'Bench Other' }).returning();
    const insertStarted = performance.now();
    await insertCampaigns(database, seed.companyId);
    await insertCampaigns(database, other.id);
    const insertMs = performance.now() - insertStarted;
    // What autovacuum does on PostgreSQL shortly after a bulk load. PGlite has no autovacuum, so there
    // the planner works without statistics, as it does in an embedded deployment (unless asked to).
    if (kind === 'postgres' || process.env.BENCH_PGLITE_ANALYZE === '1') await database.db.execute('analyze campaigns');
    await app.ready();
    await bare.ready();

    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/user-management/users/log-in',
      payload: { username: 'editor@demo.test', password: PASSWORD, grantType: 'password' },
    });
    const token: string = login.json().data.accessToken;
    const search = '/api/v1/campaign/search';
    const first = await app.inject({ method: 'GET', url: search, headers: { authorization: `Bearer ${token}` } });
    const total: number = first.json().data.total;
    // What the list sends: a sort starts DESC and toggles to ASC (spec §2 Generic data table).
    const queries: [string, string][] = [
      ['default page', `${search}?page=0&size=10`],
      ['sorted by name DESC', `${search}?page=0&size=10&sort=name&direction=DESC`],
      ['sorted by name ASC', `${search}?page=0&size=10&sort=name&direction=ASC`],
      ['sorted by start DESC', `${search}?page=0&size=10&sort=startDate&direction=DESC`],
      ["searched 'summer'", `${search}?page=0&size=10&search=summer`],
      ['status ACTIVE', `${search}?page=0&size=10&status=ACTIVE`],
      ['last page', `${search}?page=${Math.ceil(total / 10) - 1}&size=10`],
    ];

    console.log(
      `\n${kind}: ${CAMPAIGNS_PER_COMPANY} campaigns in the company (${total} not deleted) and ` +
        `${CAMPAIGNS_PER_COMPANY} in another, inserted in ${(insertMs / 1000).toFixed(1)} s`,
    );
    header(`app.inject, ${ITERATIONS} rounds of every query, one request at a time (target p95 < ${TARGET_P95_MS} ms)`);
    const BASELINE = 'baseline: select 1';
    const injected = await injectTimes([
      { label: BASELINE, app: bare, url: '/select-1' },
      ...queries.map(([label, url]) => ({ label, app, url, token })),
    ]);
    const baseline = injected.get(BASELINE) as Stats;
    for (const [label, stats] of injected) printRow(label, stats, baseline, label !== BASELINE);

    await app.listen({ port: 0, host: '127.0.0.1' });
    await bare.listen({ port: 0, host: '127.0.0.1' });
    const origin = (server: FastifyInstance) => {
      const address = server.server.address();
      if (!address || typeof address === 'string') throw new Error('not listening');
      return `http://127.0.0.1:${address.port}`;
    };
    header(`HTTP socket, fetch with ${SOCKET_CONCURRENCY} concurrent clients, ${ITERATIONS} requests per query`);
    const socketBaseline = await socketTimes(origin(bare), '/select-1');
    printRow(BASELINE, socketBaseline, socketBaseline, false);
    for (const [label, url] of queries)
      printRow(label, await socketTimes(origin(app), url, token), socketBaseline, false);
    return queries.every(([label]) => (injected.get(label)?.p95 ?? Infinity) < TARGET_P95_MS);
  } finally {
    await app.close();
    await bare.close();
    await database.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await runOnDialects(benchDialect, { met: 'Every p95 met the target.', missed: 'Some p95 missed the target.' });
