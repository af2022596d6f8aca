/**
 * Forgot-password timing benchmark: `npm run bench:forgot-password` (issue 9, item 4).
 *
 * Can an outsider tell from the answer time of POST /api/v1/user-management/users/forgot-password
 * whether an e-mail has an account? Builds the real app on PGlite, and on PostgreSQL when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL is set, listening (so its background jobs run as in
 * production), with BENCH_SAMPLES accounts. Then it asks for a reset BENCH_SAMPLES times for a known
 * e-mail (each account once, so the hourly cap never shortens the work) and as often for an unknown
 * one, in random order, one request at a time through app.inject, each from its own client address
 * (the per-IP limit stays out of the way), and times each answer.
 *
 * It prints the median answer time of each kind and the accuracy of the best threshold classifier
 * ("slower than t means known", or faster): fitted on a random half of the samples, scored on the
 * other half. 50 % is a coin toss. The target is below 60 %; the exit code is 1 when it is missed.
 *
 * Environment: BENCH_SAMPLES (per kind, default 400), BENCH_DIALECTS (pglite,postgres).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import type { DatabaseKind } from '../apps/server/src/db/client.ts';
import { users } from '../apps/server/src/db/schema/index.ts';
import { seedDemoIfEmpty } from '../apps/server/src/db/seed-demo.ts';
import { openBenchDatabase, runOnDialects } from './lib/bench-dialects.ts';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 400);
const WARM_UP = 50;
const TARGET_ACCURACY = 0.6;
const FORGOT = '/api/v1/user-management/users/forgot-password';

type Sample = { isKnown: boolean; ms: number };

let clientCounter = 0;
function nextIp() {
  clientCounter++;
  return `10.${(clientCounter >> 16) & 255}.${(clientCounter >> 8) & 255}.${clientCounter & 255}`;
}

function shuffled<T>(values: T[]): T[] {
  const copy = [...values];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The threshold and direction that classify `training` best: "known" when slower (or faster) than t. */
function fitThreshold(training: Sample[]): { threshold: number; isKnownSlower: boolean } {
  const times = [...new Set(training.map((s) => s.ms))].sort((a, b) => a - b);
  let best = { threshold: times[0], isKnownSlower: true, accuracy: 0 };
  for (let i = 0; i < times.length; i++) {
    const threshold = i + 1 < times.length ? (times[i] + times[i + 1]) / 2 : times[i] + 1;
    for (const isKnownSlower of [true, false]) {
      const accuracy = accuracyOf(training, { threshold, isKnownSlower });
      if (accuracy > best.accuracy) best = { threshold, isKnownSlower, accuracy };
    }
  }
  return best;
}

function accuracyOf(samples: Sample[], rule: { threshold: number; isKnownSlower: boolean }): number {
  const right = samples.filter((s) => (s.ms > rule.threshold === rule.isKnownSlower) === s.isKnown).length;
  return right / samples.length;
}

async function benchDialect(kind: DatabaseKind): Promise<boolean> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gc-bench-'));
  const { database, drop } = await openBenchDatabase(kind);
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:3000' });
  const { app } = await buildApp(config, database);
  try {
    const seed = await seedDemoIfEmpty(database.db, 'Bench-Password-2026!');
    if (!seed) throw new Error('expected an empty database');
    const accounts = Array.from({ length: SAMPLES + WARM_UP }, (_, i) => `bench-user-${i}@bench.test`);
    await database.db
      .insert(users)
      .values(accounts.map((email) => ({ companyId: seed.companyId, email, roles: ['VIEWER'] })));
    // Listening starts the background jobs (the queued resets among them), as in production.
    await app.listen({ port: 0, host: '127.0.0.1' });

    const ask = async (email: string) => {
      const started = performance.now();
      const response = await app.inject({ method: 'POST', url: FORGOT, remoteAddress: nextIp(), payload: { email } });
      const ms = performance.now() - started;
      if (response.statusCode !== 202) throw new Error(`forgot-password: ${response.statusCode} ${response.body}`);
      return ms;
    };
    const unknown = (i: number) => `nobody-${i}-${Math.random().toString(36).slice(2)}@bench.test`;
    for (let i = 0; i < WARM_UP; i++) {
      await ask(accounts[SAMPLES + i]);
      await ask(unknown(i));
    }

    const order = shuffled([
      ...accounts.slice(0, SAMPLES).map((email) => ({ email, isKnown: true })),
      ...Array.from({ length: SAMPLES }, (_, i) => ({ email: unknown(WARM_UP + i), isKnown: false })),
    ]);
    const samples: Sample[] = [];
    for (const { email, isKnown } of order) samples.push({ isKnown, ms: await ask(email) });

    const split = shuffled(samples);
    const training = split.slice(0, split.length / 2);
    const test = split.slice(split.length / 2);
    const rule = fitThreshold(training);
    const accuracy = accuracyOf(test, rule);
    const known = samples.filter((s) => s.isKnown).map((s) => s.ms);
    const other = samples.filter((s) => !s.isKnown).map((s) => s.ms);
    const isMet = accuracy < TARGET_ACCURACY;
    console.log(`\n${kind}: ${SAMPLES} known and ${SAMPLES} unknown e-mails, random order, one at a time`);
    console.log(`  median answer, known e-mail:   ${median(known).toFixed(2)} ms`);
    console.log(`  median answer, unknown e-mail: ${median(other).toFixed(2)} ms`);
    console.log(
      `  best threshold (${rule.threshold.toFixed(2)} ms, known when ${rule.isKnownSlower ? 'slower' : 'faster'}), ` +
        `fitted on ${training.length}, right on the other ${test.length}: ${(accuracy * 100).toFixed(1)} % ` +
        `${isMet ? '(ok, below 60 %)' : '(TELLS THEM APART)'}`,
    );
    return isMet;
  } finally {
    await app.close();
    await database.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await runOnDialects(benchDialect, {
  met: 'The answer time does not tell a known e-mail from an unknown one.',
  missed: 'A threshold on the answer time tells known e-mails from unknown ones.',
});
