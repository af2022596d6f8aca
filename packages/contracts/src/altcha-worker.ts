/// <reference lib="dom" />
// Browser code (a page and its worker): the DOM types, not Node's.
import { type AltchaChallenge, solveAltcha } from './altcha-solver.ts';

/**
 * The worker side of solveAltchaOffThread: one challenge in, { payload } out, or { failed: true } when
 * solving threw (a rejected promise in a worker fires no error event on the page's side in every browser).
 */
self.onmessage = async (event: MessageEvent<AltchaChallenge>) => {
  try {
    self.postMessage({ payload: await solveAltcha(event.data) });
  } catch {
    self.postMessage({ failed: true });
  }
};
