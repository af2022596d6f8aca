import type { CampaignDocument } from '@gc/contracts/campaign-document';
import { isCampaignType } from '@gc/contracts/campaign-types';
import type { PublishedCampaign } from '@gc/contracts/play';
import { gamePublicSettings } from '@gc/games/core/game-capabilities';
import { migrateSettings } from '@gc/games/core/game-definition';
import { findGameDefinition } from '@gc/games/definitions';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type AnalyticsOptions, analyticsOptionsOf } from '../analytics/analytics-options.ts';
import { readDocument } from '../campaigns/campaign-document.service.ts';
import { type Availability, availabilityOf } from './availability.ts';
import { canDecide } from './game-decision.ts';
import { type CampaignRow, findPublishedCampaign, findRelease } from './play.repo.ts';
import { localDay } from './play-day.ts';
import { type PlayRules, playRulesOf } from './play-rules.ts';

/** A release as the player API uses it: validated once, then kept (a release never changes). */
export type LoadedRelease = {
  id: string;
  companyId: string;
  campaignId: string;
  number: number;
  campaignType: string;
  /**
   * The document players receive (the API, the published page): the game's public settings
   * (publicSettings: a quiz leaves out its answers) without odds and pool ids.
   */
  playerDocument: CampaignDocument;
  isDebug: boolean;
  /** What the published page may collect (publishOptions.analytics and cookieless, chosen at publish). */
  analytics: AnalyticsOptions;
  /** The game's settings and the rules read from them; null when this server cannot play its type. */
  game: { settings: unknown; rules: PlayRules } | null;
};

export type LoadedCampaign = {
  row: CampaignRow;
  release: LoadedRelease;
  availability: Availability;
};

const SLUG = /^[a-z0-9-]{1,100}$/;
const RELEASE_CACHE_SIZE = 1_000;
/** Releases are immutable, so any process may keep them; the campaign row (status, dates) is read every time. */
const releaseCache = new Map<string, LoadedRelease>();

export const campaignNotFound = () => new AppError('CAMPAIGN_NOT_FOUND', 404, 'This campaign does not exist.');

/** The campaign behind /p/{slug} with its current release, or a 404 for drafts, deleted and unknown slugs. */
export async function loadPublishedCampaign(db: DbOrTx, slug: string, nowMs = Date.now()): Promise<LoadedCampaign> {
  if (!SLUG.test(slug)) throw campaignNotFound();
  const row = await findPublishedCampaign(db, slug);
  if (!row) throw campaignNotFound();
  const release = await loadRelease(db, row.current_release_id);
  return { row, release, availability: availabilityOf(row.status, row.start_ms, row.end_ms, nowMs) };
}

/**
 * How old the campaign row a play uses may be. Within this time a deactivation, a new release or a
 * changed schedule may not yet reach plays in this process (the dates themselves are still checked
 * against the clock on every play), while a viral campaign costs one campaign read per interval
 * instead of one per play.
 */
export const PLAY_CAMPAIGN_MAX_AGE_MS = 2_000;
const PLAY_CAMPAIGN_CACHE_SIZE = 1_000;
/** Per database (one app per database), so that two apps in one process never share rows. */
const recentCampaigns = new WeakMap<object, Map<string, { row: CampaignRow; readAtMs: number }>>();

/**
 * As loadPublishedCampaign, for the play request only (the hot path): the campaign row may be up to
 * PLAY_CAMPAIGN_MAX_AGE_MS old. Only a playable row is kept: an unknown slug or a draft is read again.
 */
