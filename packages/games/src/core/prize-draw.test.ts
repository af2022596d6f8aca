import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BASIS_POINTS_TOTAL, drawWeighted } from './prize-draw.ts';

const optionsArb = fc
  .array(fc.integer({ min: 0, max: 4_000 }), { minLength: 1, maxLength: 8 })
  .filter((odds) => odds.reduce((a, b) => a + b, 0) <= BASIS_POINTS_TOTAL)
  .map((odds) => odds.map((oddsBp, index) => ({ id: `o${index}`, oddsBp })));

describe('drawWeighted', () => {
  it('gives every ticket to exactly the option whose odds cover it', () => {
    fc.assert(
      fc.property(optionsArb, (options) => {
        const wins = new Map<string, number>();
        for (let ticket = 0; ticket < BASIS_POINTS_TOTAL; ticket++) {
          const result = drawWeighted(options, () => ticket);
          const key = result.kind === 'option' ? result.id : 'nothing';
          wins.set(key, (wins.get(key) ?? 0) + 1);
        }
        for (const option of options) expect(wins.get(option.id) ?? 0).toBe(option.oddsBp);
        const covered = options.reduce((sum, o) => sum + o.oddsBp, 0);
        expect(wins.get('nothing') ?? 0).toBe(BASIS_POINTS_TOTAL - covered);
      }),
      { numRuns: 50 },
    );
  });

  it('never draws an option with zero odds', () => {
    const options = [
      { id: 'never', oddsBp: 0 },
      { id: 'always', oddsBp: BASIS_POINTS_TOTAL },
    ];
    for (const ticket of [0, 1, 5_000, 9_999]) {
      expect(drawWeighted(options, () => ticket)).toEqual({ kind: 'option', id: 'always' });
    }
  });

  it('refuses odds over 100 %', () => {
    expect(() =>
      drawWeighted(
        [
          { id: 'a', oddsBp: 6_000 },
          { id: 'b', oddsBp: 5_000 },
        ],
        () => 0,
      ),
    ).toThrow(RangeError);
  });
});
