import { COMMON_GAME_DEFAULTS } from '@gc/games/core/common-settings';
import { describe, expect, it } from 'vitest';
import { REDUCED_MOTION_MAX_DELAY_MS, resultDelayMs } from './result-delay.ts';

const settings = (showWinPageAfter: unknown) => ({ ...COMMON_GAME_DEFAULTS, showWinPageAfter });

describe('resultDelayMs (showWinPageAfter)', () => {
  it('waits the campaign’s seconds before a win and before a lose', () => {
    expect(resultDelayMs(settings(5), 'win', false)).toBe(5_000);
    expect(resultDelayMs(settings(5), 'lose', false)).toBe(5_000);
    expect(resultDelayMs(settings(0), 'lose', false)).toBe(0);
  });

  it('waits the §9 default of 2 s for the default settings', () => {
    expect(resultDelayMs(COMMON_GAME_DEFAULTS, 'win', false)).toBe(2_000);
  });

  it('does not wait before a page that answers a play that did not happen', () => {
    expect(resultDelayMs(settings(5), 'no-more-plays', false)).toBe(0);
    expect(resultDelayMs(settings(5), 'campaign-expired', false)).toBe(0);
  });

  it('waits at most a second with reduced motion, and no longer than the campaign asks', () => {
    expect(resultDelayMs(settings(5), 'win', true)).toBe(REDUCED_MOTION_MAX_DELAY_MS);
    expect(REDUCED_MOTION_MAX_DELAY_MS).toBe(1_000);
    expect(resultDelayMs(settings(0), 'lose', true)).toBe(0);
  });

  it('reads a half-edited working copy of the builder’s preview without breaking', () => {
    expect(resultDelayMs({}, 'lose', false)).toBe(2_000);
    expect(resultDelayMs(null, 'lose', false)).toBe(2_000);
    expect(resultDelayMs(settings('3'), 'lose', false)).toBe(2_000);
    expect(resultDelayMs(settings(Number.NaN), 'lose', false)).toBe(2_000);
    expect(resultDelayMs(settings(-4), 'lose', false)).toBe(0);
    expect(resultDelayMs(settings(1e9), 'lose', false)).toBe(60_000);
    expect(resultDelayMs(settings(0.5), 'lose', false)).toBe(500);
  });
});
