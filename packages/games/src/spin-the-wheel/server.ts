import { defineGameServer, type PlayDecision, type RandomBelow } from '../core/game-server.ts';
import { drawWeighted } from '../core/prize-draw.ts';
import type { WheelSector, WheelSettings } from './definition.ts';

type Sector = Pick<WheelSector, 'id' | 'poolId' | 'oddsBp'>;

function pickOne<T>(items: readonly T[], randomBelow: RandomBelow): T | null {
  return items.length > 0 ? items[randomBelow(items.length)] : null;
}

/**
 * One spin: the sectors with a prize pool and odds are drawn by their odds; the rest of 10,000 bp is
 * the lose outcome. The result is `{ sectorId }` (null: no sector to land on). A win also names a no-win
 * sector to show instead if the pool turns out empty.
 * A lose lands on a no-win sector; when every sector has a pool, on one that cannot be drawn (no
 * odds), so the wheel never shows a prize the player did not get. Shared by the advanced wheel.
 */
export function decideWheelSpin(settings: { sectors: readonly Sector[] }, randomBelow: RandomBelow): PlayDecision {
  const { sectors } = settings;
  const prizes = sectors.flatMap((sector) =>
    sector.poolId !== null && sector.oddsBp > 0 ? [{ sector, poolId: sector.poolId }] : [],
  );
  const noWinSectors = sectors.filter((sector) => sector.poolId === null);
  // Drawn by position rather than by sector id: ids come from the builder and are not checked for uniqueness.
  const drawn = drawWeighted(
    prizes.map(({ sector }, index) => ({ id: String(index), oddsBp: sector.oddsBp })),
    randomBelow,
  );
  if (drawn.kind === 'option') {
    const { sector, poolId } = prizes[Number(drawn.id)];
    return {
      kind: 'win',
      poolId,
      result: { sectorId: sector.id },
      resultIfNoStock: { sectorId: pickOne(noWinSectors, randomBelow)?.id ?? null },
    };
  }
  const landing =
    pickOne(noWinSectors, randomBelow) ??
    pickOne(
      sectors.filter((sector) => sector.oddsBp <= 0),
      randomBelow,
    );
  return { kind: 'lose', result: { sectorId: landing?.id ?? null } };
}

export const spinTheWheelServer = defineGameServer<WheelSettings>({
  type: 'spin-the-wheel',
  decide: (settings, _input, randomBelow) => decideWheelSpin(settings, randomBelow),
});
