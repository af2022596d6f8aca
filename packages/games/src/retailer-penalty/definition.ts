import type { LanguageCode } from '@gc/contracts/languages';
import { z } from 'zod';
import { COMMON_GAME_DEFAULTS, commonGameSettingsSchema } from '../core/common-settings.ts';
import { defineGame } from '../core/game-definition.ts';
import { BASIS_POINTS_TOTAL } from '../core/prize-draw.ts';
import {
  penaltyLocalizedTexts,
  penaltyPrizeSlots,
  penaltyPublicSettings,
  penaltyPublishChecks,
} from './penalty-checks.ts';
import { defaultPrizeTexts } from './penalty-default-texts.ts';
import { colour, imageUrl, type PenaltyPrize, PRIZES_MAX, penaltyPrizeSchema } from './penalty-schemas.ts';
import { penaltyWords } from './words.ts';

/**
 * The retailer penalty on top of the common settings: the pitch's and the keeper's colours, the ball's
 * picture, and the prizes a goal wins. The chance of a goal is the sum of the prizes' odds; the rest is a
 * save. The six target zones are fixed (penalty-schemas.ts), not settings.
 */
export const penaltySettingsSchema = commonGameSettingsSchema.extend({
  pitchColour: colour,
  keeperColour: colour,
  /** The ball's picture (a drawn football without one). */
  ballImageUrl: imageUrl,
  prizes: z
    .array(penaltyPrizeSchema)
    .max(PRIZES_MAX)
    .refine((prizes) => prizes.reduce((sum, p) => sum + p.oddsBp, 0) <= BASIS_POINTS_TOTAL, {
      message: 'The odds of all prizes add up to more than 100 %',
    }),
});
export type PenaltySettings = z.infer<typeof penaltySettingsSchema>;

/** One prize waiting for its pool, with its line in each language. */
export function defaultPenaltyPrizes(languages: readonly LanguageCode[]): PenaltyPrize[] {
  return [{ id: 'prize-1', text: defaultPrizeTexts(languages), poolId: null, oddsBp: 0 }];
}

/** A green pitch, an orange keeper and a drawn ball. */
export const PENALTY_DEFAULTS = {
  ...COMMON_GAME_DEFAULTS,
  pitchColour: '#2b8a3e',
  keeperColour: '#e8590c',
  ballImageUrl: null,
  prizes: defaultPenaltyPrizes(['en']),
} satisfies PenaltySettings;

export const retailerPenalty = defineGame<PenaltySettings>({
  type: 'retailer-penalty',
  settingsVersion: 1,
  settingsSchema: penaltySettingsSchema,
  defaults: PENALTY_DEFAULTS,
  defaultsFor: (languages) => ({ ...PENALTY_DEFAULTS, prizes: defaultPenaltyPrizes(languages) }),
  listsWithIds: { prizes: 'prize' },
  localizedTexts: penaltyLocalizedTexts,
  prizeSlots: penaltyPrizeSlots,
  publishChecks: penaltyPublishChecks,
  publicSettings: penaltyPublicSettings,
  words: penaltyWords,
});
