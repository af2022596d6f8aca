/**
 * Lead-flow settings that make deliveries quick to observe in tests: no delay before the first
 * attempt, 1 s backoff, 3 retries, 2 s timeout (the lead flow's and the loyalty awards' alike).
 */
export const FAST_DELIVERY = {
  LEAD_DELIVERY_DELAY_SECONDS: '0',
  LEAD_DELIVERY_RETRY_DELAY_SECONDS: '1',
  LEAD_DELIVERY_RETRY_LIMIT: '3',
  LEAD_DELIVERY_TIMEOUT_SECONDS: '2',
};

/** Polls `check` every 100 ms until it answers something truthy, which it returns; throws after `ms`. */
export async function waitFor<T>(what: string, check: () => Promise<T | undefined | false>, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
