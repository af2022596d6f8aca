import type { LanguageCode } from '@gc/contracts/languages';
import type { z } from 'zod';
import { COMMON_GAME_DEFAULTS, commonGameSettingsSchema } from '../core/common-settings.ts';
import { defineGame } from '../core/game-definition.ts';
import {
  boardProblems,
  pathLocalizedTexts,
  pathPrizeSlots,
  pathPublicSettings,
  pathPublishChecks,
} from './path-checks.ts';
import { defaultPrizeTexts } from './path-default-texts.ts';
import { type PathPrize, pathFields } from './path-schemas.ts';
import { pathResultSummary } from './result-summary.ts';
import { pathWords } from './words.ts';

/**
 * The retailer's path game on top of the common settings (spec §3): a path of squares, a number of die
 * rolls per play, and prizes sitting on squares. A board no play could follow as configured (a prize
 * square past the path or out of the rolls' reach, odds over 100 %, no square left to lose on) is refused
 * on save: the checks are cheap, and the server could not draw such a play.
 */
export const retailerPathSettingsSchema = commonGameSettingsSchema.extend(pathFields).superRefine((settings, ctx) => {
  for (const problem of boardProblems(settings)) {
    ctx.addIssue({
      code: 'custom',
      path: problem.field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
      message: problem.message,
    });
  }
});
export type RetailerPathSettings = z.infer<typeof retailerPathSettingsSchema>;

/** One prize on the last square, waiting for its pool. */
export function defaultPathPrizes(languages: readonly LanguageCode[], pathLength = 16): PathPrize[] {
  return [{ id: 'prize-1', text: defaultPrizeTexts(languages), squares: [pathLength], poolId: null, oddsBp: 0 }];
}

/** Sixteen squares, three rolls a play (a play ends on squares 3 to 16), a prize at the finish. */
export const RETAILER_PATH_DEFAULTS = {
  ...COMMON_GAME_DEFAULTS,
  pathLength: 16,
  rollsPerPlay: 3,
  prizes: defaultPathPrizes(['en']),
} satisfies RetailerPathSettings;

export const retailerPath = defineGame<RetailerPathSettings>({
  type: 'retailer-path',
  settingsVersion: 1,
  settingsSchema: retailerPathSettingsSchema,
  defaults: RETAILER_PATH_DEFAULTS,
  defaultsFor: (languages) => ({ ...RETAILER_PATH_DEFAULTS, prizes: defaultPathPrizes(languages) }),
  listsWithIds: { prizes: 'prize' },
  localizedTexts: pathLocalizedTexts,
  prizeSlots: pathPrizeSlots,
  publishChecks: pathPublishChecks,
  publicSettings: pathPublicSettings,
  words: pathWords,
  resultSummary: pathResultSummary,
});
