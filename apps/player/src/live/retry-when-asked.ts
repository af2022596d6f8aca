import type { ApiError, ApiResult } from './play-api.ts';

/** Calls the page repeats by itself, in all, before it shows the failure and leaves the retry to the player. */
export const AUTOMATIC_ATTEMPTS = 3;
const LONGEST_WAIT_SECONDS = 30;

/**
 * How long to wait before repeating a failed call without the player: only when the server said the
 * failure is passing and when to come back (503 with Retry-After, e.g. its database is unreachable for a
 * moment), between 1 and 30 seconds. Null for every other failure: those need the player, or a fix.
 */
export function automaticRetryDelayMs(error: ApiError): number | null {
  if (error.status !== 503 || error.retryAfterSeconds === null) return null;
  return Math.min(Math.max(error.retryAfterSeconds, 1), LONGEST_WAIT_SECONDS) * 1000;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `call` again while the server answers that it is briefly unavailable, waiting as long as it asks,
 * `attempts` times in all; then answers the last result. A play or a registration refused that way was
 * not made (and a registration is sent under the same Idempotency-Key), so repeating it is safe.
 */
export async function retryWhenAsked<T>(
  call: () => Promise<ApiResult<T>>,
  attempts = AUTOMATIC_ATTEMPTS,
  wait: (ms: number) => Promise<void> = sleep,
): Promise<ApiResult<T>> {
  for (let attempt = 1; ; attempt++) {
    const result = await call();
    if (!('error' in result) || attempt >= attempts) return result;
    const delay = automaticRetryDelayMs(result.error);
    if (delay === null) return result;
    await wait(delay);
  }
}
