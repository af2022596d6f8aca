import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { advancedSpinTheWheelServer } from '../advanced-spin-the-wheel/server.ts';
import { type GameResult, type PlayDecision, type RandomBelow, UTC_EPOCH_MOMENT } from '../core/game-server.ts';
import { BASIS_POINTS_TOTAL } from '../core/prize-draw.ts';
import { seededRandomBelow } from '../core/seeded-random.ts';
import { defaultSectors, WHEEL_DEFAULTS, type WheelSector, type WheelSettings } from './definition.ts';
import { spinTheWheelServer } from './server.ts';

/** Sectors with random pools and odds; odds over 100 % in total are scaled down, as the schema allows no more. */
const sectorsArb = fc
  .array(fc.record({ hasPool: fc.boolean(), weight: fc.integer({ min: 0, max: 6_000 }) }), {
    minLength: 2,
    maxLength: 24,
  })
  .map((drafts) => {
    const total = drafts.reduce((sum, d) => sum + d.weight, 0);
    const scale = total > BASIS_POINTS_TOTAL ? BASIS_POINTS_TOTAL / total : 1;
    return defaultSectors(drafts.length, 0).map(
      (sector, index): WheelSector => ({
        ...sector,
        poolId: drafts[index].hasPool ? `00000000-0000-4000-8000-${String(index).padStart(12, '0')}` : null,
        oddsBp: Math.floor(drafts[index].weight * scale),
      }),
    );
  });

/** The wheel's result names the sector it lands on. */
const sectorIdOf = (result: GameResult) => result.sectorId as string | null;
const wheelWith = (sectors: WheelSector[]): WheelSettings => ({ ...WHEEL_DEFAULTS, sectors });
const sectorOf = (settings: WheelSettings, id: string | null) => settings.sectors.find((s) => s.id === id);
const drawable = (sector: WheelSector | undefined) =>
  sector !== undefined && sector.poolId !== null && sector.oddsBp > 0;

/** Runs `count` seeded spins and counts the decisions per sector ("lose" for every lose). */
function spinMany(settings: WheelSettings, seed: number, count: number) {
  const randomBelow = seededRandomBelow(seed);
  const decisions: PlayDecision[] = [];
  for (let i = 0; i < count; i++)
    decisions.push(spinTheWheelServer.decide(settings, undefined, randomBelow, UTC_EPOCH_MOMENT));
  return decisions;
}

