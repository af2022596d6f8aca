import type { Campaign, CampaignStatus } from '@gc/contracts/campaigns';
import type { Violation } from '@gc/contracts/envelope';
import { hasChecklistErrors } from '@gc/contracts/publish-checklist';
import type { PublishRequest, Release } from '@gc/contracts/publishing';
import { findGameDefinition } from '@gc/games/definitions';
import type { Tx } from '../../db/client.ts';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/auth.ts';
import { freezeCustomCode } from '../advanced-builder/advanced-builder.service.ts';
import { readDocument } from '../campaigns/campaign-document.service.ts';
import { toCampaignResponse } from '../campaigns/campaigns.mapper.ts';
import {
  type CampaignRow,
  findCompanyCampaign,
  lockCompanyCampaign,
  updateCompanyCampaign,
} from '../campaigns/campaigns.repo.ts';
import { campaignNotFound } from '../campaigns/campaigns.service.ts';
import { checklistFailed } from './checklist/checklist-failed.ts';
import { POOL_GONE, type PoolStock } from './checklist/pool-stock.ts';
import { publishChecklist } from './checklist/publish-checklist.ts';
import { resolveSchedule } from './publish-schedule.ts';
import { checkPublishable, type PoolReference } from './publishable-document.ts';
import { companyTimeZone, insertRelease, lastReleaseNumber, listReleases, livePoolStocks } from './publishing.repo.ts';
import { toReleaseResponse } from './releases.mapper.ts';

export const DEBUG_MODE_TAG = 'debugModeEnabled';

const LIVE_STATUSES: readonly CampaignStatus[] = ['ACTIVE', 'SCHEDULED'];

const notPublishable = (violations: Violation[]) =>
  new AppError('INVALID_DOCUMENT', 400, violations[0]?.message ?? 'This campaign cannot be published yet.', {
    violations,
  });

function poolViolations(pools: ReadonlyMap<string, PoolStock>, references: PoolReference[]): Violation[] {
  return references.filter((r) => !pools.has(r.poolId)).map((r) => ({ field: r.field, message: POOL_GONE }));
}

function withDebugTag(tags: string[], isDebug: boolean): string[] {
  const others = tags.filter((tag) => tag !== DEBUG_MODE_TAG);
  return isDebug ? [...others, DEBUG_MODE_TAG] : others;
}

/** A campaign of the acting company, locked for the change; a deleted one is as good as gone. */
async function lockLiveable(tx: Tx, actor: Actor, campaignId: string): Promise<CampaignRow> {
  const row = await lockCompanyCampaign(tx, actor.companyId, campaignId);
  if (!row) throw campaignNotFound();
  if (row.status === 'DELETED') {
    throw new AppError('INVALID_STATUS_CHANGE', 409, 'A deleted campaign cannot be published or deactivated.');
  }
  return row;
}

/**
 * Spec §4 Publishing: freezes the draft into the next numbered release and makes it the one players
 * see, live now or on a schedule. Runs with the campaign row locked, so two publishes of one
 * campaign queue and get consecutive numbers, and a save cannot slip between check and freeze.
 */
