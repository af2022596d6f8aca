import { newItemId } from '../quiz/editor-lists.ts';
import type { PathPrize } from './path-schemas.ts';

/** The pools the prizes give, each once: the common `poolIds` setting, derived so it never disagrees. */
export function poolIdsOfPrizes(prizes: readonly PathPrize[]): string[] {
  return [...new Set(prizes.flatMap((prize) => (prize.poolId ? [prize.poolId] : [])))];
}

/**
 * A prize added in the builder: no pool yet, on the first square a play can reach that holds no prize
 * (or the last square when every one does), its name to be written.
 */
export function newPathPrize(freeSquare: number, random?: () => string): PathPrize {
  return { id: newItemId(random), text: {}, squares: [freeSquare], poolId: null, oddsBp: 0 };
}
