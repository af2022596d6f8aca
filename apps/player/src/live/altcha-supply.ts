import { solveAltchaOffThread } from './altcha-off-thread.ts';
import { fetchChallenge } from './play-api.ts';

/** The server keeps a challenge for 10 minutes; one solved longer ago than this is solved again. */
const FRESH_MS = 8 * 60_000;

type Solution = { payload: Promise<string | null>; solvedFrom: number };

/**
 * Solved ALTCHA challenges, one always in the making: solving starts when the page loads, so the
 * proof is ready when the player submits or spins. A solution counts once on the server, so each
 * registration and each play takes its own, and taking one starts the next.
 */
export function altchaSupply(slug: string, now: () => number = Date.now) {
  const solve = (): Solution => ({
    solvedFrom: now(),
    payload: fetchChallenge(slug).then((result) => ('data' in result ? solveAltchaOffThread(result.data) : null)),
  });
  let next: Solution | null = null;
  return {
    /** Starts solving in the background (idempotent). */
    prepare() {
      next ??= solve();
    },
    /** A solution to send, or null when no challenge could be fetched (offline). */
    async take(): Promise<string | null> {
      const current = next && now() - next.solvedFrom < FRESH_MS ? next : solve();
      next = solve();
      // A prepared try that failed (the network was down then) gets one fresh try now.
      return (await current.payload) ?? (await solve().payload);
    },
  };
}

export type AltchaSupply = ReturnType<typeof altchaSupply>;
