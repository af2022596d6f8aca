import { defineGameServer, type GameResult, type PlayDecision } from '../core/game-server.ts';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * PREVIEW ONLY: the builder's preview has no server play, so the wheel lands on a random sector of the
 * working copy, a win when that sector has a prize pool and a lose when not (stock and odds are not
 * looked at, so a marketer sees every sector's page). Reads the unvalidated settings defensively.
 * A published campaign never does this: its plays are decided by server.ts.
 */
export function previewWheelSpin(settings: unknown, randomBelow: (exclusiveMax: number) => number): PlayDecision {
  const sectors = isObject(settings) && Array.isArray(settings.sectors) ? settings.sectors.filter(isObject) : [];
  if (sectors.length === 0) return { kind: 'lose', result: { sectorId: null } };
  const sector = sectors[Math.min(sectors.length - 1, randomBelow(sectors.length))];
  const result: GameResult = { sectorId: typeof sector.id === 'string' ? sector.id : null };
  return typeof sector.poolId === 'string' && sector.poolId
    ? { kind: 'win', poolId: sector.poolId, result, resultIfNoStock: result }
    : { kind: 'lose', result };
}

export default defineGameServer({
  type: 'spin-the-wheel',
  decide: (settings: unknown, _input, randomBelow) => previewWheelSpin(settings, randomBelow),
});
