import type { GameDefinition, VersionedSettings } from '@gc/games/core/game-definition';
import { migrateSettings } from '@gc/games/core/game-definition';

export type ReadSettings = { kind: 'ok'; settings: Record<string, unknown> } | { kind: 'unreadable'; message: string };

/**
 * The settings the Game section edits. A document of the current version is taken as it is (the
 * working copy may be mid-edit, e.g. odds over 100 % that the editor flags; re-validating would hide
 * the editor behind an error); an older one is migrated forward as the server does on save. Missing
 * keys come from the type's defaults, so a sparse document still fills every input.
 */
export function readGameSettings(definition: GameDefinition, stored: VersionedSettings): ReadSettings {
  try {
    const settings =
      stored.version === definition.settingsVersion ? stored.settings : migrateSettings(definition, stored);
    if (typeof settings !== 'object' || settings === null || Array.isArray(settings)) {
      return { kind: 'unreadable', message: 'The game settings are not an object.' };
    }
    return { kind: 'ok', settings: { ...(definition.defaults as Record<string, unknown>), ...settings } };
  } catch (error) {
    return { kind: 'unreadable', message: (error as Error).message };
  }
}
