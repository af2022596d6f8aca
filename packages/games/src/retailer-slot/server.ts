import { defineGameServer, type PlayDecision, type RandomBelow } from '../core/game-server.ts';
import { drawWeighted } from '../core/prize-draw.ts';
import type { RetailerSlotSettings } from './definition.ts';
import { losingLine, winningLine } from './slot-lines.ts';
import type { SlotPrize, SlotSymbol } from './slot-schemas.ts';

type Machine = {
  symbols: readonly Pick<SlotSymbol, 'id'>[];
  prizes: readonly Pick<SlotPrize, 'id' | 'symbolId' | 'poolId' | 'oddsBp'>[];
};

/**
 * One pull of the machine, decided when the player pulls: the prizes with a pool, odds and a symbol on
 * the reels are drawn by their odds (`drawWeighted`), the rest of 10,000 bp loses. A win's result is
 * `{ reels: [s, s, s], prizeId }`, three of the prize's symbol, with a losing line to show if the pool
 * turns out empty; a lose's is `{ reels }`, a line that is never three alike. Pure: settings and
 * `randomBelow` only.
 */
export function decideSlotPull(settings: Machine, randomBelow: RandomBelow): PlayDecision {
  const symbolIds = settings.symbols.map((symbol) => symbol.id);
  const drawable = settings.prizes.filter(
    (prize) => prize.poolId !== null && prize.oddsBp > 0 && symbolIds.includes(prize.symbolId),
  );
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
      result: { reels: winningLine(prize.symbolId), prizeId: prize.id },
      resultIfNoStock: { reels: losingLine(symbolIds, randomBelow) },
    };
  }
  return { kind: 'lose', result: { reels: losingLine(symbolIds, randomBelow) } };
}

export const retailerSlotServer = defineGameServer<RetailerSlotSettings>({
  type: 'retailer-slot',
  decide: (settings, _input, randomBelow) => decideSlotPull(settings, randomBelow),
});
