import { newItemId } from '../quiz/editor-lists.ts';
import type { MemoryTile, TimeOutcome } from './memory-schemas.ts';

/** A new tile: no picture and no name yet (NEWID_ until saved). */
export function newMemoryTile(makeId: () => string = newItemId): MemoryTile {
  return { id: makeId(), imageUrl: null, label: {} };
}

/** A new outcome from `from` seconds on, open-ended, without a prize. */
export function newTimeOutcome(from: number, makeId: () => string = newItemId): TimeOutcome {
  return {
    id: makeId(),
    downTimeThreshold: from,
    upTimeThreshold: null,
    poolId: null,
    oddsBp: 0,
    title: {},
    text: {},
    imageUrl: {},
  };
}

/** Time ranges as the marketer reads them: "61–89 s", "121 s or more". */
export function formatTimes(ranges: readonly { from: number; to: number | null }[], orMore: string): string {
  return ranges
    .map(({ from, to }) => (to === null ? `${from} ${orMore}` : from === to ? `${from}` : `${from}–${to}`))
    .join(', ');
}