export async function loadCampaignForPlay(db: DbOrTx, slug: string, nowMs = Date.now()): Promise<LoadedCampaign> {
  if (!SLUG.test(slug)) throw campaignNotFound();
  let recent = recentCampaigns.get(db);
  if (!recent) {
    recent = new Map();
    recentCampaigns.set(db, recent);
  }
  const cached = recent.get(slug);
  let row = cached && nowMs - cached.readAtMs < PLAY_CAMPAIGN_MAX_AGE_MS ? cached.row : null;
  if (!row) {
    row = await findPublishedCampaign(db, slug);
    if (!row) throw campaignNotFound();
    recent.delete(slug);
    if (recent.size >= PLAY_CAMPAIGN_CACHE_SIZE) recent.delete(recent.keys().next().value as string);
    recent.set(slug, { row, readAtMs: nowMs });
  }
  const release = await loadRelease(db, row.current_release_id);
  return { row, release, availability: availabilityOf(row.status, row.start_ms, row.end_ms, nowMs) };
}

/** A release by id (a multi-step play's own release), validated once and kept like the current ones. */
export async function loadRelease(db: DbOrTx, releaseId: string): Promise<LoadedRelease> {
  const cached = releaseCache.get(releaseId);
  if (cached) return cached;
  const row = await findRelease(db, releaseId);
  const document = row ? readReleaseDocument(row.document) : null;
  if (!row || !document) {
    // A release is validated when published; one that is not readable now is our fault, not the player's.
    throw new AppError('SERVICE_UNAVAILABLE', 503, 'This campaign cannot be shown right now.');
  }
  const release: LoadedRelease = {
    id: row.id,
    companyId: row.company_id,
    campaignId: row.campaign_id,
    number: row.number,
    campaignType: row.campaign_type,
    playerDocument: withoutPrizeInternals(row.campaign_type, document),
    isDebug: (row.publish_options as { debugModeEnabled?: unknown } | null)?.debugModeEnabled === true,
    analytics: analyticsOptionsOf(row.publish_options),
    game: gameOf(row.campaign_type, document),
  };
  if (releaseCache.size >= RELEASE_CACHE_SIZE) releaseCache.delete(releaseCache.keys().next().value as string);
  releaseCache.set(releaseId, release);
  return release;
}

/** A release's frozen document in today's shape (releases of older versions migrate on read), or null. */
function readReleaseDocument(stored: unknown): CampaignDocument | null {
  try {
    return readDocument(stored);
  } catch {
    return null;
  }
}

function gameOf(type: string, document: CampaignDocument): LoadedRelease['game'] {
  const definition = findGameDefinition(type);
  if (!definition || !canDecide(type)) return null;
  try {
    const settings = migrateSettings(definition, document.game);
    return { settings, rules: playRulesOf(settings as Parameters<typeof playRulesOf>[0], document) };
  } catch {
    return null;
  }
}

/** Keys of the game settings that only the server needs: which pool a sector draws from, and its odds. */
const SERVER_ONLY_KEYS = new Set(['poolId', 'poolIds', 'oddsBp']);

function stripServerOnly(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripServerOnly);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, inner]) => (SERVER_ONLY_KEYS.has(key) ? [] : [[key, stripServerOnly(inner)]])),
  );
}

function withoutPrizeInternals(type: string, document: CampaignDocument): CampaignDocument {
  const definition = findGameDefinition(type);
  let game = document.game;
  // Only a game that hides something is read here: the others' settings reach players as they are stored.
  if (definition?.publicSettings) {
    try {
      const settings = gamePublicSettings(definition, migrateSettings(definition, document.game));
      game = { version: definition.settingsVersion, settings };
    } catch {
      // Settings the game cannot read are not played (gameOf); nothing of them is shown either.
      game = { version: definition.settingsVersion, settings: {} };
    }
  }
  return { ...document, game: { ...game, settings: stripServerOnly(game.settings) } };
}

export function toPublishedCampaign({ row, release, availability }: LoadedCampaign): PublishedCampaign {
  const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
  if (!isCampaignType(release.campaignType)) throw campaignNotFound();
  return {
    campaignId: row.id,
    slug: row.slug,
    campaignType: release.campaignType,
    availability,
    today: localDay(row.time_zone),
    startDate: iso(row.start_ms),
    endDate: iso(row.end_ms),
    releaseNumber: release.number,
    document: release.playerDocument,
    isDebug: release.isDebug,
    analytics: release.analytics,
  };
}
