import { describe, expect, it } from 'vitest';
import { presetRange } from './preset-range.ts';

describe('the analytics range presets', () => {
  it("end on the company's today, whatever day the browser is on", () => {
    // 23:30 UTC on 24 November is already 25 November in Zurich, still 24 November in New York.
    const now = new Date('2026-11-24T23:30:00Z');
    expect(presetRange(30, 'Europe/Zurich', now)).toEqual({ from: '2026-10-27', to: '2026-11-25' });
    expect(presetRange(7, 'America/New_York', now)).toEqual({ from: '2026-11-18', to: '2026-11-24' });
  });
});
