import type { LanguageCode } from '@gc/contracts/languages';
import { z } from 'zod';
import { COMMON_GAME_DEFAULTS, commonGameSettingsSchema } from '../core/common-settings.ts';
import { defineGame } from '../core/game-definition.ts';
import { BASIS_POINTS_TOTAL } from '../core/prize-draw.ts';
import { cardLocalizedTexts, cardPrizeSlots, cardPublicSettings, cardPublishChecks } from './card-checks.ts';
import { defaultFaceTexts } from './card-default-texts.ts';
import {
  CARD_APPEARANCES,
  type CardOutcome,
  type CardPrize,
  cardOutcomeSchema,
  cardPrizeSchema,
  colour,
  imageUrl,
  OUTCOMES_MAX,
  PRIZES_MAX,
} from './card-schemas.ts';
import { cardWords } from './words.ts';

/**
 * Spec §3 Scratch card on top of the common settings. `companyId` of the spec is not a setting: the
 * campaign belongs to its company already. `revealThresholdPercent` is ours (the spec is silent): the
 * share of the card a player scratches before it opens in full.
 */
export const scratchCardSettingsSchema = commonGameSettingsSchema.extend({
  /** The scratch layer's colour, under its image when it has one. */
  closedCardColour: colour,
  closedCardBorderColour: colour,
  /** The scratch layer's picture (covers the colour). */
  closedCardImageUrl: imageUrl,
  cardAppearance: z.enum(CARD_APPEARANCES),
  revealThresholdPercent: z.number().int().min(10).max(90),
  prizes: z
    .array(cardPrizeSchema)
    .max(PRIZES_MAX)
    .refine((prizes) => prizes.reduce((sum, p) => sum + p.oddsBp, 0) <= BASIS_POINTS_TOTAL, {
      message: 'The odds of all prizes add up to more than 100 %',
    }),
  outcomes: z.array(cardOutcomeSchema).min(1).max(OUTCOMES_MAX),
});
export type ScratchCardSettings = z.infer<typeof scratchCardSettingsSchema>;

/** One prize face waiting for its pool, and one face without a prize, in each language. */
export function defaultCardFaces(languages: readonly LanguageCode[]): { prizes: CardPrize[]; outcomes: CardOutcome[] } {
  return {
    prizes: [
      {
        id: 'prize-1',
        text: defaultFaceTexts(languages, 'prize'),
        prizeImageUrl: null,
        prizeBackgroundColour: '#fff3bf',
        poolId: null,
        oddsBp: 0,
      },
    ],
    outcomes: [
      { id: 'outcome-1', text: defaultFaceTexts(languages, 'noWin'), imageUrl: null, backgroundColour: '#f1f3f5' },
    ],
  };
}

/** A silver card with a gold border, opened once half of it is scratched. */
export const SCRATCH_CARD_DEFAULTS = {
  ...COMMON_GAME_DEFAULTS,
  closedCardColour: '#adb5bd',
  closedCardBorderColour: '#f08c00',
  closedCardImageUrl: null,
  cardAppearance: 'rounded',
  revealThresholdPercent: 50,
  ...defaultCardFaces(['en']),
} satisfies ScratchCardSettings;

export const scratchCard = defineGame<ScratchCardSettings>({
  type: 'scratch-card',
  settingsVersion: 1,
  settingsSchema: scratchCardSettingsSchema,
  defaults: SCRATCH_CARD_DEFAULTS,
  defaultsFor: (languages) => ({ ...SCRATCH_CARD_DEFAULTS, ...defaultCardFaces(languages) }),
  listsWithIds: { prizes: 'prize', outcomes: 'outcome' },
  localizedTexts: cardLocalizedTexts,
  prizeSlots: cardPrizeSlots,
  publishChecks: cardPublishChecks,
  publicSettings: cardPublicSettings,
  words: cardWords,
});
