import { describe, expect, it } from 'vitest';
import { RETRY_DELAY_MAX_SECONDS, retryDelaySeconds, statusAfterAttempt } from './retry-schedule.ts';

/** The defaults (config.ts): 30 s, 13 retries. */
const DEFAULTS = { retryDelaySeconds: 30, retryLimit: 13 };

describe('the retry schedule', () => {
  it('doubles from the base up to 6 hours apart, and the default retries span about a day', () => {
    const waits = Array.from({ length: DEFAULTS.retryLimit }, (_, i) => retryDelaySeconds(i + 1, DEFAULTS));
    expect(waits.slice(0, 4)).toEqual([30, 60, 120, 240]);
    expect(Math.max(...waits)).toBe(RETRY_DELAY_MAX_SECONDS);
    const hours = waits.reduce((sum, wait) => sum + wait, 0) / 3600;
    expect(hours).toBeGreaterThan(20);
    expect(hours).toBeLessThan(30);
  });

  it('keeps a base above the cap as it is', () => {
    expect(retryDelaySeconds(5, { retryDelaySeconds: 7 * 3600, retryLimit: 1 })).toBe(7 * 3600);
  });

  it('retries a retryable failure until the first attempt and retryLimit retries are spent, then it is dead', () => {
    const failed = { ok: false, retryable: true };
    const settings = { retryDelaySeconds: 1, retryLimit: 3 };
    expect([1, 2, 3, 4].map((attempts) => statusAfterAttempt(failed, attempts, settings))).toEqual([
      'pending',
      'pending',
      'pending',
      'dead',
    ]);
    expect(statusAfterAttempt({ ok: false, retryable: false }, 1, settings)).toBe('dead');
    expect(statusAfterAttempt({ ok: true, retryable: false }, 4, settings)).toBe('delivered');
  });
});
