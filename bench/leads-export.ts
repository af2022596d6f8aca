/**
 * Leads export benchmark: `npm run bench:leads-export` (issue 16, exports).
 *
 * Builds the real app on PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL; a fresh database is
 * created there and dropped again), writes 1,000,000 leads into one campaign twice, in the two shapes
 * a campaign's leads take:
 *
 * - distinct: one second apart, as leads registering one by one are;
 * - tied: every lead with the same created_at, as rows written in one transaction (an import) are.
 *
 * Every tenth lead has a won play with a voucher, so that the export reads plays and prizes as it does
 * for a real campaign. Then it downloads GET /api/v1/leads/campaigns/:id/export.csv over a real socket
 * (fetch against app.listen, as a browser would) and prints rows per second, the live heap's growth
 * (sampled after a full collection every few MB of CSV received) and the RSS growth.
 *
 * Targets: ≥ 100,000 rows/s and ≤ 50 MB heap growth, in both shapes. The exit code is 1 when one is
 * missed or the file does not hold every lead exactly once.
 *
 * Environment: BENCH_LEADS (leads per shape, default 1,000,000; e.g. 20000 for a quick run),
 * BENCH_DIALECTS (default postgres when a URL is set, else pglite).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Worker } from 'node:worker_threads';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import type { Database, DatabaseKind } from '../apps/server/src/db/client.ts';
import { seedDemoIfEmpty } from '../apps/server/src/db/seed-demo.ts';
import { openBenchDatabase, POSTGRES_URL, runOnDialects } from './lib/bench-dialects.ts';
import { addBenchPool, publishBenchGame, rawClient } from './lib/bench-game.ts';

const LEADS = Number(process.env.BENCH_LEADS ?? 1_000_000);
const WARM_UP_LEADS = 20_000;
const TARGET_ROWS_PER_SECOND = 100_000;
const MB = 1024 * 1024;
const TARGET_HEAP_GROWTH = 50 * MB;
/** A forced collection costs a few ms: every 8 MB of CSV is some 20 samples per million leads. */
const SAMPLE_EVERY = 8 * MB;
const PASSWORD = 'Bench-Password-2026!';
const SHAPES = ['distinct', 'tied'] as const;
type Shape = (typeof SHAPES)[number];

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
const liveHeap = () => {
  collectGarbage();
  return process.memoryUsage().heapUsed;
};

/** The leads, written inside the database (nothing crosses into this process), and every tenth one's win. */
async function insertLeads(
  database: Database,
  campaign: { id: string },
  companyId: string,
  shape: Shape,
  count: number,
) {
  const client = rawClient(database);
  const [{ id: releaseId }] = (
    await client.query('select current_release_id as id from campaigns where id = $1', [campaign.id])
  ).rows as { id: string }[];
  const createdAt =
    shape === 'distinct'
      ? `timestamptz '2025-01-01 00:00:00+00' + i * interval '1 second'`
      : `timestamptz '2025-01-01 00:00:00.000001+00'`;
  // In slices of 100,000, as a bulk import would write them; the tied shape still shares one created_at.
  for (let from = 1; from <= count; from += 100_000) {
    const to = Math.min(count, from + 99_999);
    await client.query(
      `insert into leads (company_id, campaign_id, release_id, email, first_name, last_name, phone, city, language, consent, created_at)
       select $1, $2, $3, 'lead' || i || '@example.com', 'First' || i, 'Lästname ' || i,
         '+4179' || lpad(i::text, 7, '0'), 'Zürich', 'de', '{"newsletter": true}'::jsonb, ${createdAt}
       from generate_series($4::int, $5::int) as i`,
      [companyId, campaign.id, releaseId, from, to],
    );
  }
  const pool = await addBenchPool(database, companyId, 0, `bench-${campaign.id}`);
  await client.query(
    // Their prize e-mails long handled (prize_email_at): the mail job would otherwise queue 100,000
    // e-mails during the bench and be measured with the export.
    `insert into plays (company_id, campaign_id, release_id, lead_id, play_day, page, pool_id, voucher_code, created_at, prize_email_at)
     select company_id, campaign_id, release_id, id, created_at::date, 'win', $2, 'CODE-' || email, created_at, created_at
     from leads where campaign_id = $1 and (hashtext(email) % 10) = 0`,
    [campaign.id, pool],
  );
}

type Figures = { seconds: number; rows: number; bytes: number; heapGrowth: number; rssGrowth: number };

/**
 * The client, in a worker thread as a browser is a process of its own: it reads the body as it comes
 * and counts its lines, so that the main thread (and its heap) is the server's alone.
 */
