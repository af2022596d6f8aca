import { defineGameServer, type PlayDecision, type RandomBelow } from '../core/game-server.ts';
import { losingLine, winningLine } from './slot-lines.ts';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const idsIn = (settings: unknown, key: string): Record<string, unknown>[] =>
  isObject(settings) && Array.isArray(settings[key])
    ? settings[key].filter((item): item is Record<string, unknown> => isObject(item) && typeof item.id === 'string')
    : [];

/**
 * PREVIEW ONLY: the builder's preview has no server play, so the machine lands on each prize's line or
 * on a losing line at random, a win when the prize has a pool (odds and stock are not looked at, so a
 * marketer sees every line and page). Reads the unvalidated working copy defensively. A published
 * machine is decided by server.ts.
 */
export function previewSlotPull(settings: unknown, randomBelow: RandomBelow): PlayDecision {
  const symbolIds = [...new Set(idsIn(settings, 'symbols').map((symbol) => symbol.id as string))];
  if (symbolIds.length < 2) return { kind: 'lose', result: { reels: [] } };
  const prizes = idsIn(settings, 'prizes').filter(
    (prize) => typeof prize.symbolId === 'string' && symbolIds.includes(prize.symbolId),
  );
  const noWin = { reels: losingLine(symbolIds, randomBelow) };
  const index = randomBelow(prizes.length + 1);
  if (index >= prizes.length) return { kind: 'lose', result: noWin };
  const prize = prizes[index];
  const result = { reels: winningLine(prize.symbolId as string), prizeId: prize.id };
  return typeof prize.poolId === 'string' && prize.poolId
    ? { kind: 'win', poolId: prize.poolId, result, resultIfNoStock: noWin }
    : { kind: 'lose', result };
}

export default defineGameServer({
  type: 'retailer-slot',
  decide: (settings: unknown, _input, randomBelow) => previewSlotPull(settings, randomBelow),
});
