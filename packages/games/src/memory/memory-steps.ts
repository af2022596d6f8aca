import { z } from 'zod';
import type { GameResult, RandomBelow } from '../core/game-server.ts';
import { boardOf, dealLayout, progressOf } from './board.ts';
import { PAIRS_MAX } from './memory-schemas.ts';

/**
 * A memory play's hidden state, plain JSON kept by the server: the layout it dealt (the tile id at each
 * place of the board) and the places flipped so far, in order. Nothing else: matches, turns and the
 * open tile are read from these two.
 */
export type MemoryPlayState = { readonly layout: readonly string[]; readonly flips: readonly number[] };

/** One step: the place of the board the player turns over. */
export const flipStepSchema = z.strictObject({
  tileIndex: z
    .number()
    .int()
    .min(0)
    .max(PAIRS_MAX * 2 - 1),
});
export type FlipStep = z.infer<typeof flipStepSchema>;

/** Why a flip is refused: a stable code the platform passes on (409 PLAY_STEP_REFUSED). */
export type FlipRefusal =
  | 'outOfOrder'
  | 'alreadyTaken'
  | 'boardCleared'
  | 'offBoard'
  | 'alreadyMatched'
  | 'sameTile'
  | 'unknownTile';

type Tiles = { tiles: readonly { id: string; imageUrl: string | null }[] };

/** Deals the board: the layout stays in the state; the view is the board's size and the cover only. */
export function openMemory(settings: Tiles & { coverImageUrl: string | null }, randomBelow: RandomBelow) {
  const layout = dealLayout(
    settings.tiles.map((tile) => tile.id),
    randomBelow,
  );
  const { columns, rows, tileCount } = boardOf(settings.tiles.length);
  const state: MemoryPlayState = { layout, flips: [] };
  return { state, view: { columns, rows, tileCount, coverImageUrl: settings.coverImageUrl } satisfies GameResult };
}

/**
 * What flip number `at` of `flips` shows: the tile at that place, and, for a turn's second flip, whether
 * it matched the first (null for a first flip), with the places matched so far counted.
 */
function feedbackOf(settings: Tiles, layout: readonly string[], flips: readonly number[], at: number) {
  const tileIndex = flips[at];
  const tileId = layout[tileIndex];
  const before = progressOf(layout, flips.slice(0, at));
  const after = progressOf(layout, flips.slice(0, at + 1));
  const isSecond = before.openTile !== null;
  return {
    tileIndex,
    tileId,
    imageUrl: settings.tiles.find((tile) => tile.id === tileId)?.imageUrl ?? null,
    isMatch: isSecond ? layout[before.openTile as number] === tileId : null,
    firstIndex: isSecond ? before.openTile : null,
    matchedCount: after.matched.size,
    isCleared: after.isCleared,
  };
}

export type TakenFlip =
  | { ok: true; state: MemoryPlayState; feedback: GameResult; isLast: boolean }
  | { ok: false; reason: FlipRefusal };

/**
 * Takes flip number `index`, the next one: a place on the board, not matched yet, and not the place the
 * turn's first flip already turned. The same flip again for a taken index is a replay (the same
 * feedback, the state unchanged); another is refused. Pure: the platform may call it again.
 */
export function takeFlip(settings: Tiles, state: MemoryPlayState, index: number, step: FlipStep): TakenFlip {
  const { layout, flips } = state;
  if (!Number.isInteger(index) || index < 0 || index > flips.length) return { ok: false, reason: 'outOfOrder' };
  if (index < flips.length) {
    if (flips[index] !== step.tileIndex) return { ok: false, reason: 'alreadyTaken' };
    const feedback = feedbackOf(settings, layout, flips, index);
    return { ok: true, state, feedback, isLast: feedback.isCleared };
  }
  const { matched, openTile, isCleared } = progressOf(layout, flips);
  if (isCleared) return { ok: false, reason: 'boardCleared' };
  const { tileIndex } = step;
  if (!Number.isInteger(tileIndex) || tileIndex < 0 || tileIndex >= layout.length) {
    return { ok: false, reason: 'offBoard' };
  }
  if (matched.has(tileIndex)) return { ok: false, reason: 'alreadyMatched' };
  if (openTile === tileIndex) return { ok: false, reason: 'sameTile' };
  if (!settings.tiles.some((tile) => tile.id === layout[tileIndex])) return { ok: false, reason: 'unknownTile' };
  const next = [...flips, tileIndex];
  const feedback = feedbackOf(settings, layout, next, index);
  return { ok: true, state: { layout, flips: next }, feedback, isLast: feedback.isCleared };
}
