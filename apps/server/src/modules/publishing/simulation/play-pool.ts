import { gamePrizeSlots } from '@gc/games/core/game-capabilities';
import type { GameDefinition } from '@gc/games/core/game-definition';
import { type GameServer, isMultiStep, type RandomBelow, UTC_EPOCH_MOMENT } from '@gc/games/core/game-server';
import { drawWeighted } from '@gc/games/core/prize-draw';

/** One simulated play: the pool a win claims from, or null for a loss. */
export type DrawPlayPool = (randomBelow: RandomBelow) => string | null;

export type PlayPoolMethod = { method: 'decide' | 'prizeOdds'; drawPool: DrawPlayPool };

/**
 * The one place the simulator asks a game for one play's pool-or-nothing, so that a change of the
 * GameServer interface is a change here only. A single-step game that takes no player input (the
 * wheels) runs its own decision (`decide`). A game whose outcome needs the player's input or
 * answers (a multi-step quiz, a single-step game with an `inputSchema`) is drawn by its prizes' odds
 * (`prizeSlots`) until it offers a simulation of its own: the simulator cannot invent answers.
 */
export function playPoolOf(
  definition: GameDefinition,
  server: GameServer | undefined,
  settings: unknown,
): PlayPoolMethod {
  if (server && !isMultiStep(server) && server.inputSchema === undefined) {
    return {
      method: 'decide',
      drawPool: (randomBelow) => {
        // The games decided here do not ask which day it is (a calendar takes input: drawn by its odds).
        const decision = server.decide(settings, undefined, randomBelow, UTC_EPOCH_MOMENT);
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
