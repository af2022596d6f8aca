import type { RegistrationType } from '@gc/contracts/campaign-document';
import type { GameSettingsChanges } from '@gc/contracts/game-settings';
import type { LanguageCode } from '@gc/contracts/languages';
import type { ChecklistItem } from '@gc/contracts/publish-checklist';
import type { z } from 'zod';

/** The result pages every game can end on (spec §9). */
export const RESULT_PAGES = ['win', 'lose', 'no-more-plays', 'campaign-expired'] as const;
export type ResultPage = (typeof RESULT_PAGES)[number];

/** A prize the settings give away: the pool, its odds in basis points, and where it sits (`sectors.2.poolId`). */
/**
 * A place in the settings that gives a prize: `id` is the stable id of the item holding it (a sector, an
 * outcome), `field` where its pool is named (`sectors.2.poolId`).
 */
export type PrizeSlot = { id: string; poolId: string; oddsBp: number; field: string };

/** A text the game shows players, per language, and where it sits in the settings (`sectors.2.text`). */
export type LocalizedText = { field: string; values: Readonly<Record<string, string>> };

/**
 * The game's own result of a play in the player's language, for the result page (a quiz: "You scored
 * 2 of 3" and the outcome's title, text and picture). Each member is left out when the game has none.
 */
export type ResultSummary = { title?: string; text?: string; imageUrl?: string; scoreText?: string };

/**
 * A question whose answers a game keeps per play (a survey's), as the campaign's results view and the
 * responses export show it: `options` are what a player picks from (none for a free text), in order.
 */
export type ResponseQuestion = {
  id: string;
  kind: 'single' | 'multiple' | 'scale' | 'text';
  text: string;
  options: readonly { id: string; text: string }[];
};

/** A day the builder's preview can play on (a calendar's tile day), numbered as the marketer counts. */
export type PreviewDay = { date: string; dayNumber: number };

/** One play's answers by question id: the options picked, or the text typed (both empty: skipped). */
export type ResponseAnswers = Readonly<Record<string, { optionIds: readonly string[]; text: string }>>;

/** What a game's publish checks know of the campaign besides its settings. */
export type GameCheckContext = { languages: readonly LanguageCode[]; defaultLanguage: LanguageCode };

/** An update as the game settled it: the settings to validate and store, and what it changed beyond what was sent. */
export type SettledUpdate = { settings: unknown; changes: GameSettingsChanges };

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
  /**
   * The settings a new campaign of these languages starts with: `defaults` with the game's own words
   * in each language. Defaults to `defaults` as they are.
   */
  defaultsFor?(languages: readonly LanguageCode[]): Settings;
  /**
   * Settings keys holding lists whose items carry ids (§5 Lists), each with the prefix of the stable
   * ids that the server gives items added in the builder (NEWID_…) when the draft is saved, as it
   * does for outcomes. A dotted key names a list inside each item of another (`questions.answers`: each
   * question's answers, unique within their question). Defaults to none.
   */
  readonly listsWithIds?: Readonly<Record<string, string>>;
  /**
   * The texts players see, per language. The publish checklist reports languages that miss them, and
   * a campaign copied into new languages fills them from its default language. Defaults to none.
   */
  localizedTexts?(settings: Settings): readonly LocalizedText[];
  /** The prize pools the settings give away and at what odds (publishing checks them). Defaults to none. */
  prizeSlots?(settings: Settings): readonly PrizeSlot[];
  /**
   * The game's own publish checks (errors block publishing, warnings do not), with `field` relative
   * to the settings. Codes are the game's own (`wheel.…`); the builder translates them. Defaults to none.
   */
  publishChecks?(settings: Settings, context: GameCheckContext): readonly ChecklistItem[];
  /**
   * The settings as they may reach the public (the player API, the published page): a quiz leaves out its
   * correct answers. Applied wherever a release's settings leave the server. Defaults to the settings as they are.
   */
  publicSettings?(settings: Settings): unknown;
  /**
   * The game's own words for its buttons and results in `language` (the wheel: `spin`, `result`), or
   * undefined for a language it has none in; English is the fallback. Defaults to none.
   */
  words?(language: string): Readonly<Record<string, string>> | undefined;
  /**
   * The game's own result of a play (`result`, as its server decided it) in `language`, marketer texts
   * missing there in `fallbackLanguage`; null when there is nothing to show (an unknown outcome). Pure.
   * The player calls it with the public settings, the preview with its unvalidated working copy, so it
   * reads both defensively. Player.tsx exports the same function (GamePlayerModule), so the result page
   * gets it with the game's chunk. Defaults to none: the result page shows only the campaign's texts.
   */
  resultSummary?(settings: unknown, result: unknown, language: string, fallbackLanguage: string): ResultSummary | null;
  /**
   * The days whose play differs (a calendar: each tile's day), for the preview's "as on day N": read from
   * the builder's unvalidated working copy, so defensively. Defaults to none: the preview plays today.
   */
  previewDays?(settings: unknown): readonly PreviewDay[];
  /**
   * The questions whose answers a play keeps (a survey's), with texts in `language` (`fallbackLanguage`
   * filling the gaps), for the results view and the responses export. Defaults to none: the game keeps
   * no responses and the campaign has no results view.
   */
  responseQuestions?(settings: Settings, language: string, fallbackLanguage: string): readonly ResponseQuestion[];
  /**
   * A decided play's answers, read from its hidden state (plays.state) as the game's server left it;
   * null for a state that holds none. Pure; reads the state defensively (older plays, other versions).
   */
  responseAnswers?(state: unknown): ResponseAnswers | null;
  /**
   * An update of the settings (PUT game-settings) as the game settles it before it is validated: `sent`
   * as the client sent it (not validated yet, so read it defensively), `before` the stored settings.
   * Answers the settings to validate and store (a quiz lowers a question limit above its questions, spec
   * §7) and what the update changed beyond what was sent, which the update's answer carries as it is.
   * Defaults to the sent settings and no changes.
   */
  settleUpdate?(sent: unknown, before: Settings): SettledUpdate;
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
