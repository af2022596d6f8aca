import { defineGameServer, type PlayDecision, type RandomBelow } from '../core/game-server.ts';
import { drawWeighted } from '../core/prize-draw.ts';
import type { PenaltySettings } from './definition.ts';
import { type PenaltyPrize, type ShotResult, shotInputSchema } from './penalty-schemas.ts';
import { PENALTY_ZONES, type PenaltyZone } from './penalty-zones.ts';

type Prizes = { prizes: readonly Pick<PenaltyPrize, 'id' | 'poolId' | 'oddsBp'>[] };

/** A save: the keeper dives to where the ball goes. */
export const savedShot = (zone: PenaltyZone): ShotResult => ({ zone, keeperZone: zone, goal: false });

/** On a goal the keeper dives the wrong way: any zone but the shot's, at random. */
function wrongWay(zone: PenaltyZone, randomBelow: RandomBelow): PenaltyZone {
  const others = PENALTY_ZONES.filter((candidate) => candidate !== zone);
  return others[randomBelow(others.length)];
}

/**
 * One shot at `zone`. Whether it scores is drawn first and without looking at the zone, so no corner is
 * better than another: the prizes with a pool and odds are drawn by their odds (a goal wins that prize),
 * the rest of 10,000 bp is a save. Then the keeper dives: to the shot's zone on a save, elsewhere on a goal.
 * If the goal's pool turns out empty the player sees a save instead.
 */
export function decideShot(settings: Prizes, zone: PenaltyZone, randomBelow: RandomBelow): PlayDecision {
  const drawable = settings.prizes.filter((prize) => prize.poolId !== null && prize.oddsBp > 0);
  // Drawn by position: ids from the builder are not checked for uniqueness.
  const drawn = drawWeighted(
    drawable.map((prize, index) => ({ id: String(index), oddsBp: prize.oddsBp })),
    randomBelow,
  );
  if (drawn.kind === 'nothing') return { kind: 'lose', result: savedShot(zone) };
  const prize = drawable[Number(drawn.id)];
  const goal: ShotResult = { zone, keeperZone: wrongWay(zone, randomBelow), goal: true, prizeId: prize.id };
  return { kind: 'win', poolId: prize.poolId as string, result: goal, resultIfNoStock: savedShot(zone) };
}

export const retailerPenaltyServer = defineGameServer<PenaltySettings, { zone: PenaltyZone }>({
  type: 'retailer-penalty',
  inputSchema: shotInputSchema,
  decide: (settings, input, randomBelow) => decideShot(settings, input.zone, randomBelow),
});
