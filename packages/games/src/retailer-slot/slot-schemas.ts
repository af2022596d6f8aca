import { z } from 'zod';
import { BASIS_POINTS_TOTAL } from '../core/prize-draw.ts';

/** Spec §5: texts 255 at most; a symbol's name and a prize's line are short. */
export const SLOT_TEXT_MAX = 120;
/** Three symbols at least, so that a losing line never has to repeat one three times. */
export const SYMBOLS_MIN = 3;
export const SYMBOLS_MAX = 12;
export const PRIZES_MAX = 12;
/** The machine always has three reels (the retailer's slot machine); a winning line is three alike. */
export const REEL_COUNT = 3;

export const itemId = z.string().regex(/^(NEWID_)?[A-Za-z0-9_-]{1,64}$/);
export const imageUrl = z.string().max(2048).nullable();
const localText = z.record(z.string(), z.string().max(SLOT_TEXT_MAX));

/** The pictures the Player draws itself (inline SVG), so that a new machine plays before any upload. */
export const SLOT_GLYPHS = ['cherry', 'lemon', 'bell', 'star', 'seven', 'diamond'] as const;
export type SlotGlyph = (typeof SLOT_GLYPHS)[number];

/**
 * One symbol on the reels: its name per language (what a screen reader hears, and what the reel shows
 * when it has no picture), an uploaded picture, or else one of the Player's own pictures.
 */
export const slotSymbolSchema = z.object({
  id: itemId,
  label: localText,
  imageUrl,
  glyph: z.enum(SLOT_GLYPHS).nullable(),
});
export type SlotSymbol = z.infer<typeof slotSymbolSchema>;

/**
 * A winning combination: three of `symbolId` on the line gives a voucher of `poolId`, drawn at its odds
 * (10,000 bp = 100 %). A prize without a pool is never drawn (publishing refuses it).
 */
export const slotPrizeSchema = z.object({
  id: itemId,
  symbolId: z.string().max(64),
  /** Per-language line announced with the win ("Free coffee"). */
  text: localText,
  poolId: z.uuid().nullable().default(null),
  oddsBp: z.number().int().min(0).max(BASIS_POINTS_TOTAL).default(0),
});
export type SlotPrize = z.infer<typeof slotPrizeSchema>;
