import { newItemId } from '../quiz/editor-lists.ts';
import type { CardOutcome, CardPrize } from './card-schemas.ts';

/** The pools the prizes give, each once: the common `poolIds` setting, derived so it never disagrees. */
export function poolIdsOfPrizes(prizes: readonly CardPrize[]): string[] {
  return [...new Set(prizes.flatMap((prize) => (prize.poolId ? [prize.poolId] : [])))];
}

/** A prize face added in the builder: no pool yet, a light background, the texts to be written. */
export function newCardPrize(random?: () => string): CardPrize {
  return {
    id: newItemId(random),
    text: {},
    prizeImageUrl: null,
    prizeBackgroundColour: '#fff3bf',
    poolId: null,
    oddsBp: 0,
  };
}

/** A face without a prize added in the builder. */
export function newCardOutcome(random?: () => string): CardOutcome {
  return { id: newItemId(random), text: {}, imageUrl: null, backgroundColour: '#f1f3f5' };
}
