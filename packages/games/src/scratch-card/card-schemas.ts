import { z } from 'zod';
import { BASIS_POINTS_TOTAL } from '../core/prize-draw.ts';

/** Spec §5: texts 255 at most; a card face shows a short line. */
export const FACE_TEXT_MAX = 120;
export const PRIZES_MAX = 12;
export const OUTCOMES_MAX = 12;

export const itemId = z.string().regex(/^(NEWID_)?[A-Za-z0-9_-]{1,64}$/);
export const colour = z.string().regex(/^#[0-9a-fA-F]{6}([0-9a-fA-F]{2})?$/);
export const imageUrl = z.string().max(2048).nullable();
const faceText = z.record(z.string(), z.string().max(FACE_TEXT_MAX));

/** How the card is cut: the closed card and the face under it share the shape. */
export const CARD_APPEARANCES = ['rounded', 'square', 'circle'] as const;
export type CardAppearance = (typeof CARD_APPEARANCES)[number];

/**
 * A winning face (spec §3 Scratch card prizes): what the card shows when the play won this prize, drawn
 * from its pool at its odds (10,000 bp = 100 %). A prize without a pool is never drawn (publishing refuses it).
 */
export const cardPrizeSchema = z.object({
  id: itemId,
  /** Per-language line under the scratch layer ("Free coffee"). */
  text: faceText,
  prizeImageUrl: imageUrl,
  prizeBackgroundColour: colour,
  poolId: z.uuid().nullable().default(null),
  oddsBp: z.number().int().min(0).max(BASIS_POINTS_TOTAL).default(0),
});
export type CardPrize = z.infer<typeof cardPrizeSchema>;

/**
 * A face without a prize (spec §3 Scratch card outcomes): a losing card shows one of them, chosen at
 * random, and so does a win whose pool ran out.
 */
export const cardOutcomeSchema = z.object({
  id: itemId,
  text: faceText,
  imageUrl,
  backgroundColour: colour,
});
export type CardOutcome = z.infer<typeof cardOutcomeSchema>;
