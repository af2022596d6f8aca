import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  easeOut,
  MAX_SPIN_MS,
  MIN_SPIN_MS,
  normaliseAngle,
  offsetToSector,
  planSpin,
  polarPoint,
  sectorCentreAngle,
  sectorPath,
  sectorUnderTicker,
  spinSpeeds,
} from './wheel-geometry.ts';

/** How far (in degrees, either way round) the ticker is from the middle of sector `index`. */
function tickerDistanceFromCentre(rotation: number, index: number, count: number): number {
  const apart = normaliseAngle(rotation + sectorCentreAngle(index, count));
  return Math.min(apart, 360 - apart);
}

const spinArb = fc.integer({ min: 2, max: 24 }).chain((count) =>
  fc.record({
    count: fc.constant(count),
    index: fc.integer({ min: 0, max: count - 1 }),
    rotation: fc.double({ min: -1e5, max: 1e5, noNaN: true }),
    degreesPerMs: fc.double({ min: 0.05, max: 4, noNaN: true }),
    durationMs: fc.integer({ min: 4_000, max: 6_000 }),
  }),
);

describe('planSpin', () => {
  it('always ends with the chosen sector centred under the ticker, after at least one full turn', () => {
    fc.assert(
      fc.property(spinArb, ({ count, index, rotation, degreesPerMs, durationMs }) => {
        const plan = planSpin({ rotation, degreesPerMs, index, count, durationMs });
        expect(sectorUnderTicker(plan.target, count)).toBe(index);
        expect(tickerDistanceFromCentre(plan.target, index, count)).toBeLessThan(1e-6);
        expect(plan.target - rotation).toBeGreaterThanOrEqual(360);
        expect(plan.target - rotation).toBeLessThan(360 * 40);
        expect(plan.durationMs).toBeGreaterThanOrEqual(MIN_SPIN_MS);
        expect(plan.durationMs).toBeLessThanOrEqual(MAX_SPIN_MS);
      }),
      { numRuns: 2_000 },
    );
  });

  it('starts the ease-out at the wheel’s speed when the wanted duration allows it', () => {
    const speeds = spinSpeeds(1, 0.2);
    const plan = planSpin({
      rotation: 10,
      degreesPerMs: speeds.spinDegreesPerMs,
      index: 3,
      count: 8,
      durationMs: 5_000,
    });
    // The ease-out's speed at its start is 3 × distance / duration.
    const startSpeed = (3 * (plan.target - 10)) / plan.durationMs;
    expect(startSpeed).toBeCloseTo(speeds.spinDegreesPerMs, 6);
    expect(plan.durationMs).toBeGreaterThan(4_000);
    expect(plan.durationMs).toBeLessThan(6_500);
  });
});

describe('sectors and the ticker', () => {
  it('puts sector 0 under the ticker at rest and the next sector after a turn back by one sector', () => {
    expect(sectorUnderTicker(0, 8)).toBe(0);
    // Turning the wheel anticlockwise by one sector brings the next one (clockwise) under the ticker.
    expect(sectorUnderTicker(-45 - 1, 8)).toBe(1);
    expect(sectorUnderTicker(1, 8)).toBe(7);
  });

  it('finds the sector under the ticker for any rotation and the offset that centres any sector', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 24 }),
        fc.double({ min: -1e4, max: 1e4, noNaN: true }),
        fc.nat(),
        (count, rotation, pick) => {
          const index = pick % count;
          const offset = offsetToSector(rotation, index, count);
          expect(offset).toBeGreaterThanOrEqual(0);
          expect(offset).toBeLessThan(360);
          expect(sectorUnderTicker(rotation + offset, count)).toBe(index);
        },
      ),
      { numRuns: 1_000 },
    );
  });

  it('draws a sector from its start angle to its end angle on the circle', () => {
    expect(polarPoint(0, 100)).toEqual([0, -100]);
    expect(polarPoint(90, 100)).toEqual([100, 0]);
    expect(sectorPath(0, 4, 100)).toBe('M0 0L0 -100A100 100 0 0 1 100 0Z');
    expect(sectorPath(1, 2, 100)).toBe('M0 0L0 100A100 100 0 0 1 0 -100Z');
  });
});

describe('easeOut', () => {
  it('runs from 0 to 1 without ever turning back', () => {
    expect(easeOut(0)).toBe(0);
    expect(easeOut(1)).toBe(1);
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(easeOut(low)).toBeLessThanOrEqual(easeOut(high));
      }),
    );
  });
});

describe('spinSpeeds', () => {
  it('lands in 4-6 s, sooner for a faster wheel, and idles at the configured pace', () => {
    expect(spinSpeeds(1, 0.2).landingMs).toBe(5_000);
    expect(spinSpeeds(5, 0).landingMs).toBe(4_000);
    expect(spinSpeeds(0.25, 0).landingMs).toBe(6_000);
    expect(spinSpeeds(2, 0).spinDegreesPerMs).toBeGreaterThan(spinSpeeds(1, 0).spinDegreesPerMs);
    expect(spinSpeeds(1, 0.2).idleDegreesPerMs * 50_000).toBeCloseTo(360);
    expect(spinSpeeds(1, 0).idleDegreesPerMs).toBe(0);
    expect(spinSpeeds(Number.NaN, Number.NaN)).toEqual(spinSpeeds(1, 0));
  });
});
