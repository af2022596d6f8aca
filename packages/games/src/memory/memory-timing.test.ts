import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MEMORY_DEFAULTS } from './definition.ts';
import { memoryPublishChecks } from './memory-checks.ts';
import { outcomeForTime, secondsOf, uncoveredTimes } from './memory-timing.ts';

const band = (id: string, downTimeThreshold: number, upTimeThreshold: number | null) => ({
  id,
  downTimeThreshold,
  upTimeThreshold,
});
const context = { languages: ['en'] as const, defaultLanguage: 'en' as const };

describe('memory timing', () => {
  it('gives every time the first outcome holding it, bounds inclusive, and finds exactly the times none holds', () => {
    const bandArb = fc
      .record({ down: fc.integer({ min: 0, max: 100 }), length: fc.option(fc.integer({ min: 0, max: 50 })) })
      .map(({ down, length }) => ({ down, up: length === null ? null : down + length }));
    fc.assert(
      fc.property(fc.array(bandArb, { minLength: 1, maxLength: 5 }), fc.integer({ min: 0, max: 200 }), (bands, t) => {
        const outcomes = bands.map((b, i) => band(`o${i}`, b.down, b.up));
        const expected = outcomes.find((o) => o.downTimeThreshold <= t && (o.upTimeThreshold ?? Infinity) >= t);
        expect(outcomeForTime(outcomes, t)).toEqual(expected ?? null);
        const isInGap = uncoveredTimes(outcomes).some(({ from, to }) => from <= t && (to === null || t <= to));
        expect(isInGap).toBe(expected === undefined);
      }),
    );
  });

  it('reads a time in whole seconds, rounded down', () => {
    expect(secondsOf(59_999)).toBe(59);
    expect(secondsOf(60_000)).toBe(60);
    expect(secondsOf(-5)).toBe(0);
  });

  it('the defaults cover every time; publishing refuses a gap and an end without an open outcome', () => {
    expect(uncoveredTimes(MEMORY_DEFAULTS.outcomes)).toEqual([]);
    const [fast, slow] = MEMORY_DEFAULTS.outcomes;
    const gapped = { ...MEMORY_DEFAULTS, outcomes: [fast, { ...slow, downTimeThreshold: 90, upTimeThreshold: 120 }] };
    const codes = memoryPublishChecks(gapped, context).map((item) => [item.code, item.params]);
    expect(codes).toContainEqual(['memory.thresholdsGap', { from: 61, to: 89 }]);
    expect(codes).toContainEqual(['memory.thresholdsGapOpen', { from: 121 }]);
  });

  it('warns of tiles without a picture and of two tiles with the same picture', () => {
    const [one, two, ...rest] = MEMORY_DEFAULTS.tiles;
    const tiles = [{ ...one, imageUrl: 'a.png' }, { ...two, imageUrl: 'a.png' }, ...rest];
    const codes = memoryPublishChecks({ ...MEMORY_DEFAULTS, tiles }, context).map((item) => item.code);
    expect(codes.filter((code) => code === 'memory.sameImage')).toHaveLength(1);
    expect(codes.filter((code) => code === 'memory.tileWithoutImage')).toHaveLength(rest.length);
  });
});
