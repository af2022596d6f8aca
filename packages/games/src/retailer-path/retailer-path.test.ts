import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlayDecision } from '../core/game-server.ts';
import { BASIS_POINTS_TOTAL } from '../core/prize-draw.ts';
import { seededRandomBelow } from '../core/seeded-random.ts';
import { RETAILER_PATH_DEFAULTS, type RetailerPathSettings, retailerPath } from './definition.ts';
import { drawRolls, reachableRange } from './path-board.ts';
import { columnsFor, snakeCell } from './path-model.ts';
import type { PathPrize } from './path-schemas.ts';
import { type PathPlayState, positionAfter } from './path-steps.ts';
import { retailerPathServer } from './server.ts';

const { steps } = retailerPathServer;
const poolOf = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
const ROLL = { roll: true as const };

/**
 * Valid boards: a length and a number of rolls, up to five prizes on distinct squares a play can reach,
 * some with a pool, their odds scaled to at most 100 % in total.
 */
const boardArb = fc
  .record({
    pathLength: fc.integer({ min: 12, max: 30 }),
    rollsPerPlay: fc.integer({ min: 1, max: 8 }),
    prizes: fc.array(
      fc.record({
        hasPool: fc.boolean(),
        weight: fc.integer({ min: 0, max: 6_000 }),
        squareSeeds: fc.array(fc.nat(), { minLength: 1, maxLength: 3 }),
      }),
      { maxLength: 5 },
    ),
  })
  .map(({ pathLength, rollsPerPlay, prizes }): RetailerPathSettings => {
    const { first, last } = reachableRange({ pathLength, rollsPerPlay });
    const taken = new Set<number>();
    const total = prizes.reduce((sum, p) => sum + p.weight, 0);
    const scale = total > BASIS_POINTS_TOTAL ? BASIS_POINTS_TOTAL / total : 1;
    const placed = prizes.flatMap((draft, index): PathPrize[] => {
      const squares = [...new Set(draft.squareSeeds.map((seed) => first + (seed % (last - first + 1))))].filter(
        (square) => !taken.has(square),
      );
      for (const square of squares) taken.add(square);
      if (squares.length === 0) return [];
      const oddsBp = Math.floor(draft.weight * scale);
      return [
        {
          id: `prize-${index + 1}`,
          text: { en: `P${index + 1}` },
          squares,
          poolId: draft.hasPool ? poolOf(index) : null,
          oddsBp,
        },
      ];
    });
    return { ...RETAILER_PATH_DEFAULTS, pathLength, rollsPerPlay, prizes: placed };
  })
  .filter((settings) => retailerPath.settingsSchema.safeParse(settings).success);

/** Rolls every step of an opened play, checking each answer, and returns the final state. */
function rollAll(settings: RetailerPathSettings, opened: PathPlayState) {
  let state = opened;
  const positions: number[] = [];
  for (let index = 0; index < settings.rollsPerPlay; index++) {
    // Not decided before the last roll.
    expect(steps.finish(settings, state, 0, () => 0)).toEqual({ kind: 'refused', reason: 'notAllRolled' });
    const taken = steps.take(settings, state, index, ROLL);
    if (!taken.ok) throw new Error(taken.reason);
    expect(taken.isLast).toBe(index === settings.rollsPerPlay - 1);
    const { roll, position, rollsLeft } = taken.feedback as { roll: number; position: number; rollsLeft: number };
    expect(roll).toBeGreaterThanOrEqual(1);
    expect(roll).toBeLessThanOrEqual(6);
    expect(position).toBe((positions.at(-1) ?? 0) + roll);
    expect(rollsLeft).toBe(settings.rollsPerPlay - index - 1);
    positions.push(position);
    state = taken.state;
  }
  return { state, positions };
}

