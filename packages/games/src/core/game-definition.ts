import type { RegistrationType } from '@gc/contracts/campaign-document';
import type { z } from 'zod';

/** The result pages every game can end on (spec §9). */
export const RESULT_PAGES = ['win', 'lose', 'no-more-plays', 'campaign-expired'] as const;
export type ResultPage = (typeof RESULT_PAGES)[number];

/**
 * What a game type declares about itself; no React and no server code, so that the builder, the
 * player and the server can all import it. Each game folder exports one of these from definition.ts.
 */
export interface GameDefinition<Settings = unknown> {
  /** The campaign type this game implements, e.g. "spin-the-wheel". Unique across the registry. */
  readonly type: string;
  /** Version of the settings document; stored documents carry it and are migrated forward on read. */
  readonly settingsVersion: number;
  /** Validates the settings document of this type. */
  readonly settingsSchema: z.ZodType<Settings>;
  /** The settings a new campaign of this type starts with (spec §9 game defaults). */
  readonly defaults: Settings;
  /** The result pages this game may answer a play with. Defaults to all of RESULT_PAGES. */
  readonly resultPages?: readonly ResultPage[];
  /** Registration types the delivery-method dialog must not offer for this game (§4). Defaults to none. */
  readonly excludedRegistrationTypes?: readonly RegistrationType[];
  /**
   * Migration steps, keyed by the version they migrate FROM; step n turns a version-n document into n+1.
   * Optional: a game whose settings never changed has none.
   */
  readonly migrations?: Readonly<Record<number, (settings: unknown) => unknown>>;
}

/** Identity helper that keeps the literal types of a definition. */
export function defineGame<Settings>(definition: GameDefinition<Settings>): GameDefinition<Settings> {
  return definition;
}

export type VersionedSettings = { version: number; settings: unknown };

/** Brings a stored settings document up to the definition's version, step by step, then validates it. */
export function migrateSettings<Settings>(definition: GameDefinition<Settings>, stored: VersionedSettings): Settings {
  let { version, settings } = stored;
  if (version > definition.settingsVersion) {
    throw new Error(
      `${definition.type} settings version ${version} is newer than this code (${definition.settingsVersion})`,
    );
  }
  while (version < definition.settingsVersion) {
    const step = definition.migrations?.[version];
    if (!step) throw new Error(`${definition.type} has no migration from settings version ${version}`);
    settings = step(settings);
    version++;
  }
  return definition.settingsSchema.parse(settings);
}
