import type { GameDefinition } from '@gc/games/core/game-definition';
import { spinTheWheel } from '@gc/games/spin-the-wheel/definition';
import { describe, expect, it } from 'vitest';
import { oddsChanges } from './odds-changes.ts';

const POOL = '11111111-1111-4111-8111-111111111111';
const wheel = spinTheWheel as GameDefinition;
const sector = (id: string, poolId: string | null, oddsBp: number, text = 'x') => ({ id, poolId, oddsBp, text });

describe('oddsChanges (through the game’s prize slots)', () => {
  it('lists only slots whose pool or odds changed, with before and after', () => {
    const before = { sectors: [sector('a', null, 0), sector('b', POOL, 1_000), sector('c', POOL, 500)] };
    const after = { sectors: [sector('a', null, 0, 'renamed'), sector('b', POOL, 2_000), sector('c', null, 500)] };
    expect(oddsChanges(wheel, before, after)).toEqual([
      { slotId: 'b', before: { poolId: POOL, oddsBp: 1_000 }, after: { poolId: POOL, oddsBp: 2_000 } },
      { slotId: 'c', before: { poolId: POOL, oddsBp: 500 }, after: null },
    ]);
  });

  it('counts an added or removed sector only when it gives or gave a prize', () => {
    const before = { sectors: [sector('a', null, 0), sector('gone', POOL, 300), sector('plain', null, 0)] };
    const after = { sectors: [sector('a', null, 0), sector('new', POOL, 700), sector('blank', null, 0)] };
    expect(oddsChanges(wheel, before, after)).toEqual([
      { slotId: 'new', before: null, after: { poolId: POOL, oddsBp: 700 } },
      { slotId: 'gone', before: { poolId: POOL, oddsBp: 300 }, after: null },
    ]);
  });

  it('reads settings the game cannot read (older, malformed) as no prizes', () => {
    expect(oddsChanges(wheel, {}, { sectors: [sector('a', POOL, 100)] })).toEqual([
      { slotId: 'a', before: null, after: { poolId: POOL, oddsBp: 100 } },
    ]);
    expect(oddsChanges(wheel, null, { sectors: [sector('a', null, 0)] })).toEqual([]);
  });
});
