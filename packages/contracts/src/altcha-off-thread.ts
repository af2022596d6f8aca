/// <reference lib="dom" />
// Browser code (a page and its worker): the DOM types, not Node's.
import { type AltchaChallenge, solveAltcha } from './altcha-solver.ts';

/**
 * Solves a challenge in a Web Worker. Up to 50,000 hashes on the page's own thread kept the player's
 * introduction page unresponsive for up to a second on a phone (Lighthouse counted it as blocking
 * time). Where a worker cannot start (no Worker, a policy refusing it) the page solves it itself.
 */
export function solveAltchaOffThread(challenge: AltchaChallenge): Promise<string | null> {
  if (typeof Worker === 'undefined') return solveAltcha(challenge);
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      // A classic worker (no type: 'module'): Vite bundles it into one file, which every browser runs.
      worker = new Worker(new URL('./altcha-worker.ts', import.meta.url));
    } catch {
      resolve(solveAltcha(challenge));
      return;
    }
    worker.onmessage = (event: MessageEvent<{ payload: string | null } | { failed: true }>) => {
      worker.terminate();
      resolve('payload' in event.data ? event.data.payload : solveAltcha(challenge));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      resolve(solveAltcha(challenge));
    };
    worker.postMessage(challenge);
  });
}
