import type { LanguageCode } from '@gc/contracts/languages';
import { z } from 'zod';
import { COMMON_GAME_DEFAULTS, commonGameSettingsSchema } from '../core/common-settings.ts';
import { defineGame } from '../core/game-definition.ts';
import { BASIS_POINTS_TOTAL } from '../core/prize-draw.ts';
import { wheelLocalizedTexts, wheelPrizeSlots, wheelPublishChecks } from './wheel-checks.ts';
import { defaultPrizeLabel, WHEEL_DEFAULT_TEXTS } from './wheel-default-texts.ts';
import { wheelWords } from './words.ts';

const colour = z.string().regex(/^#[0-9a-fA-F]{6}([0-9a-fA-F]{2})?$/);
const imageUrl = z.string().max(2048).nullable();

export const wheelSectorSchema = z.object({
  id: z.string().regex(/^(NEWID_)?[A-Za-z0-9_-]{1,64}$/),
  sectorColour: colour,
  imageUrl,
  /** Per-language sector text. */
  text: z.record(z.string(), z.string().max(60)),
  textColour: colour,
  textFont: z.string().max(64),
  orderNumber: z.number().int().min(0).max(100),
  /** The prize pool a win on this sector draws from; null for a no-win sector. */
  poolId: z.uuid().nullable().default(null),
  /** This sector's chance of being drawn, in basis points (10,000 = 100 %). */
  oddsBp: z.number().int().min(0).max(BASIS_POINTS_TOTAL).default(0),
});
export type WheelSector = z.infer<typeof wheelSectorSchema>;

/** Spec §3 Wheel on top of the common settings. */
export const wheelSettingsSchema = commonGameSettingsSchema.extend({
  wheelSpeed: z.number().min(0.25).max(5),
  idleSpinningSpeed: z.number().min(0).max(5),
  legendEnabled: z.boolean(),
  numberOfSectors: z.number().int().min(2).max(24),
  numberOfPrizes: z.number().int().min(0).max(24),
  wheelCenterImageUrl: imageUrl,
  wheelBorderColour: colour,
  wheelTickerImageUrl: imageUrl,
  outcomeImageUrl: imageUrl,
  sectors: z
    .array(wheelSectorSchema)
    .min(2)
    .max(24)
    .refine((sectors) => sectors.reduce((sum, s) => sum + s.oddsBp, 0) <= BASIS_POINTS_TOTAL, {
      message: 'The odds of all sectors add up to more than 100 %',
    }),
});
export type WheelSettings = z.infer<typeof wheelSettingsSchema>;

const SECTOR_COLOURS = ['#7048e8', '#f59f00', '#12b886', '#e64980', '#228be6', '#fa5252', '#40c057', '#fd7e14'];

/** §9: 8 sectors of which 4 are prizes, alternating win and no-win, labelled in every given language. */
export function defaultSectors(
  count: number,
  prizes: number,
  languages: readonly LanguageCode[] = ['en'],
): WheelSector[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `sector-${index + 1}`,
    sectorColour: SECTOR_COLOURS[index % SECTOR_COLOURS.length],
    imageUrl: null,
    text: Object.fromEntries(
      languages.map((language) => [
        language,
        index % 2 === 0 && index / 2 < prizes
          ? defaultPrizeLabel(language, index / 2 + 1)
          : WHEEL_DEFAULT_TEXTS[language].noWin,
      ]),
    ),
    textColour: '#ffffff',
    textFont: 'Montserrat',
    orderNumber: index,
    poolId: null,
    oddsBp: 0,
  }));
}

export const WHEEL_DEFAULTS = {
  ...COMMON_GAME_DEFAULTS,
  wheelSpeed: 1,
  idleSpinningSpeed: 0.2,
  legendEnabled: false,
  numberOfSectors: 8,
  numberOfPrizes: 4,
  wheelCenterImageUrl: null,
  wheelBorderColour: '#1a1b1e',
  wheelTickerImageUrl: null,
  outcomeImageUrl: null,
  sectors: defaultSectors(8, 4),
} satisfies WheelSettings;

/**
 * The capabilities both wheels share: defaults in the campaign's languages, stable sector ids, the
 * sectors' texts, the prizes they give and the wheel's publish checks.
 */
export function wheelCapabilities<S extends WheelSettings>(defaults: S) {
  return {
    defaultsFor: (languages: readonly LanguageCode[]): S => ({
      ...defaults,
      sectors: defaultSectors(defaults.numberOfSectors, defaults.numberOfPrizes, languages),
    }),
    listsWithIds: { sectors: 'sector' },
    localizedTexts: wheelLocalizedTexts,
    prizeSlots: wheelPrizeSlots,
    publishChecks: wheelPublishChecks,
    words: wheelWords,
  };
}

export const spinTheWheel = defineGame<WheelSettings>({
  type: 'spin-the-wheel',
  settingsVersion: 1,
  settingsSchema: wheelSettingsSchema,
  defaults: WHEEL_DEFAULTS,
  ...wheelCapabilities(WHEEL_DEFAULTS),
});
