import { describe, expect, it } from 'vitest';
import { oddsChanges } from './odds-changes.ts';

const POOL = '11111111-1111-4111-8111-111111111111';
const sector = (id: string, poolId: string | null, oddsBp: number, text = 'x') => ({ id, poolId, oddsBp, text });

describe('oddsChanges', () => {
  it('lists only sectors whose pool or odds changed, with before and after', () => {
    const before = { sectors: [sector('a', null, 0), sector('b', POOL, 1_000), sector('c', POOL, 500)] };
    const after = { sectors: [sector('a', null, 0, 'renamed'), sector('b', POOL, 2_000), sector('c', null, 500)] };
    expect(oddsChanges(before, after)).toEqual([
      { sectorId: 'b', before: { poolId: POOL, oddsBp: 1_000 }, after: { poolId: POOL, oddsBp: 2_000 } },
      { sectorId: 'c', before: { poolId: POOL, oddsBp: 500 }, after: { poolId: null, oddsBp: 500 } },
    ]);
  });

  it('counts an added or removed sector only when it gives or gave a prize or odds', () => {
    const before = { sectors: [sector('a', null, 0), sector('gone', POOL, 300), sector('plain', null, 0)] };
    const after = { sectors: [sector('a', null, 0), sector('new', POOL, 700), sector('blank', null, 0)] };
    expect(oddsChanges(before, after)).toEqual([
      { sectorId: 'new', before: null, after: { poolId: POOL, oddsBp: 700 } },
      { sectorId: 'gone', before: { poolId: POOL, oddsBp: 300 }, after: null },
    ]);
  });

  it('reads settings without sectors, or with malformed ones, as no prizes', () => {
    expect(oddsChanges({}, { sectors: [sector('a', POOL, 100)] })).toEqual([
      { sectorId: 'a', before: null, after: { poolId: POOL, oddsBp: 100 } },
    ]);
    expect(oddsChanges(null, { sectors: [null, { id: 7 }, sector('a', null, 0)] })).toEqual([]);
  });
});
