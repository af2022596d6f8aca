import type { LanguageCode } from '@gc/contracts/languages';
import { z } from 'zod';
import { COMMON_GAME_DEFAULTS, commonGameSettingsSchema } from '../core/common-settings.ts';
import { defineGame } from '../core/game-definition.ts';
import { BASIS_POINTS_TOTAL } from '../core/prize-draw.ts';
import { slotLocalizedTexts, slotPrizeSlots, slotPublicSettings, slotPublishChecks } from './slot-checks.ts';
import { glyphNames, prizeTexts } from './slot-default-texts.ts';
import {
  PRIZES_MAX,
  SLOT_GLYPHS,
  type SlotPrize,
  type SlotSymbol,
  SYMBOLS_MAX,
  SYMBOLS_MIN,
  slotPrizeSchema,
  slotSymbolSchema,
} from './slot-schemas.ts';
import { slotWords } from './words.ts';

/** How fast the reels spin, 1 is normal (spec §3: the slot machine adds speed to the common settings). */
export const SPEED_MIN = 0.5;
export const SPEED_MAX = 3;

/**
 * The retailer's slot machine (spec §3 Common game settings + speed): three reels of `symbols`, and
 * `prizes`, each three of one symbol on the line, drawn from its pool at its odds.
 */
export const retailerSlotSettingsSchema = commonGameSettingsSchema.extend({
  speed: z.number().min(SPEED_MIN).max(SPEED_MAX),
  symbols: z.array(slotSymbolSchema).min(SYMBOLS_MIN).max(SYMBOLS_MAX),
  prizes: z
    .array(slotPrizeSchema)
    .max(PRIZES_MAX)
    .refine((prizes) => prizes.reduce((sum, p) => sum + p.oddsBp, 0) <= BASIS_POINTS_TOTAL, {
      message: 'The odds of all prizes add up to more than 100 %',
    }),
});
export type RetailerSlotSettings = z.infer<typeof retailerSlotSettingsSchema>;

/** The Player's six own pictures, named in each language, and one prize on sevens waiting for its pool. */
export function defaultSlotMachine(languages: readonly LanguageCode[]): { symbols: SlotSymbol[]; prizes: SlotPrize[] } {
  return {
    symbols: SLOT_GLYPHS.map((glyph) => ({
      id: `symbol-${glyph}`,
      label: glyphNames(languages, glyph),
      imageUrl: null,
      glyph,
    })),
    prizes: [{ id: 'prize-1', symbolId: 'symbol-seven', text: prizeTexts(languages), poolId: null, oddsBp: 0 }],
  };
}

export const RETAILER_SLOT_DEFAULTS = {
  ...COMMON_GAME_DEFAULTS,
  speed: 1,
  ...defaultSlotMachine(['en']),
} satisfies RetailerSlotSettings;

export const retailerSlot = defineGame<RetailerSlotSettings>({
  type: 'retailer-slot',
  settingsVersion: 1,
  settingsSchema: retailerSlotSettingsSchema,
  defaults: RETAILER_SLOT_DEFAULTS,
  defaultsFor: (languages) => ({ ...RETAILER_SLOT_DEFAULTS, ...defaultSlotMachine(languages) }),
  // Symbols get their stable ids in the editor already: prizes name them, and a renamed id would break that.
  listsWithIds: { prizes: 'prize' },
  localizedTexts: slotLocalizedTexts,
  prizeSlots: slotPrizeSlots,
  publishChecks: slotPublishChecks,
  publicSettings: slotPublicSettings,
  words: slotWords,
});
