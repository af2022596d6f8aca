import { newItemId } from '../quiz/editor-lists.ts';
import type { PenaltyPrize } from './penalty-schemas.ts';

/** The pools the prizes give, each once: the common `poolIds` setting, derived so it never disagrees. */
export function poolIdsOfPrizes(prizes: readonly PenaltyPrize[]): string[] {
  return [...new Set(prizes.flatMap((prize) => (prize.poolId ? [prize.poolId] : [])))];
}

/** A prize added in the builder: no pool, no odds, the line to be written. */
export function newPenaltyPrize(random?: () => string): PenaltyPrize {
  return { id: newItemId(random), text: {}, poolId: null, oddsBp: 0 };
}
