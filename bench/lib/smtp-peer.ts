import { once } from 'node:events';
import { Worker } from 'node:worker_threads';

/**
 * A local SMTP peer that counts what it receives, in a worker thread (smtp-peer-worker.ts) as a relay
 * is on another machine: with it in the bench's own event loop, its work (about 8 % of that thread's
 * samples while 3,000 e-mails went out) and its answers' waits were charged to the server's players.
 */
export async function startSmtpPeer() {
  const counter = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(new URL('./smtp-peer-worker.ts', import.meta.url), { workerData: { counter } });
  const [{ port }] = (await once(worker, 'message')) as [{ port: number }];
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: () => Atomics.load(counter, 0),
    close: async () => {
      worker.postMessage('close');
      await once(worker, 'exit');
    },
  };
}
