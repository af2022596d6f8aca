/**
 * Restart benchmark: `npm run bench:restart`.
 *
 * Builds what changed as `npm start` does (tools/build-if-changed.ts), then starts the real server
 * process as `npm start` runs it (`node apps/server/dist/main.js`, the server's bundle) on an existing
 * install: a first start fills a fresh data folder (migrations, demo seed, secrets) and is not counted,
 * then each restart is timed from the spawn to the first 200 answer of `GET /api/health`, and the
 * process's resident memory (VmRSS) is read after it has been idle for a while. One more start, not
 * timed, says where that memory is (bench/lib/memory-report.mjs, and /proc's anonymous and file-backed
 * parts). Embedded (PGlite in DATA_DIR) always; on PostgreSQL too when BENCH_DATABASE_URL or
 * TEST_DATABASE_URL is set (a scratch database `gc_bench_*`, dropped afterwards).
 *
 * After each restart the floor starts the same way on the same data: a bare Fastify answering
 * `/api/health` with `select 1` (`bench/lib/bare-server.ts`). The machine is shared, so the ratio of the
 * medians (real ÷ bare) compares across runs better than milliseconds.
 *
 * Target (issue 18): the median restart answers within 1.0 s; the exit code is 1 when it does not.
 * Environment: BENCH_RESTARTS (default 3), BENCH_IDLE_SECONDS (default 10), BENCH_DIALECTS.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
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
type Start = { answerMs: number; cpuMs: number; idleRssMb: number; log: string };
const SERVER = 'apps/server/dist/main.js';
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

async function startOnce(script: string, env: Record<string, string>, nodeOptions: string[] = []): Promise<Start> {
  const startedAt = performance.now();
  const child = spawn(join(ROOT, 'node_modules/.bin/node'), [...nodeOptions, script], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    log += chunk;
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
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    lastStatus = status;
    return { answerMs, cpuMs, idleRssMb: kbOf(status, 'VmRSS') / 1024, log };
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

/** /proc/<pid>/status of the last process measured, for the memory breakdown. */
let lastStatus = '';
const kbOf = (status: string, field: string) => Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? 0);
const mb = (bytes: number) => `${(bytes / 1048576).toFixed(0)} MB`;

/** Where one idle server's memory is: V8's heap, memory outside it, and code and files mapped. */
async function memoryBreakdown(kind: DatabaseKind, env: Record<string, string>): Promise<string> {
  const start = await startOnce(SERVER, env, ['--import', join(ROOT, 'bench/lib/memory-report.mjs')]);
  const usage = JSON.parse(start.log.match(/memory (\{.*\})/)?.[1] ?? '{}') as NodeJS.MemoryUsage & {
    newSpace: number;
  };
  const anon = kbOf(lastStatus, 'RssAnon') * 1024;
  const files = kbOf(lastStatus, 'RssFile') * 1024;
  return (
    `  idle memory of one more start: RSS ${start.idleRssMb.toFixed(0)} MB = anonymous ${mb(anon)} + files ${mb(files)} (code: node, ` +
    `libraries${kind === 'pglite' ? ", PGlite's files" : ''})\n` +
    `    V8 heap ${mb(usage.heapTotal)} (${mb(usage.heapUsed)} used; young generation ${mb(usage.newSpace)}), ` +
    `outside the heap ${mb(usage.external)} ` +
    `(buffers ${mb(usage.arrayBuffers)}${kind === 'pglite' ? ", the rest mostly PGlite's WebAssembly memory" : ''})`
  );
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
    console.log(await memoryBreakdown(kind, env));
    return isMet;
  } finally {
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// The server's bundle (and the apps) as `npm start` would run them: built again only when their sources changed.
const built = spawnSync(join(ROOT, 'node_modules/.bin/node'), ['tools/build-if-changed.ts'], {
  cwd: ROOT,
  stdio: 'inherit',
});
if (built.status !== 0) process.exit(built.status ?? 1);
await runOnDialects(bench, { met: 'Every target met.', missed: 'Some target missed.' });
