/**
 * Lead delivery benchmark: `npm run bench:lead-delivery` (issue 15, Quality).
 *
 * Builds the real app on PGlite (and PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set),
 * writes BENCH_LEADS (default 10,000) leads with a pending delivery each to a webhook whose receiver
 * is a local HTTP server (node:http) in this process, as registrations leave them (the outbox). It
 * measures wheel plays per second through the player API first with the lead flow idle, then starts the
 * lead flow (pg-boss worker and pump, as the server does) and keeps the same play load going while the
 * leads go out.
 *
 * Prints deliveries per second (first job to last lead received) and the play throughput ratio
 * (plays/s while delivering ÷ plays/s before). Target: the ratio stays ≥ 0.5.
 */
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { WHEEL_DEFAULTS } from '@gc/games/spin-the-wheel/definition';
import { createChallenge } from 'altcha-lib/v1';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import type { DatabaseKind } from '../apps/server/src/db/client.ts';
import { resolveJwtSecret } from '../apps/server/src/lib/jwt-secret.ts';
import { derivePlayKeys } from '../apps/server/src/modules/play/play-keys.ts';
import { seedLeadsToDeliver, TEST_CREDENTIALS_KEYS } from '../apps/server/test/lead-flow-seed.ts';
import { openBenchDatabase, runOnDialects } from './lib/bench-dialects.ts';
import { publishBenchWheel } from './lib/bench-wheel.ts';

const LEADS = Number(process.env.BENCH_LEADS ?? 10_000);
const CONCURRENCY = 50;
const BASELINE_PLAYS = 2_000;
const TARGET_RATIO = 0.5;
/** BENCH_QUERY_STATS=1 (PGlite): counts and times every statement while the leads go out, by its first words. */
const QUERY_STATS = process.env.BENCH_QUERY_STATS === '1';

type StatementStats = Map<string, { calls: number; ms: number }>;

/** Wraps the PGlite instance's query and exec (Drizzle and pg-boss both go through them) to count statements. */
function watchStatements(client: Record<string, unknown>): { stats: StatementStats; on: (isOn: boolean) => void } {
  const stats: StatementStats = new Map();
  let isOn = false;
  for (const method of ['query', 'exec'] as const) {
    const original = (client[method] as (...args: unknown[]) => Promise<unknown>).bind(client);
    client[method] = async (text: string, ...rest: unknown[]) => {
      if (!isOn) return original(text, ...rest);
      const started = performance.now();
      try {
        return await original(text, ...rest);
      } finally {
        const key = `${method}: ${text.replace(/\s+/g, ' ').trim().slice(0, 90)}`;
        const entry = stats.get(key) ?? { calls: 0, ms: 0 };
        entry.calls++;
        entry.ms += performance.now() - started;
        stats.set(key, entry);
      }
    };
  }
  return { stats, on: (value) => (isOn = value) };
}

