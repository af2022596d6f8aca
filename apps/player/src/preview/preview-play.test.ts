import { WHEEL_DEFAULTS } from '@gc/games/spin-the-wheel/definition';
import { describe, expect, it } from 'vitest';
import { previewPlay } from './preview-play.ts';

const POOL = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';
const withPool = {
  ...WHEEL_DEFAULTS,
  sectors: WHEEL_DEFAULTS.sectors.map((sector, index) => (index === 2 ? { ...sector, poolId: POOL } : sector)),
};

describe('previewPlay', () => {
  it('lands on the sector the random number picks: win when it has a pool, lose when not', async () => {
    const pick = (index: number) => () => (index + 0.5) / withPool.sectors.length;
    expect(await previewPlay(withPool, pick(2))()).toEqual({ sectorId: 'sector-3', page: 'win' });
    expect(await previewPlay(withPool, pick(3))()).toEqual({ sectorId: 'sector-4', page: 'lose' });
  });

  it('stays within the sectors at the edges of the random range', async () => {
    expect((await previewPlay(withPool, () => 0)()).sectorId).toBe('sector-1');
    expect((await previewPlay(withPool, () => 0.999_999_9)()).sectorId).toBe('sector-8');
  });

  it('loses without a sector when the working copy has no sectors', async () => {
    expect(await previewPlay({})()).toEqual({ sectorId: null, page: 'lose' });
    expect(await previewPlay(null)()).toEqual({ sectorId: null, page: 'lose' });
    expect(await previewPlay({ sectors: 'x' })()).toEqual({ sectorId: null, page: 'lose' });
  });
});
