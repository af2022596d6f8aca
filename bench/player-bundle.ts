/**
 * Published-page bundle benchmark: `npm run bench:player-bundle` (build first: `npm run build`).
 *
 * 1. Size: per game type, the JavaScript a player downloads before the first interaction (the player's
 *    entry chunk, the type's lazily loaded Player chunks, as Vite's build manifest lists them, and the
 *    proof-of-work worker), gzipped and brotli-compressed, against the 100 KB gzip budget of issues 4 and 10.
 * 2. Serving: requests per second for that entry chunk from the real server (buildApp, serving the
 *    player from memory, precompressed, immutable) against a bare Node server answering the same bytes
 *    and headers from a buffer, measured in the same run; the ratio should reach 0.5.
 * 3. Lighthouse: the performance score (mobile: the default config, simulated throttling) of a published
 *    wheel (no registration: introduction, then the wheel) at /p/<slug>, served by the real app on a
 *    port, with the system Chromium (/usr/bin/chromium, or CHROME_PATH), each run in a fresh browser;
 *    the median of the runs should reach 95.
 *
 * The exit code is 1 when a target is missed.
 * Environment: BENCH_REQUESTS (per server, default 20,000), BENCH_CONCURRENCY (default 32),
 * BENCH_LIGHTHOUSE=0 skips Lighthouse, BENCH_LIGHTHOUSE_RUNS (default 3), BENCH_LIGHTHOUSE_REPORTS (a
 * directory to write each run's JSON report to, for its audits), CHROME_PATH.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
// lighthouse's own dependency: it launches the browser lighthouse drives.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { type Database, openDatabase } from '../apps/server/src/db/client.ts';
import { seedDemoIfEmpty } from '../apps/server/src/db/seed-demo.ts';
import { publishBenchWheel } from './lib/bench-wheel.ts';
import { httpLoad } from './lib/http-load.ts';
import { measurePaint, type PaintRun } from './lib/page-paint.ts';

const PLAYER_DIST = new URL('../apps/player/dist', import.meta.url).pathname;
const BUDGET_GZIP_BYTES = 100 * 1024;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const TARGET_RATIO = 0.5;
const LIGHTHOUSE_TARGET = 95;
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const REPORTS_DIR = process.env.BENCH_LIGHTHOUSE_REPORTS;
const PAINT_RUNS = Number(process.env.BENCH_PAINT_RUNS ?? 3);
/** Issue 18: the largest contentful paint of the published page's introduction (mobile, 4x CPU, slow 4G). */
const LCP_TARGET_MS = 1200;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/** The chunk's file and every chunk it imports statically (what the browser fetches before it runs). */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the player's build manifest`);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((imported) => closure(manifest, imported, seen))];
}

/**
 * Per game type, the JavaScript a player downloads before the first interaction: the entry chunk and its
 * imports, the type's lazily loaded Player with its imports (Vite's build manifest says which), and the
 * worker solving the proof of work a play sends (altcha-worker-).
 */
