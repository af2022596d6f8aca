import { customAttributesValueSchema } from '@gc/contracts/custom-attributes';
import { z } from 'zod';
import { BASIS_POINTS_TOTAL } from '../core/prize-draw.ts';
import { PLAIN_DATE } from './calendar-days.ts';

/** The four calendars of spec §1, by the name their settings carry (spec §3 Calendar `calendarType`). */
export const CALENDAR_TYPES = ['advent', 'easter', 'weekly', 'monthly'] as const;
export type CalendarType = (typeof CALENDAR_TYPES)[number];

export const TILES_MAX = 366;
export const TILE_PRIZES_MAX = 10;
export const TILE_OUTCOMES_MAX = 10;

export const itemId = z.string().regex(/^(NEWID_)?[A-Za-z0-9_-]{1,64}$/);
export const colour = z.string().regex(/^#[0-9a-fA-F]{6}([0-9a-fA-F]{2})?$/);
export const plainDate = z.string().regex(PLAIN_DATE, 'A date as YYYY-MM-DD');
/** Marketer text per language (spec §5: 255 at most for titles and lines). */
const line = z.record(z.string(), z.string().max(255));
const paragraph = z.record(z.string(), z.string().max(2000));
/** A picture per language ('' where the language has none). */
const pictures = z.record(z.string(), z.string().max(2048));
/** An http(s) address, or '' for none. */
const webAddress = z.union([
  z.literal(''),
  z
    .string()
    .max(2048)
    .regex(/^https?:\/\/\S+$/, 'An http(s) address'),
]);

/**
 * A prize behind a tile (spec §3 Calendar tiles' prizes): its texts and picture per language, where the
 * player may go next (`redirection`, with the page's query parameters when `forwardQueryParameters`),
 * and the pool it is given from at its odds (10,000 bp = 100 %), through the guarded claim.
 */
export const calendarPrizeSchema = z.object({
  id: itemId,
  text: line,
  description: paragraph,
  imageUrl: pictures,
  redirection: z.object({ url: webAddress, forwardQueryParameters: z.boolean() }),
  enabled: z.boolean(),
  poolId: z.uuid().nullable().default(null),
  oddsBp: z.number().int().min(0).max(BASIS_POINTS_TOTAL).default(BASIS_POINTS_TOTAL),
});
export type CalendarPrize = z.infer<typeof calendarPrizeSchema>;

/** What a tile shows without a prize (spec §3 Calendar outcomes): a title, a text and a picture per language. */
export const calendarOutcomeSchema = z.object({
  id: itemId,
  title: line,
  text: paragraph,
  imageUrl: pictures,
  enabled: z.boolean(),
  /** The company's custom outcome attributes (spec §3 Outcome customAttributes), for its CRM; null: none. */
  customAttributes: customAttributesValueSchema.nullable().default(null),
});
export type CalendarOutcome = z.infer<typeof calendarOutcomeSchema>;

/** How a closed tile looks (spec §3 Tile style): its number's font and its cover, a colour or a picture. */
export const tileStyleSchema = z.object({
  fontFamily: z.string().max(120),
  fontSize: z.number().int().min(8).max(96),
  fontColor: colour,
  coverImg: z.string().max(2048).nullable(),
  coverColor: colour,
  coverType: z.enum(['image', 'color']),
});
export type TileStyle = z.infer<typeof tileStyleSchema>;

/**
 * One day's tile: `dayNumber` 1 is the start date. `position` is its place in the grid (0 first), which
 * the builder arranges freely: the days need not be in order on the page.
 */
export const calendarTileSchema = z.object({
  id: itemId,
  dayNumber: z.number().int().min(1).max(TILES_MAX),
  position: z.number().int().min(0).max(TILES_MAX),
  style: tileStyleSchema,
  prizes: z
    .array(calendarPrizeSchema)
    .max(TILE_PRIZES_MAX)
    .refine((prizes) => prizes.reduce((sum, p) => sum + (p.enabled ? p.oddsBp : 0), 0) <= BASIS_POINTS_TOTAL, {
      message: 'The odds of a tile’s prizes add up to more than 100 %',
    }),
  outcomes: z.array(calendarOutcomeSchema).max(TILE_OUTCOMES_MAX),
});
export type CalendarTile = z.infer<typeof calendarTileSchema>;
