import { describe, expect, it } from 'vitest';
import { formatUtcOffset } from './utc-offset.ts';

describe('formatUtcOffset', () => {
  it('writes whole, half and three-quarter hours east and west of UTC', () => {
    expect(formatUtcOffset(3600)).toBe('UTC+01:00');
    expect(formatUtcOffset(-5 * 3600)).toBe('UTC−05:00');
    expect(formatUtcOffset(19_800)).toBe('UTC+05:30');
    expect(formatUtcOffset(20_700)).toBe('UTC+05:45');
    expect(formatUtcOffset(0)).toBe('UTC');
  });
});