describe('retailer path plays', () => {
  it('reveals one die roll (1-6) a step, ending on a square of the drawn prize, a lose never on a prize square', () => {
    fc.assert(
      fc.property(boardArb, fc.integer(), (settings, seed) => {
        const randomBelow = seededRandomBelow(seed);
        const prizeSquares = new Set(settings.prizes.flatMap((prize) => prize.squares));
        const { first, last } = reachableRange(settings);
        for (let play = 0; play < 20; play++) {
          const { state, view } = steps.open(settings, randomBelow);
          // The view is the board's size: no roll, no target, no prize.
          expect(view).toEqual({ pathLength: settings.pathLength, rollsPerPlay: settings.rollsPerPlay });
          expect(state.rolls).toHaveLength(settings.rollsPerPlay);
          const { state: rolled, positions } = rollAll(settings, state);
          const square = positions.at(-1) as number;
          expect(square).toBeGreaterThanOrEqual(first);
          expect(square).toBeLessThanOrEqual(last);
          const decision = steps.finish(settings, rolled, 0, randomBelow) as PlayDecision;
          if (decision.kind === 'win') {
            const prize = settings.prizes.find((candidate) => candidate.id === decision.result.prizeId);
            expect(prize?.squares).toContain(square);
            expect(decision.poolId).toBe(prize?.poolId);
            expect(prize?.oddsBp).toBeGreaterThan(0);
            expect(decision.result).toEqual({ square, prizeId: prize?.id });
            expect(decision.resultIfNoStock).toEqual({ square, prizeId: null, isOutOfStock: true });
          } else {
            expect(prizeSquares.has(square)).toBe(false);
            expect(decision.result).toEqual({ square, prizeId: null });
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it('refuses a roll out of order and one past the last, and answers a roll taken again the same', () => {
    const settings = RETAILER_PATH_DEFAULTS;
    const { state } = steps.open(settings, seededRandomBelow(7));
    expect(steps.take(settings, state, 1, ROLL)).toEqual({ ok: false, reason: 'outOfOrder' });
    expect(steps.take(settings, state, -1, ROLL)).toEqual({ ok: false, reason: 'outOfOrder' });
    const first = steps.take(settings, state, 0, ROLL);
    if (!first.ok) throw new Error(first.reason);
    expect(steps.take(settings, first.state, 0, ROLL)).toEqual({ ...first, state: first.state });
    const { state: rolled } = rollAll(settings, state);
    expect(steps.take(settings, rolled, 3, ROLL)).toEqual({ ok: false, reason: 'allRolled' });
    expect(steps.stepSchema.safeParse({ roll: 6 }).success).toBe(false);
    expect(steps.stepSchema.safeParse({ roll: true, square: 16 }).success).toBe(false);
  });

  it('gives each prize its odds: over 100,000 seeded plays every win rate is within 1 percentage point', () => {
    const settings: RetailerPathSettings = {
      ...RETAILER_PATH_DEFAULTS,
      pathLength: 20,
      rollsPerPlay: 3,
      prizes: [
        { id: 'coffee', text: { en: 'Coffee' }, squares: [5, 9], poolId: poolOf(1), oddsBp: 2_500 },
        { id: 'cake', text: { en: 'Cake' }, squares: [12], poolId: poolOf(2), oddsBp: 1_000 },
        { id: 'car', text: { en: 'Car' }, squares: [18], poolId: poolOf(3), oddsBp: 50 },
        { id: 'poolless', text: { en: 'Soon' }, squares: [14], poolId: null, oddsBp: 3_000 },
      ],
    };
    expect(retailerPath.settingsSchema.safeParse(settings).success).toBe(true);
    const plays = 100_000;
    const randomBelow = seededRandomBelow(20_261_124);
    const wins = new Map<string, number>();
    for (let play = 0; play < plays; play++) {
      const { state } = steps.open(settings, randomBelow);
      let rolled = state;
      for (let index = 0; index < settings.rollsPerPlay; index++) {
        const taken = steps.take(settings, rolled, index, ROLL);
        if (!taken.ok) throw new Error(taken.reason);
        rolled = taken.state;
      }
      const decision = steps.finish(settings, rolled, 0, randomBelow);
      if (decision.kind === 'win')
        wins.set(String(decision.result.prizeId), (wins.get(String(decision.result.prizeId)) ?? 0) + 1);
    }
    for (const prize of settings.prizes) {
      const expected = prize.poolId === null ? 0 : prize.oddsBp / BASIS_POINTS_TOTAL;
      const rate = (wins.get(prize.id) ?? 0) / plays;
      expect(Math.abs(rate - expected), `${prize.id}: ${rate}`).toBeLessThanOrEqual(0.01);
    }
  });

  it('draws every sequence of rolls to a square, not always the same one', () => {
    const randomBelow = seededRandomBelow(3);
    const seen = new Set<string>();
    for (let draw = 0; draw < 600; draw++) {
      const rolls = drawRolls(16, 3, randomBelow);
      expect(positionAfter(rolls, 3)).toBe(16);
      seen.add(rolls.join());
    }
    // 16 in three rolls: 6+6+4, 6+5+5 and their orders.
    expect([...seen].sort()).toEqual(['4,6,6', '5,5,6', '5,6,5', '6,4,6', '6,5,5', '6,6,4']);
    expect(() => drawRolls(19, 3, randomBelow)).toThrow(RangeError);
  });
});

describe('retailer path definition', () => {
  const withPrize = (patch: Partial<PathPrize>, board: Partial<RetailerPathSettings> = {}): RetailerPathSettings => ({
    ...RETAILER_PATH_DEFAULTS,
    ...board,
    prizes: [{ ...RETAILER_PATH_DEFAULTS.prizes[0], poolId: poolOf(1), oddsBp: 1_000, ...patch }],
  });
  const codesOf = (settings: RetailerPathSettings) =>
    (retailerPath.publishChecks?.(settings, { languages: ['en'], defaultLanguage: 'en' }) ?? []).map(
      (item) => `${item.code} ${item.field}`,
    );

  it('starts new campaigns valid, in each language, with one prize at the finish waiting for its pool', () => {
    const settings = retailerPath.defaultsFor?.(['de', 'sr']) as RetailerPathSettings;
    expect(retailerPath.settingsSchema.parse(settings)).toEqual(settings);
    expect(settings.prizes[0]).toMatchObject({ text: { de: 'Gewinn', sr: 'Nagrada' }, squares: [16] });
    expect(codesOf(settings)).toEqual(['path.prizeWithoutPool prizes.0.poolId']);
  });

  it("refuses and reports a prize square out of the path, out of the rolls' reach, or taken twice", () => {
    const outOfPath = withPrize({ squares: [17] });
    const unreachable = withPrize({ squares: [2] }); // three rolls make at least 3
    const tooFar = withPrize({ squares: [20] }, { pathLength: 24, rollsPerPlay: 3 }); // at most 18
    const twice = {
      ...withPrize({}),
      prizes: [...withPrize({}).prizes, { ...withPrize({}).prizes[0], id: 'prize-2' }],
    };
    for (const settings of [outOfPath, unreachable, tooFar, twice]) {
      expect(retailerPath.settingsSchema.safeParse(settings).success).toBe(false);
    }
    expect(codesOf(outOfPath)).toEqual(['path.squareOutOfPath prizes.0.squares']);
    expect(codesOf(unreachable)).toEqual(['path.squareUnreachable prizes.0.squares']);
    expect(codesOf(tooFar)).toEqual(['path.squareUnreachable prizes.0.squares']);
    expect(codesOf(twice)).toEqual(['path.squareTwice prizes.1.squares']);
  });

  it('refuses odds over 100 % and a board whose every reachable square is a prize while plays may lose', () => {
    const over = {
      ...withPrize({ oddsBp: 6_000 }),
      prizes: [
        ...withPrize({ oddsBp: 6_000 }).prizes,
        { ...withPrize({ oddsBp: 6_000 }).prizes[0], id: 'prize-2', squares: [10] },
      ],
    };
    expect(retailerPath.settingsSchema.safeParse(over).success).toBe(false);
    expect(codesOf(over)).toEqual(['path.oddsOverHundred prizes']);
    const full = withPrize({ squares: [1, 2, 3, 4, 5, 6] }, { rollsPerPlay: 1 });
    expect(codesOf(full)).toEqual(['path.noLosingSquare prizes']);
    // At 100 % no play loses, so a board full of prizes is fine.
    expect(
      retailerPath.settingsSchema.safeParse(
        withPrize({ squares: [1, 2, 3, 4, 5, 6], oddsBp: 10_000 }, { rollsPerPlay: 1 }),
      ).success,
    ).toBe(true);
  });

  it('reports a prize at 0 % odds, names the prize slots and shows the public the squares but no pool or odds', () => {
    const settings = { ...withPrize({ oddsBp: 0 }), poolIds: [poolOf(1)] };
    expect(codesOf(settings)).toEqual(['path.prizeWithoutOdds prizes.0.oddsBp']);
    expect(retailerPath.prizeSlots?.(settings)).toEqual([
      { id: 'prize-1', poolId: poolOf(1), oddsBp: 0, field: 'prizes.0.poolId' },
    ]);
    const published = JSON.stringify(retailerPath.publicSettings?.(settings));
    expect(published).not.toMatch(/poolId|oddsBp|00000000-0000-4000/);
    expect(JSON.parse(published).prizes).toEqual([{ id: 'prize-1', text: { en: 'Prize' }, squares: [16] }]);
  });
});

describe('retailer path board', () => {
  it('lays the path as a snake: each square touches the next, and no two share a cell', () => {
    for (let pathLength = 12; pathLength <= 30; pathLength++) {
      const columns = columnsFor(pathLength);
      const cells = Array.from({ length: pathLength + 1 }, (_, cell) => snakeCell(cell, columns));
      expect(new Set(cells.map(({ row, column }) => `${row}:${column}`)).size).toBe(cells.length);
      for (let cell = 1; cell < cells.length; cell++) {
        const step =
          Math.abs(cells[cell].row - cells[cell - 1].row) + Math.abs(cells[cell].column - cells[cell - 1].column);
        expect(step).toBe(1);
      }
      expect(Math.max(...cells.map(({ column }) => column))).toBeLessThan(columns);
    }
  });
});

describe('retailer path result summary', () => {
  const settings = {
    ...RETAILER_PATH_DEFAULTS,
    prizes: [{ ...RETAILER_PATH_DEFAULTS.prizes[0], text: { en: 'Coffee', de: 'Kaffee' } }],
  };

  it('names the square and, for a win, the prize in the player language', () => {
    expect(retailerPath.resultSummary?.(settings, { square: 16, prizeId: 'prize-1' }, 'de', 'en')).toEqual({
      scoreText: 'Ihre Figur blieb auf Feld 16 stehen.',
      title: 'Kaffee',
    });
    expect(
      retailerPath.resultSummary?.(settings, { square: 16, prizeId: null, isOutOfStock: true }, 'en', 'en'),
    ).toEqual({
      scoreText: 'Your token stopped on square 16.',
    });
    expect(retailerPath.resultSummary?.(settings, { square: 7, prizeId: null }, 'xx', 'en')).toEqual({
      scoreText: 'Your token stopped on square 7.',
    });
    expect(retailerPath.resultSummary?.(settings, { sectorId: 'a' }, 'en', 'en')).toBeNull();
  });
});
