import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultSectors, wheelSectorSchema } from './definition.ts';
import {
  moveSector,
  newSectorId,
  orderedSectors,
  poolIdsOfSectors,
  resizeSectors,
  sectorsLostByResize,
  updateSector,
} from './editor-sectors.ts';

const POOL = '0b9f8a36-6f1c-4c43-9b4e-3c7a8f3f0d11';
let counter = 0;
const nextId = () => `NEWID_test${++counter}`;

describe('sector list operations', () => {
  it('gives new sectors NEWID_ ids the schema accepts (§5 Lists)', () => {
    const id = newSectorId();
    expect(id.startsWith('NEWID_')).toBe(true);
    expect(wheelSectorSchema.shape.id.safeParse(id).success).toBe(true);
  });

  it('resizes to any count, keeping the first sectors and numbering them in order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 24 }), fc.integer({ min: 2, max: 24 }), (from, to) => {
        const before = defaultSectors(from, 2);
        const after = resizeSectors(before, to, nextId);
        expect(after).toHaveLength(to);
        expect(after.map((s) => s.orderNumber)).toEqual(Array.from({ length: to }, (_, i) => i));
        expect(after.slice(0, Math.min(from, to)).map((s) => s.id)).toEqual(
          before.slice(0, Math.min(from, to)).map((s) => s.id),
        );
        for (const sector of after) expect(wheelSectorSchema.safeParse(sector).success).toBe(true);
      }),
      { numRuns: 100 },
    );
  });

  it('names the dropped sectors that give a prize, so the editor can ask first', () => {
    const sectors = updateSector(defaultSectors(8, 4), 'sector-8', { poolId: POOL, oddsBp: 500 });
    expect(sectorsLostByResize(sectors, 7).map((s) => s.id)).toEqual(['sector-8']);
    expect(sectorsLostByResize(sectors, 8)).toEqual([]);
    expect(sectorsLostByResize(defaultSectors(8, 4), 6)).toEqual([]);
  });

  it('moves a sector up and down and not past either end', () => {
    const sectors = defaultSectors(4, 2);
    expect(moveSector(sectors, 'sector-2', -1).map((s) => s.id)).toEqual([
      'sector-2',
      'sector-1',
      'sector-3',
      'sector-4',
    ]);
    expect(moveSector(sectors, 'sector-2', 1).map((s) => s.orderNumber)).toEqual([0, 1, 2, 3]);
    expect(moveSector(sectors, 'sector-1', -1).map((s) => s.id)).toEqual(sectors.map((s) => s.id));
    expect(moveSector(sectors, 'sector-4', 1).map((s) => s.id)).toEqual(sectors.map((s) => s.id));
  });

  it('orders by orderNumber whatever the array order', () => {
    const shuffled = [...defaultSectors(3, 1)].reverse();
    expect(orderedSectors(shuffled).map((s) => s.id)).toEqual(['sector-1', 'sector-2', 'sector-3']);
  });

  it('updates one sector without changing its id', () => {
    const next = updateSector(defaultSectors(3, 1), 'sector-2', { sectorColour: '#000000', id: 'other' });
    expect(next[1]).toMatchObject({ id: 'sector-2', sectorColour: '#000000' });
  });

  it('derives the pools given away, once each', () => {
    const sectors = updateSector(updateSector(defaultSectors(4, 2), 'sector-1', { poolId: POOL }), 'sector-3', {
      poolId: POOL,
    });
    expect(poolIdsOfSectors(sectors)).toEqual([POOL]);
  });
});
