import { z } from 'zod';
import { BASIS_POINTS_TOTAL } from '../core/prize-draw.ts';

/** The path's length in squares, and the rolls a play takes (a die of six faces each). */
export const PATH_LENGTH_MIN = 12;
export const PATH_LENGTH_MAX = 30;
export const ROLLS_MIN = 1;
export const ROLLS_MAX = 8;
export const DIE_FACES = 6;
export const PRIZES_MAX = 12;
/** A prize square shows a short line. */
export const PRIZE_TEXT_MAX = 80;

export const itemId = z.string().regex(/^(NEWID_)?[A-Za-z0-9_-]{1,64}$/);
const prizeText = z.record(z.string(), z.string().max(PRIZE_TEXT_MAX));

/**
 * A prize of the path: the squares (1 = the first after Start) it sits on, drawn from its pool at its odds
 * (10,000 bp = 100 %). A play that draws it ends on one of its squares. A prize without a pool is never
 * drawn (publishing refuses it), but its squares still look like prizes, so no lose ends there.
 */
export const pathPrizeSchema = z.object({
  id: itemId,
  /** Per-language name of the prize, shown on its squares and announced when the token lands there. */
  text: prizeText,
  squares: z.array(z.number().int().min(1).max(PATH_LENGTH_MAX)).min(1).max(PATH_LENGTH_MAX),
  poolId: z.uuid().nullable().default(null),
  oddsBp: z.number().int().min(0).max(BASIS_POINTS_TOTAL).default(0),
});
export type PathPrize = z.infer<typeof pathPrizeSchema>;

export const pathFields = {
  /** Squares from Start to the finish (spec: a path game). */
  pathLength: z.number().int().min(PATH_LENGTH_MIN).max(PATH_LENGTH_MAX),
  /** Die rolls a play takes; the square the token stands on after the last decides. */
  rollsPerPlay: z.number().int().min(ROLLS_MIN).max(ROLLS_MAX),
  prizes: z.array(pathPrizeSchema).max(PRIZES_MAX),
};
