import { randomUuid } from '@gc/contracts/random-uuid';
import { newItemId } from '../quiz/editor-lists.ts';
import type { SlotPrize, SlotSymbol } from './slot-schemas.ts';

/** The pools the prizes give, each once: the common `poolIds` setting, derived so it never disagrees. */
export function poolIdsOfPrizes(prizes: readonly SlotPrize[]): string[] {
  return [...new Set(prizes.flatMap((prize) => (prize.poolId ? [prize.poolId] : [])))];
}

/**
 * A symbol added in the builder, with its stable id at once (not NEWID_): prizes name their symbol, and
 * the server renaming it on save would leave them pointing nowhere.
 */
export function newSlotSymbol(taken: readonly SlotSymbol[], random: () => string = randomUuid): SlotSymbol {
  let id: string;
  do
    id = `symbol-${random()
      .replace(/[^a-f0-9]/gi, '')
      .slice(0, 8)}`;
  while (taken.some((symbol) => symbol.id === id));
  return { id, label: {}, imageUrl: null, glyph: null };
}

/** A prize added in the builder: on the first symbol no prize has yet, no pool, no odds, texts to write. */
export function newSlotPrize(
  symbols: readonly SlotSymbol[],
  prizes: readonly SlotPrize[],
  random?: () => string,
): SlotPrize {
  const free = symbols.find((symbol) => !prizes.some((prize) => prize.symbolId === symbol.id)) ?? symbols[0];
  return { id: newItemId(random), symbolId: free?.id ?? '', text: {}, poolId: null, oddsBp: 0 };
}

/** A symbol's name for the builder's lists: the shown language's, else any it has (empty: none yet). */
export function symbolName(symbol: SlotSymbol, language: string): string {
  return symbol.label[language] || Object.values(symbol.label).find(Boolean) || '';
}