/** The receiver: answers 200 at once and counts distinct idempotency keys. */
async function startSink() {
  const keys = new Set<string>();
  let requests = 0;
  let lastAt = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      requests++;
      keys.add(String(request.headers['idempotency-key']));
      lastAt = performance.now();
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    delivered: () => keys.size,
    requests: () => requests,
    lastAt: () => lastAt,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let clientCounter = 0;
function nextIp() {
  clientCounter++;
  return `10.${(clientCounter >> 16) & 255}.${(clientCounter >> 8) & 255}.${clientCounter & 255}`;
}

async function bench(kind: DatabaseKind): Promise<boolean> {
  const sink = await startSink();
  const { database, drop } = await openBenchDatabase(kind);
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'gc-bench-')),
    PUBLIC_URL: 'http://localhost:3000',
    CREDENTIALS_KEYS: TEST_CREDENTIALS_KEYS,
    LEAD_DELIVERY_DELAY_SECONDS: '0',
    // The sink listens on 127.0.0.1.
    INTEGRATIONS_ALLOW_PRIVATE_URLS: 'true',
  });
  const { app, ctx } = await buildApp(config, database);
  const watched =
    QUERY_STATS && kind === 'pglite'
      ? watchStatements((database.db as unknown as { $client: Record<string, unknown> }).$client)
      : undefined;
  try {
    const seeded = await seedLeadsToDeliver(database.db, sink.url, LEADS);
    const wheel = await publishBenchWheel(database, seeded.companyId, WHEEL_DEFAULTS);
    await app.ready();
    const keys = derivePlayKeys(await resolveJwtSecret(database.db, config.jwtSecret));
    const expires = new Date(Date.now() + 3_600_000);
    const challenges = async (n: number) =>
      Promise.all(
        Array.from({ length: n }, async (_, i) => {
          const number = i % 1000;
          const c = await createChallenge({ hmacKey: keys.altcha, number, maxnumber: 1000, expires });
          const { algorithm, salt, signature } = c;
          return Buffer.from(JSON.stringify({ algorithm, challenge: c.challenge, number, salt, signature })).toString(
            'base64',
          );
        }),
      );
    /** One batch of CONCURRENCY plays; answers its milliseconds (challenges solved beforehand, untimed). */
    const playBatch = async () => {
      const payloads = await challenges(CONCURRENCY);
      const started = performance.now();
      const responses = await Promise.all(
        payloads.map((altcha) =>
          app.inject({
            method: 'POST',
            url: `/api/play/campaigns/${wheel.slug}/plays`,
            remoteAddress: nextIp(),
            payload: { altcha, language: 'en' },
          }),
        ),
      );
      for (const r of responses) if (r.statusCode !== 200) throw new Error(`play: ${r.statusCode} ${r.body}`);
      return performance.now() - started;
    };

    console.log(`\n${kind}: ${LEADS.toLocaleString('en')} leads to a local webhook`);
    await playBatch(); // warm-up
    let idleMs = 0;
    for (let i = 0; i < BASELINE_PLAYS / CONCURRENCY; i++) idleMs += await playBatch();
    const idlePlaysPerSecond = (BASELINE_PLAYS / idleMs) * 1000;

    const started = performance.now();
    watched?.on(true);
    await ctx.integrations.start();
    let busyMs = 0;
    let busyPlays = 0;
    while (sink.delivered() < LEADS) {
      busyMs += await playBatch();
      busyPlays += CONCURRENCY;
      if (performance.now() - started > 600_000) throw new Error(`only ${sink.delivered()} delivered in 10 minutes`);
    }
    const seconds = (sink.lastAt() - started) / 1000;
    if (watched) {
      watched.on(false);
      const wall = (performance.now() - started) / 1000;
      console.log(`  statements while delivering (${wall.toFixed(1)} s), by time spent:`);
      const rows = [...watched.stats].sort((a, b) => b[1].ms - a[1].ms).slice(0, 15);
      for (const [key, { calls, ms }] of rows) {
        console.log(
          `    ${String(calls).padStart(7)} calls ${(calls / wall).toFixed(0).padStart(6)}/s ${ms.toFixed(0).padStart(7)} ms  ${key}`,
        );
      }
    }
    const busyPlaysPerSecond = busyPlays > 0 ? (busyPlays / busyMs) * 1000 : idlePlaysPerSecond;
    const ratio = busyPlaysPerSecond / idlePlaysPerSecond;
    console.log(
      `  deliveries:            ${Math.round(LEADS / seconds)}/s (${seconds.toFixed(1)} s, ${sink.requests()} requests)`,
    );
    console.log(`  plays/s, flow idle:    ${idlePlaysPerSecond.toFixed(0)}`);
    console.log(`  plays/s, delivering:   ${busyPlaysPerSecond.toFixed(0)} (${busyPlays} plays)`);
    console.log(
      `  ratio:                 ${ratio.toFixed(2)}  ${ratio >= TARGET_RATIO ? 'ok' : `BELOW ${TARGET_RATIO}`}`,
    );
    return ratio >= TARGET_RATIO && sink.requests() === LEADS;
  } finally {
    await app.close();
    await database.close();
    await drop();
    await sink.close();
  }
}

await runOnDialects(bench, {
  met: `Every lead delivered once, play throughput ratio ≥ ${TARGET_RATIO}.`,
  missed: `A lead went twice or not at all, or the play throughput ratio fell below ${TARGET_RATIO}.`,
});
