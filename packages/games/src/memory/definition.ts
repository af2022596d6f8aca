import type { LanguageCode } from '@gc/contracts/languages';
import type { z } from 'zod';
import { COMMON_GAME_DEFAULTS, commonGameSettingsSchema } from '../core/common-settings.ts';
import { defineGame } from '../core/game-definition.ts';
import { memoryLocalizedTexts, memoryPrizeSlots, memoryPublicSettings, memoryPublishChecks } from './memory-checks.ts';
import { defaultMemoryTiles, defaultTimeOutcomes } from './memory-defaults.ts';
import { checkMemory, memoryFields } from './memory-schemas.ts';
import { memoryResultSummary } from './result-summary.ts';
import { memoryWords } from './words.ts';

/** Spec §3 Memory on top of the common settings: the cover, the tiles (each one pair), outcomes by time. */
export const memorySettingsSchema = commonGameSettingsSchema.extend(memoryFields).superRefine(checkMemory);
export type MemorySettings = z.infer<typeof memorySettingsSchema>;

/** A 4×4 board of numbered tiles under the campaign's colours; a minute or less is the fast outcome. */
export const MEMORY_DEFAULTS = {
  ...COMMON_GAME_DEFAULTS,
  coverImageUrl: null,
  tiles: defaultMemoryTiles(['en']),
  outcomes: defaultTimeOutcomes(['en']),
} satisfies MemorySettings;

export const memory = defineGame<MemorySettings>({
  type: 'memory',
  settingsVersion: 1,
  settingsSchema: memorySettingsSchema,
  defaults: MEMORY_DEFAULTS,
  defaultsFor: (languages: readonly LanguageCode[]): MemorySettings => ({
    ...MEMORY_DEFAULTS,
    tiles: defaultMemoryTiles(languages),
    outcomes: defaultTimeOutcomes(languages),
  }),
  listsWithIds: { tiles: 'tile', outcomes: 'outcome' },
  localizedTexts: memoryLocalizedTexts,
  prizeSlots: memoryPrizeSlots,
  publishChecks: memoryPublishChecks,
  publicSettings: memoryPublicSettings,
  words: memoryWords,
  resultSummary: memoryResultSummary,
});
