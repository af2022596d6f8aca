/**
 * Published-page bundle benchmark: `npm run bench:player-bundle` (build first: `npm run build`).
 *
 * 1. Size: the JavaScript a player downloads before the first spin of a wheel campaign (the player's
 *    entry chunk plus the lazily loaded wheel chunks), gzipped and brotli-compressed, against the
 *    100 KB gzip budget of issue 4.
 * 2. Serving: requests per second for that entry chunk from the real server (buildApp, serving the
 *    player from memory, precompressed, immutable) against a bare Node server answering the same bytes
 *    and headers from a buffer, measured in the same run; the ratio should reach 0.5.
 *
 * Environment: BENCH_REQUESTS (per server, default 20,000), BENCH_CONCURRENCY (default 32).
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { httpLoad } from './lib/http-load.ts';

const PLAYER_DIST = new URL('../apps/player/dist', import.meta.url).pathname;
const BUDGET_GZIP_BYTES = 100 * 1024;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The entry chunk named by index.html, and the wheel's lazy chunks (their file names start with Player-). */
function wheelPageScripts(): string[] {
  const html = readFileSync(join(PLAYER_DIST, 'index.html'), 'utf8');
  const entry = html.match(/<script[^>]+src="\/p\/(assets\/[^"]+\.js)"/)?.[1];
  if (!entry) throw new Error('no entry script in apps/player/dist/index.html');
  const lazy = readdirSync(join(PLAYER_DIST, 'assets'))
    .filter((name) => /^Player-.*\.js$/.test(name))
    .map((name) => `assets/${name}`);
  return [entry, ...lazy];
}

function sizes() {
  const scripts = wheelPageScripts();
  console.log('JavaScript loaded before the first spin of a wheel:');
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
  const verdict = gzipTotal <= BUDGET_GZIP_BYTES ? 'within' : 'OVER';
  console.log(
    `  total: ${kb(gzipTotal)} gzip (${verdict} the ${kb(BUDGET_GZIP_BYTES)} budget), ${kb(brotliTotal)} brotli\n`,
  );
  return scripts[0];
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
    console.log(`  ratio product/bare: ${ratio.toFixed(2)} (target 0.5) ${ratio >= 0.5 ? 'ok' : 'BELOW TARGET'}`);
  } finally {
    bare.close();
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (!existsSync(join(PLAYER_DIST, 'index.html'))) {
  console.error('The player is not built: run `npm run build` first.');
  process.exit(1);
}
const entry = sizes();
await serving(entry);