describe('spin-the-wheel decide', () => {
  it('wins only on sectors with a pool and odds, with that pool and a no-win fallback', () => {
    fc.assert(
      fc.property(sectorsArb, fc.integer(), (sectors, seed) => {
        const settings = wheelWith(sectors);
        const hasNoWinSector = sectors.some((s) => s.poolId === null);
        for (const decision of spinMany(settings, seed, 200)) {
          if (decision.kind !== 'win') continue;
          const sector = sectorOf(settings, sectorIdOf(decision.result));
          expect(drawable(sector)).toBe(true);
          expect(decision.poolId).toBe(sector?.poolId);
          if (hasNoWinSector) expect(sectorOf(settings, sectorIdOf(decision.resultIfNoStock))?.poolId).toBeNull();
          else expect(sectorIdOf(decision.resultIfNoStock)).toBeNull();
        }
      }),
      { numRuns: 200 },
    );
  });

  it('gives each sector exactly its odds out of the 10,000 tickets', () => {
    fc.assert(
      fc.property(sectorsArb, (sectors) => {
        const settings = wheelWith(sectors);
        const wins = new Map<string, number>();
        for (let ticket = 0; ticket < BASIS_POINTS_TOTAL; ticket++) {
          // The first number drawn is the ticket; the sector shown for a lose or fallback takes the next ones.
          let isFirst = true;
          const randomBelow: RandomBelow = () => {
            if (!isFirst) return 0;
            isFirst = false;
            return ticket;
          };
          const decision = spinTheWheelServer.decide(settings, undefined, randomBelow, UTC_EPOCH_MOMENT);
          if (decision.kind === 'win') {
            const id = String(sectorIdOf(decision.result));
            wins.set(id, (wins.get(id) ?? 0) + 1);
          }
        }
        for (const sector of sectors) {
          expect(wins.get(sector.id) ?? 0).toBe(sector.poolId === null ? 0 : sector.oddsBp);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('wins on each sector about as often as its odds over many seeded spins', () => {
    const spins = 20_000;
    fc.assert(
      fc.property(sectorsArb, fc.integer(), (sectors, seed) => {
        const settings = wheelWith(sectors);
        const wins = new Map<string, number>();
        for (const decision of spinMany(settings, seed, spins)) {
          if (decision.kind === 'win') {
            const id = String(sectorIdOf(decision.result));
            wins.set(id, (wins.get(id) ?? 0) + 1);
          }
        }
        for (const sector of sectors) {
          const p = drawable(sector) ? sector.oddsBp / BASIS_POINTS_TOTAL : 0;
          // Six standard deviations of a binomial count (plus one for rounding): a fair draw fails this
          // about once in a billion sectors, a draw off by a few percent fails it every time.
          const tolerance = 6 * Math.sqrt(spins * p * (1 - p)) + 1;
          expect(Math.abs((wins.get(sector.id) ?? 0) - spins * p), sector.id).toBeLessThanOrEqual(tolerance);
        }
      }),
      { numRuns: 25 },
    );
  });

  it('never wins when the odds add up to 0, even on sectors with pools', () => {
    fc.assert(
      fc.property(sectorsArb, fc.integer(), (sectors, seed) => {
        const settings = wheelWith(sectors.map((sector) => ({ ...sector, oddsBp: 0 })));
        expect(spinMany(settings, seed, 100).every((decision) => decision.kind === 'lose')).toBe(true);
      }),
      { numRuns: 100 },
    );
  });

  it('lands a lose on a no-win sector when there is one, else on a sector that cannot be drawn', () => {
    fc.assert(
      fc.property(sectorsArb, fc.integer(), (sectors, seed) => {
        const settings = wheelWith(sectors);
        const hasNoWinSector = sectors.some((s) => s.poolId === null);
        const hasUndrawable = sectors.some((s) => !drawable(s));
        for (const decision of spinMany(settings, seed, 200)) {
          if (decision.kind !== 'lose') continue;
          const sector = sectorOf(settings, sectorIdOf(decision.result));
          if (hasNoWinSector) expect(sector?.poolId).toBeNull();
          else if (hasUndrawable) expect(drawable(sector)).toBe(false);
          else expect(sectorIdOf(decision.result)).toBeNull();
        }
      }),
      { numRuns: 200 },
    );
  });

  it('wins on a sector with a pool at 100 %, every time', () => {
    const sectors = defaultSectors(8, 4).map((sector, index) =>
      index === 2 ? { ...sector, poolId: '00000000-0000-4000-8000-000000000002', oddsBp: BASIS_POINTS_TOTAL } : sector,
    );
    const decisions = spinMany(wheelWith(sectors), 7, 500);
    expect(new Set(decisions.map((d) => (d.kind === 'win' ? sectorIdOf(d.result) : 'lose')))).toEqual(
      new Set(['sector-3']),
    );
  });

  it('decides the advanced wheel the same way', () => {
    fc.assert(
      fc.property(sectorsArb, fc.integer(), (sectors, seed) => {
        const settings = wheelWith(sectors);
        const advanced = { ...settings, registrationType: '' as const };
        const a = seededRandomBelow(seed);
        const b = seededRandomBelow(seed);
        for (let i = 0; i < 20; i++) {
          expect(advancedSpinTheWheelServer.decide(advanced, undefined, a, UTC_EPOCH_MOMENT)).toEqual(
            spinTheWheelServer.decide(settings, undefined, b, UTC_EPOCH_MOMENT),
          );
        }
      }),
      { numRuns: 50 },
    );
  });
});
