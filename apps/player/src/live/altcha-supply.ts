import { solveAltchaOffThread } from '@gc/contracts/altcha-off-thread';
import { type ApiResult, fetchChallenge } from './play-api.ts';

/** The server keeps a challenge for 10 minutes; one solved longer ago than this is solved again. */
const FRESH_MS = 8 * 60_000;

type Solution = { payload: Promise<ApiResult<string>>; solvedFrom: number };

/** A challenge no number solves: not ours, or broken on the way. The page words it as a failed bot check. */
const UNSOLVED: ApiResult<string> = {
  error: { status: 0, code: 'CHALLENGE_INVALID', detail: '', violations: [], retryAfterSeconds: null },
};

async function solvedPayload(slug: string): Promise<ApiResult<string>> {
  const challenge = await fetchChallenge(slug);
  if ('error' in challenge) return challenge;
  const payload = await solveAltchaOffThread(challenge.data);
  return payload === null ? UNSOLVED : { data: payload };
}

/**
 * Solved ALTCHA challenges, one always in the making: solving starts when the page loads, so the
 * proof is ready when the player submits or spins. A solution counts once on the server, so each
 * registration and each play takes its own, and taking one starts the next.
 */
export function altchaSupply(slug: string, now: () => number = Date.now) {
  const solve = (): Solution => ({ solvedFrom: now(), payload: solvedPayload(slug) });
  let next: Solution | null = null;
  return {
    /** Starts solving in the background (idempotent). */
    prepare() {
      next ??= solve();
    },
    /** A solution to send, or why none could be had (offline, the server briefly unavailable). */
    async take(): Promise<ApiResult<string>> {
      const current = next && now() - next.solvedFrom < FRESH_MS ? next : solve();
      next = solve();
      // A prepared try that failed (the network was down then) gets one fresh try now.
      const prepared = await current.payload;
      return 'data' in prepared ? prepared : solve().payload;
    },
  };
}

export type AltchaSupply = ReturnType<typeof altchaSupply>;
