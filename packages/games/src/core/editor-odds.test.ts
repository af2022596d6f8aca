import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bpToPercent, formatBp, isOverHundredPercent, percentToBp, totalOddsBp } from './editor-odds.ts';

describe('percent ↔ basis points', () => {
  it('round-trips every basis point value exactly, through the number input and through text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (bp) => {
        expect(percentToBp(bpToPercent(bp))).toBe(bp);
        expect(percentToBp(formatBp(bp))).toBe(bp);
      }),
    );
  });

  it('absorbs float noise of typed percentages', () => {
    // 0.29 * 100 is 28.999999999999996 and 1.005 * 100 is 100.49999999999999 in floats.
    expect(percentToBp(0.29)).toBe(29);
    expect(percentToBp(0.1 + 0.2)).toBe(30);
    expect(percentToBp('12,34')).toBe(1234);
  });

  it('keeps odds within 0..100 % and ignores what is not a number', () => {
    expect(percentToBp(150)).toBe(10_000);
    expect(percentToBp(-3)).toBe(0);
    expect(percentToBp('abc')).toBe(0);
  });

  it('formats basis points with two decimals built from integers', () => {
    expect(formatBp(0)).toBe('0.00');
    expect(formatBp(5)).toBe('0.05');
    expect(formatBp(1234)).toBe('12.34');
    expect(formatBp(10_000)).toBe('100.00');
  });

  it('sums sectors as integers, so ten times 10 % is exactly 100 %', () => {
    const sectors = Array.from({ length: 10 }, () => ({ oddsBp: percentToBp(0.1 * 100) }));
    expect(totalOddsBp(sectors)).toBe(10_000);
    expect(isOverHundredPercent(totalOddsBp(sectors))).toBe(false);
    expect(isOverHundredPercent(totalOddsBp([...sectors, { oddsBp: 1 }]))).toBe(true);
  });
});
