import { performance } from 'node:perf_hooks';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from '../../apps/server/src/db/client.ts';
import { rawClient } from './bench-game.ts';
import { CONCURRENCY_LEVELS, PLAYS_PER_LEVEL, TARGET_RATIO } from './play-bench-settings.ts';

/** The baseline: one row inserted by a raw parametrised INSERT on the driver's own client. */
export async function bareInsertApp(database: Database): Promise<FastifyInstance> {
  const client = rawClient(database);
  await client.query(
    'create table bench_rows (id uuid primary key default gen_random_uuid(), at timestamptz not null default now(), payload text)',
  );
  const bare = Fastify();
  bare.post('/insert', async (request) => {
    await client.query('insert into bench_rows (payload) values ($1)', [(request.body as { payload: string }).payload]);
    return { data: true };
  });
  return bare;
}

// ---------------------------------------------------------------------------------------------
// Measuring.

export type Batch = () => Promise<void>;

/**
 * Batches of `concurrency` requests in Promise.all, alternating play batch and insert batch, so that
 * load from elsewhere on the machine lands on both alike. Answers requests per second of each.
 */
export async function measure(
  play: (n: number) => Batch,
  insert: (n: number) => Batch,
  concurrency: number,
  total: number,
) {
  const rounds = Math.ceil(total / concurrency);
  let playMs = 0;
  let insertMs = 0;
  for (let round = 0; round < rounds; round++) {
    const [first, second] = round % 2 === 0 ? [insert, play] : [play, insert];
    for (const kind of [first, second]) {
      const started = performance.now();
      await kind(concurrency)();
      const elapsed = performance.now() - started;
      if (kind === play) playMs += elapsed;
      else insertMs += elapsed;
    }
  }
  const requests = rounds * concurrency;
  return { plays: (requests / playMs) * 1000, inserts: (requests / insertMs) * 1000, requests };
}

export type Outcomes = { win: number; lose: number };

/** Throws unless the answer is a decided play (win or lose page), and counts it. */
export function countOutcome(
  response: { statusCode: number; body: string; json(): unknown },
  what: string,
  outcomes: Outcomes,
) {
  if (response.statusCode !== 200) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  const page = (response.json() as { data: { page: string } }).data.page;
  if (page !== 'win' && page !== 'lose') throw new Error(`${what}: unexpected page ${page}`);
  outcomes[page]++;
}

/**
 * Measures `play` against `insert` at every concurrency level and prints a table; `writes` is the
 * database writes of one play, which the ratio counts. Answers whether every ratio reached the target.
 */
export async function measureLevels(play: (n: number) => Batch, insert: (n: number) => Batch, writes: number) {
  const perWrite = writes > 1 ? 'writes/s'.padStart(10) : '';
  console.log(
    `  ${'concurrency'.padEnd(12)}${'plays'.padStart(7)}${'plays/s'.padStart(10)}${perWrite}${'inserts/s'.padStart(11)}${'ratio'.padStart(8)}`,
  );
  let isMet = true;
  for (const concurrency of CONCURRENCY_LEVELS) {
    const result = await measure(play, insert, concurrency, PLAYS_PER_LEVEL);
    const ratio = (result.plays * writes) / result.inserts;
    isMet &&= ratio >= TARGET_RATIO;
    const writesPerSecond = writes > 1 ? (result.plays * writes).toFixed(0).padStart(10) : '';
    console.log(
      `  ${String(concurrency).padEnd(12)}${String(result.requests).padStart(7)}${result.plays.toFixed(0).padStart(10)}` +
        `${writesPerSecond}${result.inserts.toFixed(0).padStart(11)}${ratio.toFixed(2).padStart(8)}  ${ratio >= TARGET_RATIO ? 'ok' : 'BELOW 0.5'}`,
    );
  }
  return isMet;
}
