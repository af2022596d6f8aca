/**
 * When a delivery's next attempt comes (lead deliveries and loyalty awards alike, issue 15). Ours, not
 * pg-boss's retries: a retry is a new job the pump inserts to start at the delivery's `due_at`, so the
 * wait follows the delivery's own attempts count whatever job made them (a job handed on after pg-boss
 * expired it, a job given back after a refused claim), and no job has to outlive its attempt.
 */

/** The backoff's cap: 13 retries from 30 s, doubling up to this, span about a day. */
export const RETRY_DELAY_MAX_SECONDS = 6 * 3600;

export type RetrySettings = { retryDelaySeconds: number; retryLimit: number };

/** The wait after the `attemptsMade`-th attempt failed: the base, doubling each time, at most the cap. */
export function retryDelaySeconds(attemptsMade: number, settings: RetrySettings): number {
  const cap = Math.max(settings.retryDelaySeconds, RETRY_DELAY_MAX_SECONDS);
  return Math.min(cap, settings.retryDelaySeconds * 2 ** Math.min(30, Math.max(0, attemptsMade - 1)));
}

/** Where a delivery stands after its `attemptsMade`-th attempt: the first plus `retryLimit` retries. */
export function statusAfterAttempt(
  result: { ok: boolean; retryable: boolean },
  attemptsMade: number,
  settings: RetrySettings,
): 'delivered' | 'pending' | 'dead' {
  if (result.ok) return 'delivered';
  return result.retryable && attemptsMade <= settings.retryLimit ? 'pending' : 'dead';
}