function gamePageScripts(): { type: string; scripts: string[] }[] {
  const manifest: Manifest = JSON.parse(readFileSync(join(PLAYER_DIST, '.vite/manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('no entry in the player build manifest');
  const workers = readdirSync(join(PLAYER_DIST, 'assets'))
    .filter((name) => /^altcha-worker-.*\.js$/.test(name))
    .map((name) => `assets/${name}`);
  return Object.keys(manifest)
    .map((key) => ({ key, type: key.match(/packages\/games\/src\/([^/]+)\/Player\.tsx$/)?.[1] }))
    .filter((found): found is { key: string; type: string } => found.type !== undefined)
    .sort((a, b) => a.type.localeCompare(b.type))
    .map(({ key, type }) => {
      const seen = new Set<string>();
      const scripts = [...closure(manifest, entryKey, seen), ...closure(manifest, key, seen), ...workers];
      return { type, scripts };
    });
}

function sizes() {
  const pages = gamePageScripts();
  let isMet = true;
  for (const { type, scripts } of pages) {
    console.log(`JavaScript loaded before the first interaction of a ${type} campaign:`);
    let gzipTotal = 0;
    let brotliTotal = 0;
    for (const script of scripts) {
      const bytes = readFileSync(join(PLAYER_DIST, script));
      const gz = gzipSync(bytes, { level: 9 }).length;
      const br = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
      gzipTotal += gz;
      brotliTotal += br;
      console.log(
        `  ${script.padEnd(40)} ${kb(bytes.length).padStart(10)} raw ${kb(gz).padStart(9)} gzip ${kb(br).padStart(9)} br`,
      );
    }
    const isWithin = gzipTotal <= BUDGET_GZIP_BYTES;
    isMet &&= isWithin;
    console.log(
      `  total: ${kb(gzipTotal)} gzip (${isWithin ? 'within' : 'OVER'} the ${kb(BUDGET_GZIP_BYTES)} budget), ${kb(brotliTotal)} brotli\n`,
    );
  }
  return { entry: pages[0].scripts[0], isMet };
}

/** The raw bytes and headers the real server answers for a path, as a browser asking for br/gzip gets them. */
function rawResponse(port: number, path: string): Promise<{ headers: Record<string, string>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request({ port, path, headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const headers: Record<string, string> = {};
        for (const name of ['content-type', 'content-encoding', 'cache-control', 'etag', 'vary']) {
          const value = res.headers[name];
          if (typeof value === 'string') headers[name] = value;
        }
        resolve({ headers, body: Buffer.concat(chunks) });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

async function serving(entryScript: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'gc-bench-player-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'db') });
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    PLAYER_DIST,
    PUBLIC_URL: 'http://localhost:3000',
  });
  const { app } = await buildApp(config, database);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const appPort = (app.server.address() as AddressInfo).port;
  const path = `/p/${entryScript}`;
  const answer = await rawResponse(appPort, path);
  const bare = createServer((_req, res) => {
    res.writeHead(200, { ...answer.headers, 'content-length': answer.body.length });
    res.end(answer.body);
  });
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
  const barePort = (bare.address() as AddressInfo).port;
  try {
    console.log(`Serving ${path} (${answer.headers['content-encoding'] ?? 'identity'}, ${kb(answer.body.length)}),`);
    console.log(`${REQUESTS} requests each, ${CONCURRENCY} concurrent keep-alive clients:`);
    const options = {
      requests: REQUESTS,
      concurrency: CONCURRENCY,
      warmUp: 200,
      headers: { 'accept-encoding': 'br, gzip' },
    };
    const rates: number[] = [];
    // Alternate, so that a busy moment on the machine does not fall on one side only.
    for (let round = 0; round < 2; round++) {
      for (const [label, port] of [
        ['bare Node server', barePort],
        ['product server', appPort],
      ] as const) {
        const { durations, wallMs } = await httpLoad(`http://127.0.0.1:${port}`, path, options);
        const rate = (durations.length / wallMs) * 1000;
        rates.push(rate);
        console.log(`  round ${round + 1} ${label.padEnd(18)} ${rate.toFixed(0).padStart(7)} req/s`);
      }
    }
    const bareRate = (rates[0] + rates[2]) / 2;
    const appRate = (rates[1] + rates[3]) / 2;
    const ratio = appRate / bareRate;
    console.log(
      `  ratio product/bare: ${ratio.toFixed(2)} (target ${TARGET_RATIO}) ${ratio >= TARGET_RATIO ? 'ok' : 'BELOW TARGET'}\n`,
    );
    return ratio >= TARGET_RATIO;
  } finally {
    bare.close();
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------
// First paint.

/**
 * The player's build without its first-page renderer (dist/.ssr): the server then sends the page as it
 * did before issue 18 (the head only, an empty root, the style sheet linked), to measure against.
 */
function distWithoutFirstPage(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'gc-bench-player-dist-'));
  cpSync(PLAYER_DIST, dir, { recursive: true, filter: (source) => !source.startsWith(join(PLAYER_DIST, '.ssr')) });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

async function paintApp(database: Database, playerDist: string, dataDir: string) {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    PLAYER_DIST: playerDist,
    PUBLIC_URL: 'http://localhost:3000',
  });
  const { app } = await buildApp(config, database);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, origin: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * LCP of the published wheel's introduction in Chromium driven by Playwright, as Lighthouse's mobile
 * preset loads it (page-paint.ts), with the first page served in the HTML (this build) and without it
 * (the same build less its renderer: the page as before), alternating runs in the same process.
 */
async function paintTimes(): Promise<boolean> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gc-bench-paint-'));
  const database = await openDatabase({ kind: 'pglite' });
  const plain = distWithoutFirstPage();
  const apps: Awaited<ReturnType<typeof paintApp>>[] = [];
  try {
    const seed = await seedDemoIfEmpty(database.db, 'Bench-Password-2026!');
    if (!seed) throw new Error('expected an empty database');
    const { slug } = await publishBenchWheel(database, seed.companyId);
    const variants = [
      { label: 'before (no first page)', app: await paintApp(database, plain.dir, dataDir) },
      { label: 'after (first page served)', app: await paintApp(database, PLAYER_DIST, dataDir) },
    ];
    apps.push(...variants.map((variant) => variant.app));
    // Each server makes a release's page once (the first page's renderer loads then): not what a run measures.
    for (const { app } of variants) await fetch(`${app.origin}/p/${slug}`, { headers: { 'accept-language': 'en' } });
    const hasFirstPage = existsSync(join(PLAYER_DIST, '.ssr'));
    console.log(`First paint of /p/${slug} (Chromium, 412 px phone, CPU 4x slower, slow 4G), ${PAINT_RUNS} runs each:`);
    if (!hasFirstPage) console.log('  (this build has no first-page renderer: both sides serve the page as before)');
    const runs = new Map<string, PaintRun[]>(variants.map((variant) => [variant.label, []]));
    for (let i = 0; i < PAINT_RUNS; i++) {
      for (const { label, app } of variants) {
        const run = await measurePaint(`${app.origin}/p/${slug}`, CHROME_PATH, '#root .gc-button');
        runs.get(label)?.push(run);
        console.log(
          `  run ${i + 1} ${label.padEnd(26)} FCP ${run.fcpMs.toFixed(0).padStart(5)} ms  LCP ${run.lcpMs.toFixed(0).padStart(5)} ms (${run.lcpElement})  CLS ${run.cls.toFixed(3)}`,
        );
      }
    }
    const summary = [...runs].map(([label, list]) => {
      const lcps = list.map((run) => run.lcpMs);
      return {
        label,
        median: median(lcps),
        min: Math.min(...lcps),
        max: Math.max(...lcps),
        cls: Math.max(...list.map((run) => run.cls)),
      };
    });
    for (const { label, median: m, min, max, cls } of summary) {
      console.log(
        `  ${label.padEnd(26)} LCP median ${m.toFixed(0)} ms (${min.toFixed(0)}–${max.toFixed(0)}), worst CLS ${cls.toFixed(3)}`,
      );
    }
    const after = summary[1];
    const isMet = after.median <= LCP_TARGET_MS && after.cls < 0.1;
    console.log(
      `  after: LCP ${after.median.toFixed(0)} ms (target ${LCP_TARGET_MS} ms) ${isMet ? 'ok' : 'ABOVE TARGET'}\n`,
    );
    return isMet;
  } finally {
    for (const { app } of apps) await app.close();
    await database.close();
    plain.remove();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------
// Lighthouse.

const METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['SI', 'speed-index'],
] as const;

type LighthouseRun = { score: number; metrics: Record<string, string> };

/**
 * One Lighthouse run in a fresh browser (no cache carried over), mobile defaults, performance only.
 * Chromium now and then fails to record the trace (NO_NAVSTART, …): such a run is tried again, twice.
 */
async function lighthouseRun(url: string, index: number): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseAttempt(url, index);
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`  run ${index}: ${(error as Error).message}; trying again`);
    }
  }
}

