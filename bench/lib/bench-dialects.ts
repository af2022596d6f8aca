import { type Database, type DatabaseKind, openDatabase } from '../../apps/server/src/db/client.ts';
import { createScratchPostgres } from '../../apps/server/test/scratch-postgres.ts';

/** PostgreSQL is benchmarked when one of these is set; PGlite always is. */
export const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

/** A fresh database of `kind`: in-memory PGlite, or a scratch PostgreSQL database dropped afterwards. */
export async function openBenchDatabase(
  kind: DatabaseKind,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (kind === 'pglite') return { database: await openDatabase({ kind: 'pglite' }), drop: async () => {} };
  if (!POSTGRES_URL) throw new Error('BENCH_DATABASE_URL or TEST_DATABASE_URL is not set');
  const created = await createScratchPostgres(POSTGRES_URL, 'gc_bench');
  // The server's default pool size, as in production.
  return { database: await openDatabase({ kind: 'postgres', url: created.url }), drop: created.drop };
}

/**
 * Runs `bench` on each dialect (BENCH_DIALECTS, or PGlite and PostgreSQL when a URL is set), prints
 * whether every target was met, and sets the exit code: 1 when one was missed.
 */
export async function runOnDialects(
  bench: (kind: DatabaseKind) => Promise<boolean>,
  verdict: { met: string; missed: string },
): Promise<void> {
  const dialects = (process.env.BENCH_DIALECTS?.split(',') ??
    (POSTGRES_URL ? ['pglite', 'postgres'] : ['pglite'])) as DatabaseKind[];
  let allMet = true;
  for (const kind of dialects) allMet = (await bench(kind)) && allMet;
  if (!POSTGRES_URL) console.log('\n(PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL to include it.)');
  console.log(allMet ? `\n${verdict.met}` : `\n${verdict.missed}`);
  process.exitCode = allMet ? 0 : 1;
}
