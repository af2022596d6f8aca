import { defineGameServer, type PlayDecision, type RandomBelow } from '../core/game-server.ts';
import { isPenaltyZone, PENALTY_ZONES, type PenaltyZone } from './penalty-zones.ts';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * PREVIEW ONLY: the builder's preview has no server play, so a shot scores any prize that has a pool, or is
 * saved, each as likely (odds and stock are not looked at, so a marketer sees every prize's line and both
 * pages). Reads the unvalidated working copy and input defensively. A published penalty is decided by
 * server.ts.
 */
export function previewShot(settings: unknown, input: unknown, randomBelow: RandomBelow): PlayDecision {
  const zone: PenaltyZone = isObject(input) && isPenaltyZone(input.zone) ? input.zone : 'bottom-centre';
  const saved = { zone, keeperZone: zone, goal: false };
  const prizes =
    isObject(settings) && Array.isArray(settings.prizes)
      ? settings.prizes.filter(
          (prize): prize is { id: string; poolId: string } =>
            isObject(prize) && typeof prize.id === 'string' && typeof prize.poolId === 'string' && prize.poolId !== '',
        )
      : [];
  const index = randomBelow(prizes.length + 1);
  if (index >= prizes.length) return { kind: 'lose', result: saved };
  const others = PENALTY_ZONES.filter((candidate) => candidate !== zone);
  const keeperZone = others[randomBelow(others.length)];
  const prize = prizes[index];
  return {
    kind: 'win',
    poolId: prize.poolId,
    result: { zone, keeperZone, goal: true, prizeId: prize.id },
    resultIfNoStock: saved,
  };
}

export default defineGameServer({
  type: 'retailer-penalty',
  decide: (settings: unknown, input: unknown, randomBelow) => previewShot(settings, input, randomBelow),
});
