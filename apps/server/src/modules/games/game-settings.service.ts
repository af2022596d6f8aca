import { isCampaignType } from '@gc/contracts/campaign-types';
import type { GameSettings, GameSettingsUpdate } from '@gc/contracts/game-settings';
import { gameSettledUpdate } from '@gc/games/core/game-capabilities';
import { type GameDefinition, migrateSettings } from '@gc/games/core/game-definition';
import { findGameDefinition } from '@gc/games/definitions';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/auth.ts';
import { readDocument } from '../campaigns/campaign-document.service.ts';
import { saveCampaignDraft } from '../campaigns/campaign-drafts.service.ts';
import { type CampaignRow, findCompanyCampaign, lockCompanyCampaign } from '../campaigns/campaigns.repo.ts';
import { campaignNotFound } from '../campaigns/campaigns.service.ts';
import { writeAudit } from '../prizes/prize-audit.repo.ts';
import { companyPoolIdsAmong } from './game-settings.repo.ts';
import {
  isPoolIdShaped,
  parseSettings,
  poolReferences,
  withDerivedPoolIds,
  withPlaysPerDayRule,
} from './game-settings-rules.ts';
import { oddsChanges } from './odds-changes.ts';

/** The definition of a type from the URL: a known type without a game yet and an unknown one are both refused. */
function definitionOf(type: string): GameDefinition {
  const definition = findGameDefinition(type);
  if (definition) return definition;
  if (isCampaignType(type)) {
    throw new AppError('CAMPAIGN_TYPE_UNAVAILABLE', 400, 'This game type has no settings yet.');
  }
  throw new AppError('VALIDATION_FAILED', 400, 'Unknown campaign type', {
    violations: [{ field: 'type', message: 'Unknown campaign type' }],
  });
}

/** A campaign of another type has no settings of this type: as far as this address goes, it is not there. */
function ofType(row: CampaignRow | undefined, type: string): CampaignRow {
  if (!row) throw campaignNotFound();
  if (row.type !== type) throw new AppError('CAMPAIGN_NOT_FOUND', 404, `This campaign is not a ${type} campaign.`);
  return row;
}

export async function getGameSettings(
  ctx: AppContext,
  actor: Actor,
  type: string,
  campaignId: string,
): Promise<GameSettings> {
  const definition = definitionOf(type);
  const row = ofType(await findCompanyCampaign(ctx.db, actor.companyId, campaignId), type);
  return {
    version: definition.settingsVersion,
    settings: migrateSettings(definition, readDocument(row.document).game),
  };
}

/** A save's body: the whole settings (PUT), or some top-level keys laid over the stored ones (PATCH). */
export type SettingsChange = { kind: 'replace'; settings: unknown } | { kind: 'merge'; keys: Record<string, unknown> };

/**
 * Lets the game settle the update (a quiz lowers a question limit above its questions), validates the
 * settings by the type's schema, applies the §5 plays-per-day rule, checks that every prize they give
 * away is one of the company's pools, and saves them into the draft through the campaigns module (which
 * checks the whole document). A change of any sector's prize or odds is written to the prize audit log in
 * the same transaction, so it cannot go unlogged. The answer carries what the game says the update
 * changed beyond what was sent (spec §7), as the game says it. A merge (spec §7: memory's settings are
 * PATCHed) lays its keys over the settings as stored under the row's lock, so two merges of different
 * keys both stay.
 */
export async function saveGameSettings(
  ctx: AppContext,
  actor: Actor,
  type: string,
  campaignId: string,
  change: SettingsChange,
): Promise<GameSettingsUpdate> {
  const definition = definitionOf(type);
  return ctx.db.transaction(async (tx) => {
    // Locked first: the game settles the update against the settings it replaces.
    const row = ofType(await lockCompanyCampaign(tx, actor.companyId, campaignId), type);
    const stored = readDocument(row.document).game;
    const before = migrateSettings(definition, stored);
    const sent =
      change.kind === 'replace' ? change.settings : { ...(before as Record<string, unknown>), ...change.keys };
    const settled = gameSettledUpdate(definition, sent, before);
    const settings = withPlaysPerDayRule(parseSettings(definition, settled.settings));
    const references = poolReferences(definition, settings);
    const lookedUp = [...new Set(references.map((r) => r.poolId).filter(isPoolIdShaped))];
    const pools = await companyPoolIdsAmong(tx, actor.companyId, lookedUp);
    const violations = references
      .filter((reference) => !pools.has(reference.poolId))
      .map(({ field, message }) => ({ field, message }));
    if (violations.length > 0) {
      throw new AppError('VALIDATION_FAILED', 400, violations[0].message, { violations });
    }

    const withPoolIds = withDerivedPoolIds(definition, settings);
    // The save runs inside this transaction (as a savepoint), so the audit rows commit with it or not at all.
    const draft = await saveCampaignDraft({ ...ctx, db: tx }, actor, campaignId, {
      changes: { game: { version: definition.settingsVersion, settings: withPoolIds } },
    });
    const saved = draft.document.game;
    for (const change of oddsChanges(definition, stored.settings, saved.settings)) {
      await writeAudit(tx, actor, {
        action: 'odds.changed',
        campaignId,
        poolId: change.after?.poolId ?? change.before?.poolId ?? null,
        details: change,
      });
    }
    return { ...settled.changes, version: saved.version, settings: saved.settings };
  });
}
