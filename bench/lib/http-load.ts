import { Worker } from 'node:worker_threads';

/**
 * HTTP load from a worker thread, so that the clients do not share the server's event loop:
 * `concurrency` clients, each sending its share of `requests` one after another over keep-alive
 * connections (node:http, bodies read and dropped). Answers other than 200 (and 304) stop the run.
 */
const LOAD_WORKER = `
const { parentPort, workerData: w } = require('node:worker_threads');
const http = require('node:http');
const agent = new http.Agent({ keepAlive: true, maxSockets: w.concurrency });
const target = new URL(w.origin + w.url);
// node:http rather than fetch: fetch decompresses every body, which would make the client the bottleneck.
function once() {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request({ agent, host: target.hostname, port: target.port, path: target.pathname + target.search, headers: w.headers }, (res) => {
      res.on('data', () => {});
      res.on('end', () => {
        if (res.statusCode !== 200 && res.statusCode !== 304) reject(new Error(w.url + ': ' + res.statusCode));
        else resolve(performance.now() - started);
      });
    });
    req.on('error', reject);
    req.end();
  });
}
(async () => {
  for (let i = 0; i < w.warmUp; i++) await once();
  const durations = [];
  const started = performance.now();
  await Promise.all(Array.from({ length: w.concurrency }, async () => {
    for (let i = 0; i < Math.ceil(w.requests / w.concurrency); i++) durations.push(await once());
  }));
  parentPort.postMessage({ durations, wallMs: performance.now() - started });
})();
`;

export type LoadOptions = {
  requests: number;
  concurrency: number;
  warmUp: number;
  headers?: Record<string, string>;
};

export type LoadResult = { durations: number[]; wallMs: number };

export function httpLoad(origin: string, url: string, options: LoadOptions): Promise<LoadResult> {
  const worker = new Worker(LOAD_WORKER, { eval: true, workerData: { origin, url, ...options } });
  return new Promise((resolve, reject) => {
    worker.once('message', (result: LoadResult) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}
