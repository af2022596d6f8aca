import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { kb } from './compressed-size.ts';
import { httpLoad } from './http-load.ts';
import { listeningApp } from './listening-app.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const TARGET_RATIO = 0.5;
/** What the bare server copies of the real answer: what a browser needs to use the file. */
const COPIED_HEADERS = ['content-type', 'content-encoding', 'cache-control', 'etag', 'vary'];

/** The raw bytes and headers the real server answers for a path, as a browser asking for br/gzip gets them. */
function rawResponse(port: number, path: string): Promise<{ headers: Record<string, string>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request({ port, path, headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const headers: Record<string, string> = {};
        for (const name of COPIED_HEADERS) {
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

/**
 * Requests per second for the player's entry chunk from the real server (buildApp, the player served
 * from memory, precompressed, immutable) against a bare Node server answering the same bytes from a
 * buffer, two alternating rounds each in the same run; the ratio should reach 0.5.
 */
export async function measureServingRatio(playerDist: string, entryScript: string): Promise<boolean> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gc-bench-player-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'db') });
  const real = await listeningApp(database, { DATA_DIR: dataDir, PLAYER_DIST: playerDist });
  const path = `/p/${entryScript}`;
  const answer = await rawResponse(real.port, path);
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
    const rates = { bare: [] as number[], real: [] as number[] };
    // Alternate, so that a busy moment on the machine does not fall on one side only.
    for (let round = 1; round <= 2; round++) {
      for (const [side, label, port] of [
        ['bare', 'bare Node server', barePort],
        ['real', 'product server', real.port],
      ] as const) {
        const { durations, wallMs } = await httpLoad(`http://127.0.0.1:${port}`, path, options);
        const rate = (durations.length / wallMs) * 1000;
        rates[side].push(rate);
        console.log(`  round ${round} ${label.padEnd(18)} ${rate.toFixed(0).padStart(7)} req/s`);
      }
    }
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    const ratio = mean(rates.real) / mean(rates.bare);
    const verdict = ratio >= TARGET_RATIO ? 'ok' : 'BELOW TARGET';
    console.log(`  ratio product/bare: ${ratio.toFixed(2)} (target ${TARGET_RATIO}) ${verdict}\n`);
    return ratio >= TARGET_RATIO;
  } finally {
    bare.close();
    await real.app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
