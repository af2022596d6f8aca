import { z } from 'zod';

/**
 * A campaign's game settings as `/api/v1/games/{type}/game-settings/{campaignId}` answers them: the
 * settings of the draft, validated by the type's definition in packages/games (whose schema types
 * `settings`), with the version of that schema. PUT takes the settings object alone as its body.
 */
export const gameSettingsSchema = z.object({
  version: z.number().int().min(1),
  settings: z.unknown(),
});
export type GameSettings = z.infer<typeof gameSettingsSchema>;

/**
 * What an update changed beyond what was sent (spec §7: quiz and guess-the-picture updates add them).
 * A game answers only those it knows; the platform passes them through as they are.
 */
export const gameSettingsChangesSchema = z.object({
  /** The number of questions differs from the one stored before the update. */
  numOfQuestionsChanged: z.boolean().optional(),
  /** The server lowered the question limit to the number of questions (a limit above them is never stored). */
  questionsLimitChanged: z.boolean().optional(),
});
export type GameSettingsChanges = z.infer<typeof gameSettingsChangesSchema>;

/** The answer to PUT: the stored settings, with what the update changed beyond what was sent. */
export const gameSettingsUpdateSchema = gameSettingsSchema.extend(gameSettingsChangesSchema.shape);
export type GameSettingsUpdate = z.infer<typeof gameSettingsUpdateSchema>;
