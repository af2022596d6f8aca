/**
 * Registration timing benchmark: `npm run bench:registration-timing` (issue 9, player identity).
 *
 * Does a registration answer sooner or later when its e-mail registered before? The answer's content
 * tells nothing (apps/server/test/play-identity.test.ts); this measures its timing. Builds the real app
 * on PGlite (and PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set), publishes a wheel with
 * the registration form (one player per e-mail), without and with e-mail verification, registers as
 * many e-mails as it will time, then sends registrations one at a time through app.inject, alternating
 * a new e-mail and one registered before (each once, so that no address reaches the hourly cap of
 * codes), each with a new Idempotency-Key and a proof of work solved beforehand. Prints the median time
 * of both and how often the best single threshold tells them apart (50 in 100 is a coin toss).
 *
 * Environment: BENCH_REGISTRATIONS (of each kind, default 400), BENCH_DIALECTS (pglite,postgres).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import type { DatabaseKind } from '../apps/server/src/db/client.ts';
import { seedDemoIfEmpty } from '../apps/server/src/db/seed-demo.ts';
import { resolveJwtSecret } from '../apps/server/src/lib/jwt-secret.ts';
import { derivePlayKeys } from '../apps/server/src/modules/play/play-keys.ts';
import { openBenchDatabase, runOnDialects } from './lib/bench-dialects.ts';
import { solvedChallenges } from './lib/bench-players.ts';
import { publishBenchWheel } from './lib/bench-wheel.ts';

const PER_KIND = Number(process.env.BENCH_REGISTRATIONS ?? 400);
/** A threshold that tells the two apart this often would be a leak worth fixing. */
const TARGET_ACCURACY = 0.6;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The best accuracy of "slower than t means known" (or faster), over every threshold t. */
function bestThresholdAccuracy(fresh: number[], known: number[]): number {
  const all = [...fresh.map((ms) => ({ ms, isKnown: false })), ...known.map((ms) => ({ ms, isKnown: true }))].sort(
    (a, b) => a.ms - b.ms,
  );
  let knownBelow = 0;
  let best = 0.5;
  for (let i = 0; i <= all.length; i++) {
    const freshBelow = i - knownBelow;
    const accuracy = (freshBelow + (known.length - knownBelow)) / all.length;
    best = Math.max(best, accuracy, 1 - accuracy);
    if (i < all.length && all[i].isKnown) knownBelow++;
  }
  return best;
}

async function benchDialect(kind: DatabaseKind): Promise<boolean> {
  const { database, drop } = await openBenchDatabase(kind);
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'gc-bench-')),
    PUBLIC_URL: 'http://localhost:3000',
  });
  const { app } = await buildApp(config, database);
  let isMet = true;
  try {
    const seed = await seedDemoIfEmpty(database.db, 'Bench-Password-2026!');
    if (!seed) throw new Error('expected an empty database');
    await app.ready();
    const keys = derivePlayKeys(await resolveJwtSecret(database.db, config.jwtSecret));
    console.log(`\n${kind}: ${PER_KIND} registrations of each kind, one at a time`);
    for (const requiresEmailVerification of [false, true]) {
      const { slug } = await publishBenchWheel(database, seed.companyId, undefined, { requiresEmailVerification });
      const challenges = await solvedChallenges(keys.altcha, 3 * PER_KIND);
      let counter = 0;
      const register = async (email: string) => {
        counter++;
        const started = performance.now();
        const response = await app.inject({
          method: 'POST',
          url: `/api/play/campaigns/${slug}/registrations`,
          remoteAddress: `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`,
          headers: { 'idempotency-key': crypto.randomUUID() },
          payload: {
            email,
            source: 'form',
            consent: { terms: true, privacy: true },
            language: 'en',
            altcha: challenges[counter - 1],
          },
        });
        const elapsed = performance.now() - started;
        if (response.statusCode !== 200) throw new Error(`registration: ${response.statusCode} ${response.body}`);
        return elapsed;
      };
      const known = Array.from({ length: PER_KIND }, (_, i) => `known-${i}@bench.test`);
      for (const email of known) await register(email);
      const times = { fresh: [] as number[], known: [] as number[] };
      for (let i = 0; i < PER_KIND; i++) {
        times.fresh.push(await register(`fresh-${i}@bench.test`));
        times.known.push(await register(known[i]));
      }
      const accuracy = bestThresholdAccuracy(times.fresh, times.known);
      isMet &&= accuracy < TARGET_ACCURACY;
      console.log(
        `  verification ${requiresEmailVerification ? 'on ' : 'off'}: median new e-mail ${median(times.fresh).toFixed(2)} ms, ` +
          `known e-mail ${median(times.known).toFixed(2)} ms, best threshold tells them apart ${(accuracy * 100).toFixed(0)} in 100`,
      );
    }
  } finally {
    await app.close();
    await database.close();
    await drop();
  }
  return isMet;
}

await runOnDialects(benchDialect, {
  met: `No threshold told a known e-mail from a new one ${TARGET_ACCURACY * 100} times in 100.`,
  missed: `A threshold told a known e-mail from a new one ${TARGET_ACCURACY * 100} times in 100 or more.`,
});