export async function publishCampaign(
  ctx: AppContext,
  actor: Actor,
  input: PublishRequest,
  /** A retailer's publish endpoint takes its own game types only (§7 Build); /publish takes all. */
  acceptedTypes?: readonly string[],
): Promise<{ campaign: Campaign; release: Release }> {
  if (acceptedTypes && !acceptedTypes.includes(input.campaignType)) {
    const message = `This endpoint publishes ${acceptedTypes.join(', ')} campaigns only.`;
    throw new AppError('VALIDATION_FAILED', 400, message, { violations: [{ field: 'campaignType', message }] });
  }
  const options = input.publishOptions;
  const now = new Date();
  const timeZone = (await companyTimeZone(ctx.db, actor.companyId)) ?? 'UTC';
  const scheduled = resolveSchedule(options, timeZone, now);
  if (!scheduled.isValid) {
    throw new AppError('VALIDATION_FAILED', 400, scheduled.violations[0].message, {
      violations: scheduled.violations,
    });
  }
  const { schedule } = scheduled;

  return ctx.db.transaction(async (tx) => {
    const row = await lockLiveable(tx, actor, input.campaignId);
    if (row.type !== input.campaignType) {
      const message = 'The campaign type does not match this campaign.';
      throw new AppError('VALIDATION_FAILED', 400, message, { violations: [{ field: 'campaignType', message }] });
    }
    const definition = findGameDefinition(row.type);
    if (!definition) throw new AppError('CAMPAIGN_TYPE_UNAVAILABLE', 400, 'This game type cannot be published yet.');
    const draft = readDocument(row.document);
    const check = checkPublishable(definition, draft);
    if (!check.isPublishable) throw notPublishable(check.violations);
    const pools = await livePoolStocks(
      tx,
      actor.companyId,
      check.poolReferences.map((r) => r.poolId),
    );
    const missingPools = poolViolations(pools, check.poolReferences);
    if (missingPools.length > 0) throw notPublishable(missingPools);
    // The checklist's errors block here too, so no client can publish past them.
    const checklist = publishChecklist(definition, draft, pools, undefined);
    if (hasChecklistErrors(checklist)) throw checklistFailed(checklist);

    const release = await insertRelease(tx, {
      companyId: actor.companyId,
      campaignId: row.id,
      number: (await lastReleaseNumber(tx, actor.companyId, row.id)) + 1,
      campaignType: row.type,
      document: check.document,
      // The acting tenant comes from the session, never from the body's companyId.
      publishOptions: {
        mode: options.mode,
        endpoint: options.endpoint ?? null,
        debugModeEnabled: options.debugModeEnabled,
        cookieless: options.cookieless,
        analytics: options.analytics,
        startDate: options.startDate ?? null,
        endDate: options.endDate ?? null,
        timeZone,
      },
      publishedBy: actor.email,
      publishedAt: now,
    });
    // Issue 17: the advanced builder's HTML and CSS are frozen beside the release, sanitised again.
    const pageKeys = check.document.pages.filter((page) => page.type === 'page').map((page) => page.key);
    await freezeCustomCode(tx, actor.companyId, row.id, release.id, pageKeys);
    // Republishing a campaign that is already live keeps the day it went live ("Date started").
    const keepsStart = schedule.status === 'ACTIVE' && row.status === 'ACTIVE' && row.startDate !== null;
    const updated = await updateCompanyCampaign(tx, actor.companyId, row.id, {
      status: schedule.status,
      startDate: keepsStart ? row.startDate : schedule.startDate,
      endDate: schedule.endDate,
      tags: withDebugTag(row.tags, options.debugModeEnabled),
      productionUrl: `${ctx.config.publicUrl}/p/${row.slug}`,
      currentReleaseId: release.id,
    });
    if (!updated) throw campaignNotFound();
    return { campaign: toCampaignResponse(updated), release: toReleaseResponse(release) };
  });
}

/**
 * PUT /build/deactivate: a live or scheduled campaign stops (players see the campaign-expired page);
 * its releases stay, so publishing again continues the numbering.
 */
export function deactivateCampaign(ctx: AppContext, actor: Actor, campaignId: string): Promise<Campaign> {
  return ctx.db.transaction(async (tx) => {
    const row = await lockLiveable(tx, actor, campaignId);
    if (!LIVE_STATUSES.includes(row.status as CampaignStatus)) {
      throw new AppError('INVALID_STATUS_CHANGE', 409, 'Only an active or scheduled campaign can be deactivated.');
    }
    const updated = await updateCompanyCampaign(tx, actor.companyId, row.id, { status: 'INACTIVE' });
    if (!updated) throw campaignNotFound();
    return toCampaignResponse(updated);
  });
}

export async function campaignReleases(ctx: AppContext, actor: Actor, campaignId: string): Promise<Release[]> {
  const campaign = await findCompanyCampaign(ctx.db, actor.companyId, campaignId);
  if (!campaign) throw campaignNotFound();
  const rows = await listReleases(ctx.db, actor.companyId, campaignId);
  return rows.map(toReleaseResponse);
}
