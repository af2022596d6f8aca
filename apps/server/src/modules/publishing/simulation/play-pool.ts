import { gamePrizeSlots } from '@gc/games/core/game-capabilities';
import type { GameDefinition } from '@gc/games/core/game-definition';
import type { GameServer, RandomBelow } from '@gc/games/core/game-server';
import { drawWeighted } from '@gc/games/core/prize-draw';

/** One simulated play: the pool a win claims from, or null for a loss. */
export type DrawPlayPool = (randomBelow: RandomBelow) => string | null;

export type PlayPoolMethod = { method: 'decide' | 'prizeOdds'; drawPool: DrawPlayPool };

/**
 * The one place the simulator asks a game for one play's pool-or-nothing, so that a change of the
 * GameServer interface is a change here only. A single-step game's own decision runs (`decide`);
 * a game without one (a multi-step quiz, whose outcome needs answers) is drawn by its prizes' odds
 * (`prizeSlots`) until it offers a simulation of its own.
 */
export function playPoolOf<S>(
  definition: GameDefinition<S>,
  server: GameServer<S> | undefined,
  settings: S,
): PlayPoolMethod {
  if (server && typeof server.decide === 'function') {
    return {
      method: 'decide',
      drawPool: (randomBelow) => {
        const decision = server.decide(settings, randomBelow);
        return decision.kind === 'win' ? decision.poolId : null;
      },
    };
  }
  const slots = gamePrizeSlots(definition, settings).map((slot, index) => ({ ...slot, id: String(index) }));
  return {
    method: 'prizeOdds',
    drawPool: (randomBelow) => {
      const drawn = drawWeighted(slots, randomBelow);
      return drawn.kind === 'option' ? slots[Number(drawn.id)].poolId : null;
    },
  };
}
