import type { RandomBelow } from '../core/game-server.ts';

/** The board of a play: `columns` × `rows` places, of which the first `tileCount` hold a tile. */
export type BoardSize = { columns: number; rows: number; tileCount: number };

/**
 * The board for `pairCount` pairs: four columns from 5 pairs up (8 pairs: 4×4, 12 pairs: 4×6), so that
 * the board stays narrow enough for a phone held upright; fewer pairs lie in one or two rows of pairs.
 */
export function boardOf(pairCount: number): BoardSize {
  const tileCount = pairCount * 2;
  const columns = Math.min(pairCount, 4);
  return { columns, rows: Math.ceil(tileCount / columns), tileCount };
}

/** Each tile id twice, shuffled (Fisher–Yates, each swap drawn from `randomBelow`): the play's layout. */
export function dealLayout(tileIds: readonly string[], randomBelow: RandomBelow): string[] {
  const layout = tileIds.flatMap((id) => [id, id]);
  for (let i = layout.length - 1; i > 0; i--) {
    const j = randomBelow(i + 1);
    [layout[i], layout[j]] = [layout[j], layout[i]];
  }
  return layout;
}

/**
 * Where a play stands after its flips, taken two by two (a turn): the places matched so far, and the
 * place turned over by a turn's first flip while its second is awaited (null between turns).
 */
export function progressOf(layout: readonly string[], flips: readonly number[]) {
  const matched = new Set<number>();
  for (let i = 1; i < flips.length; i += 2) {
    const [first, second] = [flips[i - 1], flips[i]];
    if (layout[first] === layout[second]) {
      matched.add(first);
      matched.add(second);
    }
  }
  const openTile = flips.length % 2 === 1 ? (flips.at(-1) as number) : null;
  return { matched, openTile, isCleared: layout.length > 0 && matched.size === layout.length };
}
