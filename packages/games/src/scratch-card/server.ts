import { defineGameServer, type PlayDecision, type RandomBelow } from '../core/game-server.ts';
import { drawWeighted } from '../core/prize-draw.ts';
import type { CardOutcome, CardPrize } from './card-schemas.ts';
import type { ScratchCardSettings } from './definition.ts';

type Faces = {
  prizes: readonly Pick<CardPrize, 'id' | 'poolId' | 'oddsBp'>[];
  outcomes: readonly Pick<CardOutcome, 'id'>[];
};

/** A face without a prize, chosen at random: `{ outcomeId }` (null only for settings without one). */
function noWinFace(settings: Faces, randomBelow: RandomBelow) {
  const { outcomes } = settings;
  return { outcomeId: outcomes.length > 0 ? outcomes[randomBelow(outcomes.length)].id : null };
}

/**
 * One card, decided when the player opens it (first scratch or Reveal): the prizes with a pool and odds
 * are drawn by their odds, the rest of 10,000 bp loses. A win's result is `{ prizeId }`, with a face
 * without a prize to show if the pool turns out empty; a lose's is `{ outcomeId }`.
 */
export function decideScratchCard(settings: Faces, randomBelow: RandomBelow): PlayDecision {
  const drawable = settings.prizes.filter((prize) => prize.poolId !== null && prize.oddsBp > 0);
  // Drawn by position: ids from the builder are not checked for uniqueness.
  const drawn = drawWeighted(
    drawable.map((prize, index) => ({ id: String(index), oddsBp: prize.oddsBp })),
    randomBelow,
  );
  if (drawn.kind === 'option') {
    const prize = drawable[Number(drawn.id)];
    return {
      kind: 'win',
      poolId: prize.poolId as string,
      result: { prizeId: prize.id },
      resultIfNoStock: noWinFace(settings, randomBelow),
    };
  }
  return { kind: 'lose', result: noWinFace(settings, randomBelow) };
}

export const scratchCardServer = defineGameServer<ScratchCardSettings>({
  type: 'scratch-card',
  decide: (settings, _input, randomBelow) => decideScratchCard(settings, randomBelow),
});
