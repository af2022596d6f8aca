/**
 * Restart benchmark: `npm run bench:restart`.
 *
 * Starts the real server process (`node apps/server/src/main.ts`, as `npm start` runs it once the apps
 * are built) on an existing install: a first start fills a fresh data folder (migrations, demo seed,
 * secrets) and is not counted, then each restart is timed from the spawn to the first 200 answer of
 * `GET /api/health`, and the process's resident memory (VmRSS) is read after it has been idle for a
 * while. Embedded (PGlite in DATA_DIR) always; on PostgreSQL too when BENCH_DATABASE_URL or
 * TEST_DATABASE_URL is set (a scratch database `gc_bench_*`, dropped afterwards).
 *
 * After each restart the floor starts the same way on the same data: a bare Fastify answering
 * `/api/health` with `select 1` (`bench/lib/bare-server.ts`). The machine is shared, so the ratio of the
 * medians (real ÷ bare) compares across runs better than milliseconds.
 *
 * Target (issue 18): the median restart answers within 1.0 s; the exit code is 1 when it does not.
 * Environment: BENCH_RESTARTS (default 3), BENCH_IDLE_SECONDS (default 10), BENCH_DIALECTS.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseKind } from '../apps/server/src/db/client.ts';
import { createScratchPostgres } from '../apps/server/test/scratch-postgres.ts';
import { POSTGRES_URL, runOnDialects } from './lib/bench-dialects.ts';

const ROOT = new URL('..', import.meta.url).pathname;
const RESTARTS = Number(process.env.BENCH_RESTARTS ?? 3);
const IDLE_MS = Number(process.env.BENCH_IDLE_SECONDS ?? 10) * 1000;
const TARGET_MS = 1000;
const GIVE_UP_MS = 120_000;

/** answerMs is wall time, cpuMs the process's CPU time (user + system) until that answer: on a loaded machine the second says more. */
type Start = { answerMs: number; cpuMs: number; idleRssMb: number };
const SERVER = 'apps/server/src/main.ts';
const BARE_SERVER = 'bench/lib/bare-server.ts';

/** CPU time the process has used so far, user + system, from /proc (clock ticks of 10 ms). */
function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // After the command name: state is field 3, utime field 14 and stime field 15 of the whole line.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The server's listening port, from its log line (it listens on port 0). */
function portOf(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    let log = '';
    const read = (chunk: Buffer) => {
      log += chunk;
      const found = log.match(/listening at http:\/\/127\.0\.0\.1:(\d+)/);
      if (found) resolve(Number(found[1]));
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => reject(new Error(`the server exited with ${code} before listening:\n${log}`)));
  });
}

async function startOnce(script: string, env: Record<string, string>): Promise<Start> {
  const startedAt = performance.now();
  const child = spawn(join(ROOT, 'node_modules/.bin/node'), [script], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    const port = await portOf(child);
    let answerMs = 0;
    let cpuMs = 0;
    while (!answerMs) {
      const answer = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
      if (answer?.ok) {
        answerMs = performance.now() - startedAt;
        cpuMs = cpuMsOf(child.pid as number);
      } else if (performance.now() - startedAt > GIVE_UP_MS) throw new Error('no healthy answer in 2 minutes');
      else await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    const rssKb = Number(readFileSync(`/proc/${child.pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1]);
    return { answerMs, cpuMs, idleRssMb: rssKb / 1024 };
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

const format = (start: Start) =>
  `${start.answerMs.toFixed(0).padStart(6)} ms (CPU ${start.cpuMs.toFixed(0).padStart(5)} ms) ${start.idleRssMb.toFixed(0).padStart(4)} MB`;

function medianOf(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
}

async function bench(kind: DatabaseKind): Promise<boolean> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gc-bench-restart-'));
  const scratch = kind === 'postgres' && POSTGRES_URL ? await createScratchPostgres(POSTGRES_URL, 'gc_bench') : null;
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    DEMO_PASSWORD: 'Bench-Password-2026!',
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
  };
  try {
    console.log(`${kind}: ${RESTARTS} restarts on an existing install, RSS after ${IDLE_MS / 1000} s idle`);
    const first = await startOnce(SERVER, env);
    console.log(`  first start (not counted) ${format(first)}`);
    const starts: Start[] = [];
    const bareStarts: Start[] = [];
    for (let i = 1; i <= RESTARTS; i++) {
      const start = await startOnce(SERVER, env);
      const bare = await startOnce(BARE_SERVER, env);
      starts.push(start);
      bareStarts.push(bare);
      console.log(`  restart ${i}               ${format(start)}   bare Fastify ${format(bare)}`);
    }
    const median = medianOf(starts.map((start) => start.answerMs));
    const bareMedian = medianOf(bareStarts.map((start) => start.answerMs));
    const cpu = medianOf(starts.map((start) => start.cpuMs));
    const bareCpu = medianOf(bareStarts.map((start) => start.cpuMs));
    const isMet = median <= TARGET_MS;
    console.log(
      `  median ${median.toFixed(0)} ms to the first answer (target ${TARGET_MS}) ${isMet ? 'ok' : 'ABOVE TARGET'}, ` +
        `CPU ${cpu.toFixed(0)} ms, ${medianOf(starts.map((start) => start.idleRssMb)).toFixed(0)} MB idle\n` +
        `  bare Fastify ${bareMedian.toFixed(0)} ms, CPU ${bareCpu.toFixed(0)} ms, ` +
        `${medianOf(bareStarts.map((start) => start.idleRssMb)).toFixed(0)} MB idle\n` +
        `  ratio to bare: ${(median / bareMedian).toFixed(2)}x time, ${(cpu / bareCpu).toFixed(2)}x CPU`,
    );
    return isMet;
  } finally {
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await runOnDialects(bench, { met: 'Every target met.', missed: 'Some target missed.' });
