import { randomUUID } from 'node:crypto';
import {
  CAMPAIGN_DOCUMENT_VERSION,
  type CampaignDocument,
  campaignDocumentSchema,
  DEFAULT_REGISTRATION_OPTIONS,
  NO_AD,
  type RegistrationType,
} from '@gc/contracts/campaign-document';
import { newCampaignDocument } from '@gc/contracts/campaign-document-defaults';
import { documentViolations, mergePatch } from '@gc/contracts/campaign-document-rules';
import type { Violation } from '@gc/contracts/envelope';
import type { GameSettingsChanges } from '@gc/contracts/game-settings';
import type { LanguageCode } from '@gc/contracts/languages';
import {
  gameSettingsWithStableIds,
  gameSettledUpdate,
  newGameSettings,
  withStableIds,
} from '@gc/games/core/game-capabilities';
import { type GameDefinition, migrateSettings } from '@gc/games/core/game-definition';
import { findGameDefinition } from '@gc/games/definitions';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { repairDocument } from './document-repairs.ts';

/**
 * Document migrations, keyed by the version they migrate FROM (STYLE: stored documents migrate
 * forward on read, in named steps). Version 1 is the first; later versions add steps here.
 */
const DOCUMENT_MIGRATIONS: Record<number, (document: Record<string, unknown>) => Record<string, unknown>> = {
  /** 1 → 2: the registration options of issue 9 (e-mail verification, voucher only by e-mail), both off. */
  1: function addRegistrationOptions(document) {
    return { ...document, registrationOptions: { ...DEFAULT_REGISTRATION_OPTIONS } };
  },
  /** 2 → 3: issue 13's ad after a win (spec §3 Ads) and retail brand (§9), neither. */
  2: function addAdAndBrand(document) {
    const styleOptions = document.styleOptions as Record<string, unknown> | undefined;
    return { ...document, ad: { ...NO_AD }, styleOptions: { ...styleOptions, brand: null } };
  },
};

/**
 * A stored document brought up to the current version and repaired (document-repairs.ts); a document
 * that cannot be read is a server fault. Drafts and releases alike: a release frozen before a version
 * change is read through the same steps, so the player API sees every release in today's shape.
 */
export function readDocument(stored: unknown): CampaignDocument {
  let document = stored as Record<string, unknown>;
  let version = typeof document.version === 'number' ? document.version : 1;
  while (version < CAMPAIGN_DOCUMENT_VERSION) {
    const step = DOCUMENT_MIGRATIONS[version];
    if (!step) throw new Error(`No campaign document migration from version ${version}`);
    document = { ...step(document), version: version + 1 };
    version++;
  }
  return campaignDocumentSchema.parse(repairDocument(document));
}

const UNAVAILABLE_REGISTRATION = 'This delivery method is not available for this game type.';

/** §4: a game may exclude registration types (the advanced wheel has no noDelivery); the API refuses them too. */
function registrationViolations(type: string, registrationType: RegistrationType): Violation[] {
  const excluded = findGameDefinition(type)?.excludedRegistrationTypes ?? [];
  return excluded.includes(registrationType) ? [{ field: 'registrationType', message: UNAVAILABLE_REGISTRATION }] : [];
}

export function newDocumentFor(type: string, languages: LanguageCode[], registrationType: RegistrationType) {
  const game = findGameDefinition(type);
  if (!game) throw new AppError('CAMPAIGN_TYPE_UNAVAILABLE', 400, 'This game type cannot be created yet.');
  const violations = registrationViolations(type, registrationType);
  if (violations.length > 0) throw new AppError('VALIDATION_FAILED', 400, UNAVAILABLE_REGISTRATION, { violations });
  return newCampaignDocument({
    languages,
    registrationType,
    // The game's own words (the wheel's sector labels) in the campaign's languages, as the page texts.
    game: { version: game.settingsVersion, settings: newGameSettings(game, languages) },
  });
}

const invalidDocument = (violations: Violation[]) =>
  new AppError('INVALID_DOCUMENT', 400, violations[0]?.message ?? 'The campaign could not be saved.', { violations });

function zodViolations(error: z.ZodError): Violation[] {
  return error.issues.slice(0, 50).map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
}

/** Deeper than any part of a real document (outcomes.N.customAttributes.attributes.N.attributeValue is 6). */
const MAX_CHANGE_DEPTH = 24;
/**
 * A draft's largest stored size. Every text of §3 at its longest in 16 languages is about 220 KB; texts
 * merge key by key, so without a bound a document could grow by a request's worth with every save.
 */
const MAX_DOCUMENT_BYTES = 512 * 1024;

