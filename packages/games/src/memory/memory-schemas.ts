import { z } from 'zod';
import { BASIS_POINTS_TOTAL } from '../core/prize-draw.ts';
import { images, itemId, LONG_TEXT_MAX, TEXT_MAX, texts } from '../quiz/question-schemas.ts';

/**
 * Memory's settings blocks (spec §3 Memory: coverImageUrl, tiles, outcomes by time). A tile is one
 * picture; the board holds each tile twice, so 8 tiles make the default 4×4 board.
 */
export const PAIRS_MIN = 2;
/** 12 pairs is a 4×6 board: the largest that still fits a 360×640 phone without scrolling. */
export const PAIRS_MAX = 12;
export const TIME_OUTCOMES_MAX = 10;
/** The longest time a threshold may name (an hour); the last outcome may be open-ended instead. */
export const TIME_MAX_SECONDS = 3600;

const url = z.string().max(2048);

export const memoryTileSchema = z.object({
  id: itemId,
  /** The picture on the tile's face; without one the face shows the label. */
  imageUrl: url.nullable().default(null),
  /** The picture's name per language: its alternative text, and what a match announces. */
  label: texts(TEXT_MAX),
});
export type MemoryTile = z.infer<typeof memoryTileSchema>;

/**
 * A result by the play's time in whole seconds: a play that took `downTimeThreshold` ≤ s ≤
 * `upTimeThreshold` seconds ends on it (both inclusive; no upper threshold: any longer time). The
 * first such outcome in the list wins when several match. Its prize is its pool at its own odds.
 */
export const timeOutcomeSchema = z.object({
  id: itemId,
  downTimeThreshold: z.number().int().min(0).max(TIME_MAX_SECONDS),
  upTimeThreshold: z.number().int().min(0).max(TIME_MAX_SECONDS).nullable(),
  poolId: z.uuid().nullable().default(null),
  oddsBp: z.number().int().min(0).max(BASIS_POINTS_TOTAL).default(0),
  title: texts(TEXT_MAX),
  text: texts(LONG_TEXT_MAX),
  imageUrl: images,
});
export type TimeOutcome = z.infer<typeof timeOutcomeSchema>;

export const memoryFields = {
  /** The back of every tile; without one the back shows the campaign's colours. */
  coverImageUrl: url.nullable(),
  tiles: z.array(memoryTileSchema).min(PAIRS_MIN).max(PAIRS_MAX),
  outcomes: z.array(timeOutcomeSchema).min(1).max(TIME_OUTCOMES_MAX),
};

type Issues = { addIssue(issue: { code: 'custom'; path: (string | number)[]; message: string }): void };

function uniqueIds(items: readonly { id: string }[], key: string, ctx: Issues) {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    if (seen.has(item.id)) ctx.addIssue({ code: 'custom', path: [key, index, 'id'], message: 'This id is taken' });
    seen.add(item.id);
  });
}

/** Ids unique among tiles and among outcomes; each outcome's thresholds in order. */
export function checkMemory(
  settings: { tiles: readonly { id: string }[]; outcomes: readonly TimeOutcome[] },
  ctx: Issues,
) {
  uniqueIds(settings.tiles, 'tiles', ctx);
  uniqueIds(settings.outcomes, 'outcomes', ctx);
  settings.outcomes.forEach((outcome, index) => {
    if (outcome.upTimeThreshold !== null && outcome.upTimeThreshold < outcome.downTimeThreshold) {
      ctx.addIssue({
        code: 'custom',
        path: ['outcomes', index, 'upTimeThreshold'],
        message: 'The upper time is below the lower one',
      });
    }
  });
}
