import type { GamePlay } from '../game/game-play.ts';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * PREVIEW ONLY: the builder's preview has no server play, so the wheel lands on a random sector chosen
 * here, and the preview shows the win page when that sector has a prize pool and the lose page when not
 * (stock and odds are not looked at). A published campaign never does this: its plays are decided by the
 * server (/api/play/…) and the page only shows the answer.
 */
export function previewPlay(settings: unknown, random: () => number = Math.random): GamePlay {
  return async () => {
    const sectors = isObject(settings) && Array.isArray(settings.sectors) ? settings.sectors.filter(isObject) : [];
    if (sectors.length === 0) return { sectorId: null, page: 'lose' };
    const sector = sectors[Math.min(sectors.length - 1, Math.floor(random() * sectors.length))];
    const sectorId = typeof sector.id === 'string' ? sector.id : null;
    return { sectorId, page: typeof sector.poolId === 'string' && sector.poolId ? 'win' : 'lose' };
  };
}