/** Whether a value nests deeper than `limit`; stops at the limit, so a hostile body cannot exhaust the stack. */
function nestsDeeperThan(value: unknown, limit: number): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (limit === 0) return true;
  return Object.values(value).some((child) => nestsDeeperThan(child, limit - 1));
}

function depthViolations(changes: Record<string, unknown>): Violation[] {
  return Object.entries(changes)
    .filter(([, value]) => nestsDeeperThan(value, MAX_CHANGE_DEPTH))
    .map(([field]) => ({ field, message: 'This part of the campaign is nested too deeply.' }));
}

/** The document's size, naming its largest part so that the builder can point at the section to shorten. */
function sizeViolations(document: CampaignDocument): Violation[] {
  const sizes = Object.entries(document).map(
    ([field, value]) => [field, Buffer.byteLength(JSON.stringify(value))] as const,
  );
  const total = sizes.reduce((sum, [, size]) => sum + size, 0);
  if (total <= MAX_DOCUMENT_BYTES) return [];
  const [largest] = [...sizes].sort((a, b) => b[1] - a[1]);
  return [
    {
      field: largest[0],
      message: `The campaign is too large to save (at most ${MAX_DOCUMENT_BYTES / 1024} KB of content).`,
    },
  ];
}

function gameSettingsViolations(error: unknown): Violation[] {
  const issues = (error as { issues?: z.ZodError['issues'] }).issues;
  return issues
    ? issues.slice(0, 50).map((i) => ({ field: ['game', 'settings', ...i.path].join('.'), message: i.message }))
    : [{ field: 'game', message: (error as Error).message }];
}

const randomHex = () => randomUUID().replaceAll('-', '');

/**
 * §5 Lists: items the builder adds carry NEWID_… ids until they are saved; the saved draft gives
 * them stable ones, which the builder then edits by: the outcomes, and the lists the game declares
 * (the wheel's sectors), through one mechanism.
 */
function withStableListIds(document: CampaignDocument, game: GameDefinition | undefined): CampaignDocument {
  const outcomes = withStableIds(document.outcomes, 'outcome', randomHex);
  const settings = game ? gameSettingsWithStableIds(game, document.game.settings, randomHex) : document.game.settings;
  if (outcomes === document.outcomes && settings === document.game.settings) return document;
  return { ...document, outcomes: [...outcomes], game: { ...document.game, settings } };
}

/**
 * The saved game part as the game settles it against the settings it replaces (a quiz lowers a question
 * limit above its questions), with what that changed. A stored part that no longer reads is replaced as
 * sent, for the schema to judge.
 */
function settledGame(
  game: GameDefinition,
  current: CampaignDocument['game'],
  sent: CampaignDocument['game'],
): { game: CampaignDocument['game']; changes: GameSettingsChanges } {
  let before: unknown;
  try {
    before = migrateSettings(game, current);
  } catch {
    return { game: sent, changes: {} };
  }
  const settled = gameSettledUpdate(game, sent.settings, before);
  return { game: { ...sent, settings: settled.settings }, changes: settled.changes };
}

/** A draft with a change applied, and what the game changed beyond what was sent (spec §7). */
export type AppliedChanges = { document: CampaignDocument; gameChanges: GameSettingsChanges };

/**
 * Merges a saved part into the draft and checks the whole result: its shape, the rules that span
 * fields, the game's own settings and its size. Anything wrong is refused with every violation, and
 * the draft stays as it was. A saved game part is first settled by its game.
 */
export function applyChanges(
  type: string,
  current: CampaignDocument,
  changes: Record<string, unknown>,
): AppliedChanges {
  const { version: _ignored, ...rest } = changes;
  const tooDeep = depthViolations(rest);
  if (tooDeep.length > 0) throw invalidDocument(tooDeep);
  const merged = mergePatch(current, rest);
  const parsed = campaignDocumentSchema.safeParse(merged);
  if (!parsed.success) throw invalidDocument(zodViolations(parsed.error));
  const violations = [
    ...documentViolations(parsed.data),
    ...registrationViolations(type, parsed.data.registrationType),
  ];
  if (violations.length > 0) throw invalidDocument(violations);
  let document = parsed.data;
  let gameChanges: GameSettingsChanges = {};
  const game = findGameDefinition(type);
  if (game && 'game' in changes) {
    const settled = settledGame(game, current.game, document.game);
    gameChanges = settled.changes;
    try {
      document = {
        ...document,
        game: { version: game.settingsVersion, settings: migrateSettings(game, settled.game) },
      };
    } catch (error) {
      throw invalidDocument(gameSettingsViolations(error));
    }
  }
  const tooLarge = sizeViolations(document);
  if (tooLarge.length > 0) throw invalidDocument(tooLarge);
  return { document: withStableListIds(document, game), gameChanges };
}
