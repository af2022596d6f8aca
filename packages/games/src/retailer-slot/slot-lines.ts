import type { RandomBelow } from '../core/game-server.ts';

/** What the reels show after a play: one symbol id per reel, left to right. */
export type SlotLine = readonly [string, string, string];

/**
 * A line that wins nothing, uniform over every line of the symbols that is not three alike: three
 * alike is what a win looks like, so a losing line never shows one, prize symbol or not. One draw of
 * `n³ - n` tickets, mapped past the n lines of three alike (line index a·(n² + n + 1)), so the reels
 * are as random as a real machine's and never loop. Needs two symbols at least (the schema asks three).
 */
export function losingLine(symbolIds: readonly string[], randomBelow: RandomBelow): SlotLine {
  const n = symbolIds.length;
  if (n < 2) throw new RangeError('a losing line needs two symbols at least');
  let index = randomBelow(n * n * n - n);
  for (let symbol = 0; symbol < n; symbol++) if (index >= symbol * (n * n + n + 1)) index++;
  return [symbolIds[Math.floor(index / (n * n))], symbolIds[Math.floor(index / n) % n], symbolIds[index % n]];
}

/** The line of a win: the prize's symbol on each reel. */
export function winningLine(symbolId: string): SlotLine {
  return [symbolId, symbolId, symbolId];
}

export function isThreeAlike(line: readonly string[]): boolean {
  return line.length === 3 && line[0] === line[1] && line[1] === line[2];
}