async function lighthouseAttempt(url: string, index: number): Promise<LighthouseRun> {
  const chrome = await launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (REPORTS_DIR) writeFileSync(join(REPORTS_DIR, `lighthouse-${index}.json`), result.report as string);
    const metrics: Record<string, string> = {};
    for (const [label, id] of METRICS) metrics[label] = lhr.audits[id]?.displayValue ?? '?';
    return { score: Math.round((lhr.categories.performance.score ?? 0) * 100), metrics };
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse of the published wheel, served with its first page (this build) and without it (the build
 * less its renderer: the page as before issue 18), runs alternating; the target is the served page's.
 */
async function lighthouseScore(): Promise<boolean> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gc-bench-lighthouse-'));
  const database = await openDatabase({ kind: 'pglite' });
  const plain = distWithoutFirstPage();
  const apps: Awaited<ReturnType<typeof paintApp>>[] = [];
  try {
    const seed = await seedDemoIfEmpty(database.db, 'Bench-Password-2026!');
    if (!seed) throw new Error('expected an empty database');
    const { slug } = await publishBenchWheel(database, seed.companyId);
    const variants = [
      { label: 'before (no first page)', app: await paintApp(database, plain.dir, dataDir) },
      { label: 'after (first page served)', app: await paintApp(database, PLAYER_DIST, dataDir) },
    ];
    apps.push(...variants.map((variant) => variant.app));
    for (const { app } of variants) {
      // Lighthouse would score an error page just as well: the campaign must load first.
      const campaign = await fetch(`${app.origin}/api/play/campaigns/${slug}`);
      if (!campaign.ok)
        throw new Error(`the published campaign does not load: ${campaign.status} ${await campaign.text()}`);
      await fetch(`${app.origin}/p/${slug}`, { headers: { 'accept-language': 'en' } });
    }
    console.log(`Lighthouse (mobile, simulated throttling, performance) of /p/${slug} with ${CHROME_PATH}:`);
    const runs = new Map<string, LighthouseRun[]>(variants.map((variant) => [variant.label, []]));
    for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
      for (const { label, app } of variants) {
        const run = await lighthouseRun(`${app.origin}/p/${slug}`, i + 1);
        runs.get(label)?.push(run);
        const metrics = METRICS.map(([name]) => `${name} ${run.metrics[name]}`).join(', ');
        console.log(`  run ${i + 1} ${label.padEnd(26)} ${String(run.score).padStart(3)}  ${metrics}`);
      }
    }
    let median = 0;
    for (const [label, list] of runs) {
      median = [...list].sort((a, b) => a.score - b.score)[Math.floor(list.length / 2)].score;
      console.log(`  ${label.padEnd(26)} median ${median}`);
    }
    // The last is the served page's.
    const verdict = median >= LIGHTHOUSE_TARGET ? 'ok' : 'BELOW TARGET';
    console.log(`  after: median ${median} (target ${LIGHTHOUSE_TARGET}) ${verdict}\n`);
    return median >= LIGHTHOUSE_TARGET;
  } finally {
    for (const { app } of apps) await app.close();
    await database.close();
    plain.remove();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function skipLighthouse(): boolean {
  console.log('Lighthouse skipped (BENCH_LIGHTHOUSE=0).\n');
  return true;
}

// ---------------------------------------------------------------------------------------------

if (!existsSync(join(PLAYER_DIST, 'index.html'))) {
  console.error('The player is not built: run `npm run build` first.');
  process.exit(1);
}
const size = sizes();
const isServingMet = await serving(size.entry);
const isPaintMet = process.env.BENCH_PAINT === '0' ? true : await paintTimes();
const isLighthouseMet = process.env.BENCH_LIGHTHOUSE === '0' ? skipLighthouse() : await lighthouseScore();
const allMet = size.isMet && isServingMet && isPaintMet && isLighthouseMet;
console.log(allMet ? 'Every target met.' : 'Some target missed.');
process.exitCode = allMet ? 0 : 1;