const CLIENT = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  const { url, token } = workerData;
  const response = await fetch(url, { headers: { authorization: 'Bearer ' + token } });
  let bytes = 0;
  let newlines = 0;
  for await (const chunk of response.body) {
    bytes += chunk.length;
    for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) newlines++;
    parentPort.postMessage({ type: 'progress', bytes });
  }
  parentPort.postMessage({ type: 'done', status: response.status, bytes, newlines });
})().catch((error) => parentPort.postMessage({ type: 'error', message: String(error) }));
`;

async function download(address: string, campaignId: string, token: string): Promise<Figures> {
  const rssBefore = process.memoryUsage().rss;
  const heapBefore = liveHeap();
  let heapPeak = heapBefore;
  let rssPeak = rssBefore;
  let sampledAt = 0;
  const startedAt = performance.now();
  const worker = new Worker(CLIENT, {
    eval: true,
    workerData: { url: `${address}/api/v1/leads/campaigns/${campaignId}/export.csv`, token },
  });
  const result = await new Promise<{ status: number; bytes: number; newlines: number }>((resolve, reject) => {
    worker.on('message', (message) => {
      if (message.type === 'progress') {
        // Sampled while the server streams: a full collection, then what is still alive.
        if (message.bytes - sampledAt >= SAMPLE_EVERY) {
          sampledAt = message.bytes;
          heapPeak = Math.max(heapPeak, liveHeap());
          rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
        }
      } else if (message.type === 'done') resolve(message);
      else reject(new Error(message.message));
    });
    worker.on('error', reject);
  });
  const seconds = (performance.now() - startedAt) / 1000;
  await worker.terminate();
  if (result.status !== 200) throw new Error(`export answered ${result.status}`);
  heapPeak = Math.max(heapPeak, liveHeap());
  rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  return {
    seconds,
    // No field of the bench data holds a line break: one per record, the header's included.
    rows: result.newlines - 1,
    bytes: result.bytes,
    heapGrowth: heapPeak - heapBefore,
    rssGrowth: rssPeak - rssBefore,
  };
}

async function benchDialect(kind: DatabaseKind): Promise<boolean> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gc-bench-'));
  const { database, drop } = await openBenchDatabase(kind);
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:3000' });
  const { app } = await buildApp(config, database);
  let allMet = true;
  try {
    const seed = await seedDemoIfEmpty(database.db, PASSWORD);
    if (!seed) throw new Error('expected an empty database');
    const campaigns = {} as Record<Shape, { id: string }>;
    const insertStarted = performance.now();
    for (const shape of SHAPES) {
      campaigns[shape] = await publishBenchGame(database, seed.companyId, {
        type: 'spin-the-wheel',
        settings: {},
        slug: `bench-leads-${shape}`,
        name: `Bench leads ${shape}`,
      });
      await insertLeads(database, campaigns[shape], seed.companyId, shape, LEADS);
    }
    const warmUp = await publishBenchGame(database, seed.companyId, {
      type: 'spin-the-wheel',
      settings: {},
      slug: 'bench-leads-warm-up',
      name: 'Bench leads warm-up',
    });
    await insertLeads(database, warmUp, seed.companyId, 'distinct', WARM_UP_LEADS);
    // What autovacuum does shortly after a bulk load; PGlite has none.
    await rawClient(database).query('analyze');
    console.log(
      `\n[${kind}] ${LEADS.toLocaleString('en')} leads per shape written in ${((performance.now() - insertStarted) / 1000).toFixed(1)} s`,
    );

    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/user-management/users/log-in',
      payload: { username: 'editor@demo.test', password: PASSWORD, grantType: 'password' },
    });
    const token: string = login.json().data.accessToken;

    // The first export compiles the export's code; the measured ones run it warm, as a server does.
    await download(address, warmUp.id, token);
    console.log('| shape    | rows      | CSV MB | seconds | rows/s  | heap growth MB | RSS growth MB | targets |');
    console.log('| -------- | --------- | ------ | ------- | ------- | -------------- | ------------- | ------- |');
    for (const shape of SHAPES) {
      const f = await download(address, campaigns[shape].id, token);
      const rate = f.rows / f.seconds;
      const met =
        f.rows === LEADS && rate >= TARGET_ROWS_PER_SECOND && f.heapGrowth <= TARGET_HEAP_GROWTH ? 'met' : 'MISSED';
      if (met !== 'met') allMet = false;
      console.log(
        `| ${shape.padEnd(8)} | ${f.rows.toLocaleString('en').padStart(9)} | ${(f.bytes / MB).toFixed(1).padStart(6)} | ` +
          `${f.seconds.toFixed(1).padStart(7)} | ${Math.round(rate).toLocaleString('en').padStart(7)} | ` +
          `${(f.heapGrowth / MB).toFixed(1).padStart(14)} | ${(f.rssGrowth / MB).toFixed(1).padStart(13)} | ${met.padEnd(7)} |`,
      );
    }
  } finally {
    await app.close();
    await database.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return allMet;
}

process.env.BENCH_DIALECTS ??= POSTGRES_URL ? 'postgres' : 'pglite';
await runOnDialects(benchDialect, {
  met: `Targets met: ≥ ${TARGET_ROWS_PER_SECOND.toLocaleString('en')} rows/s and ≤ ${TARGET_HEAP_GROWTH / MB} MB heap growth in both shapes.`,
  missed: 'A target was missed (see MISSED above).',
});
