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
