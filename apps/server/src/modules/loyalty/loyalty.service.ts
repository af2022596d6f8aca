import type {
  LoyaltyAward,
  LoyaltyAwardDetail,
  LoyaltyAwardStatus,
  LoyaltyBalance,
  LoyaltyFormResult,
  LoyaltyFormSubmit,
  LoyaltyIntegration,
  LoyaltyIntegrationBody,
  LoyaltyOutcomeSetting,
  SpendingPoints,
  SpendingPointsBody,
} from '@gc/contracts/loyalty';
import { and, count, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import {
  loyaltyIntegrations,
  loyaltyLedger,
  loyaltyOutcomeSettings,
  loyaltySpendingPoints,
} from '../../db/schema/index.ts';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { readDocument } from '../campaigns/campaign-document.service.ts';
import {
  type CampaignRow,
  findCompanyCampaign,
  lockCompanyCampaign,
  updateCompanyCampaign,
} from '../campaigns/campaigns.repo.ts';
import { campaignNotFound } from '../campaigns/campaigns.service.ts';
import { toAttempt } from '../integrations/attempt-log.ts';
import { urlRefusal } from '../integrations/url-guard.ts';
import { findAppSecret, replaceAppSecret } from './app-secret.repo.ts';
import { type AwardRow, findAward, listAwardAttempts, listAwards, retryDeadAward } from './award-deliveries.repo.ts';
import { newAppSecret } from './client-user-signature.ts';
import { addPoints, balanceOf, insertLedgerEntry } from './loyalty-ledger.repo.ts';
import { isRegisterPageIncluded, withLoyaltyRegistration } from './loyalty-registration.ts';

type IntegrationRow = typeof loyaltyIntegrations.$inferSelect;
type SettingRow = typeof loyaltyOutcomeSettings.$inferSelect;
type SpendingRow = typeof loyaltySpendingPoints.$inferSelect;

const integrationNotFound = () => notFound('Loyalty integration');
const keyTaken = () =>
  new AppError('VALIDATION_FAILED', 409, 'A loyalty integration with this key exists already.', {
    violations: [{ field: 'key', message: 'A loyalty integration with this key exists already.' }],
  });

const toIntegration = (row: IntegrationRow): LoyaltyIntegration => ({
  id: row.id,
  key: row.key,
  name: row.name,
  endpointUrl: row.endpointUrl,
  loyaltyIntegration: { key: row.key },
});

const toSetting = (row: SettingRow): LoyaltyOutcomeSetting => ({
  id: row.id,
  outcomeId: row.outcomeId,
  companyIntegrationId: row.companyIntegrationId,
  identifier: row.identifier,
  points: row.points,
  campaignId: row.campaignId,
  integrationKey: row.integrationKey,
});

const toSpending = (row: SpendingRow, key: string): SpendingPoints => ({
  id: row.id,
  campaignId: row.campaignId,
  companyIntegrationId: row.companyIntegrationId,
  pointsPerPlay: row.pointsPerPlay,
  integrationKey: key,
});

// --- company integrations -------------------------------------------------------------------------

export async function listIntegrations(ctx: AppContext, actor: Actor): Promise<LoyaltyIntegration[]> {
  const rows = await ctx.db
    .select()
    .from(loyaltyIntegrations)
    .where(eq(loyaltyIntegrations.companyId, actor.companyId))
    .orderBy(loyaltyIntegrations.createdAt, loyaltyIntegrations.id);
  return rows.map(toIntegration);
}

async function integrationOf(db: DbOrTx, actor: Actor, id: string): Promise<IntegrationRow> {
  const [row] = await db
    .select()
    .from(loyaltyIntegrations)
    .where(and(eq(loyaltyIntegrations.companyId, actor.companyId), eq(loyaltyIntegrations.id, id)));
  if (!row) throw integrationNotFound();
  return row;
}

/** The program's address as saved: never an internal one (docs/security.md), as for lead destinations. */
async function refuseInternalEndpoint(ctx: AppContext, body: LoyaltyIntegrationBody): Promise<void> {
  if (!body.endpointUrl) return;
  const refusal = await urlRefusal(body.endpointUrl, { allowPrivate: ctx.config.leadDelivery.allowPrivateUrls });
  if (!refusal) return;
  const message = `This URL cannot receive awarded points: ${refusal}.`;
  throw new AppError('VALIDATION_FAILED', 400, message, { violations: [{ field: 'endpointUrl', message }] });
}

export async function createIntegration(ctx: AppContext, actor: Actor, body: LoyaltyIntegrationBody) {
  await refuseInternalEndpoint(ctx, body);
  try {
    const [row] = await ctx.db
      .insert(loyaltyIntegrations)
      .values({ companyId: actor.companyId, ...body })
      .returning();
    return toIntegration(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw keyTaken();
    throw error;
  }
}

/** A new key is copied to the settings that name the integration, in the same transaction. */
export async function updateIntegration(ctx: AppContext, actor: Actor, id: string, body: LoyaltyIntegrationBody) {
  await refuseInternalEndpoint(ctx, body);
  try {
    return await ctx.db.transaction(async (tx) => {
      await integrationOf(tx, actor, id);
      const [row] = await tx
        .update(loyaltyIntegrations)
        .set(body)
        .where(and(eq(loyaltyIntegrations.companyId, actor.companyId), eq(loyaltyIntegrations.id, id)))
        .returning();
      await tx
        .update(loyaltyOutcomeSettings)
        .set({ integrationKey: row.key })
        .where(eq(loyaltyOutcomeSettings.companyIntegrationId, id));
      return toIntegration(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw keyTaken();
    throw error;
  }
}

/** Refused while an outcome setting, spending points or ledger rows name the integration. */
export async function deleteIntegration(ctx: AppContext, actor: Actor, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await integrationOf(tx, actor, id);
    const uses = await Promise.all([
      tx.select({ n: count() }).from(loyaltyOutcomeSettings).where(eq(loyaltyOutcomeSettings.companyIntegrationId, id)),
      tx.select({ n: count() }).from(loyaltySpendingPoints).where(eq(loyaltySpendingPoints.companyIntegrationId, id)),
      tx.select({ n: count() }).from(loyaltyLedger).where(eq(loyaltyLedger.integrationId, id)),
    ]);
    if (uses.some(([row]) => Number(row.n) > 0)) {
      throw new AppError(
        'INTEGRATION_IN_USE',
        409,
        'This loyalty integration is used by campaigns or holds points, so it cannot be deleted.',
      );
    }
    await tx.delete(loyaltyIntegrations).where(eq(loyaltyIntegrations.id, id));
  });
}

// --- balances and the app's secret ----------------------------------------------------------------

export async function getBalance(
  ctx: AppContext,
  actor: Actor,
  id: string,
  clientUserId: string,
): Promise<LoyaltyBalance> {
  await integrationOf(ctx.db, actor, id);
  return { integrationId: id, clientUserId, points: await balanceOf(ctx.db, id, clientUserId) };
}

/** Points the company gives a player (from its own program): a credit row with the balance. */
export async function creditPoints(
  ctx: AppContext,
  actor: Actor,
  id: string,
  input: { clientUserId: string; points: number },
): Promise<LoyaltyBalance> {
  return ctx.db.transaction(async (tx) => {
    await integrationOf(tx, actor, id);
    const points = await addPoints(tx, id, input.clientUserId, input.points);
    await insertLedgerEntry(tx, {
      companyId: actor.companyId,
      integrationId: id,
      clientUserId: input.clientUserId,
      kind: 'credit',
      points: input.points,
      campaignId: null,
      playId: null,
      identifier: null,
    });
    return { integrationId: id, clientUserId: input.clientUserId, points };
  });
}

export async function appSecretStatus(ctx: AppContext, actor: Actor) {
  const stored = await findAppSecret(ctx.db, await ctx.integrations.keyring(), actor.companyId);
  return { exists: stored !== null, createdAt: stored ? new Date(stored.created_ms).toISOString() : null };
}

/** The only answer that carries the secret: it is never shown again (it is kept sealed). */
export async function rotateAppSecret(ctx: AppContext, actor: Actor) {
  const secret = newAppSecret();
  const createdMs = await replaceAppSecret(ctx.db, await ctx.integrations.keyring(), actor.companyId, secret);
  return { secret, createdAt: new Date(createdMs).toISOString() };
}

// --- awards and their delivery to the program ----------------------------------------------------

const iso = (value: Date | string) => new Date(value).toISOString();
const toAward = (row: AwardRow): LoyaltyAward => ({
  id: String(row.id),
  clientUserId: row.client_user_id,
  points: Number(row.points),
  identifier: row.identifier,
  campaignId: row.campaign_id,
  playId: row.play_id,
  createdAt: iso(row.created_at),
  deliveredAt: row.delivered_at === null ? null : iso(row.delivered_at),
  status: row.delivery_status as LoyaltyAwardStatus,
  attempts: Number(row.delivery_attempts),
  lastStatus: row.last_status,
  lastError: row.last_error,
});

/** The program's latest awards with where each delivery stands (the account page's list). */
export async function listProgramAwards(
  ctx: AppContext,
  actor: Actor,
  id: string,
  query: { status?: LoyaltyAwardStatus; limit: number },
): Promise<LoyaltyAward[]> {
  await integrationOf(ctx.db, actor, id);
  return (await listAwards(ctx.db, actor.companyId, id, query)).map(toAward);
}

/** One award with every attempt to deliver it (the account page's delivery log). */
export async function programAwardDetail(
  ctx: AppContext,
  actor: Actor,
  id: string,
  awardId: string,
): Promise<LoyaltyAwardDetail> {
  await integrationOf(ctx.db, actor, id);
  const row = await findAward(ctx.db, actor.companyId, id, Number(awardId));
  if (!row) throw notFound('Award');
  const attempts = await listAwardAttempts(ctx.db, actor.companyId, row.id);
  return { ...toAward(row), attemptsLog: attempts.map(toAttempt) };
}

/** A dead award goes back to pending for another round of attempts (the same idempotency key). */
export async function retryProgramAward(ctx: AppContext, actor: Actor, id: string, awardId: string): Promise<void> {
  await integrationOf(ctx.db, actor, id);
  if (!(await retryDeadAward(ctx.db, actor.companyId, id, Number(awardId)))) {
    throw new AppError('DELIVERY_NOT_DEAD', 409, 'Only an award whose delivery failed can be sent again.');
  }
}

// --- per campaign: outcome settings and spending points -------------------------------------------

async function lockedCampaign(tx: Tx, actor: Actor, campaignId: string): Promise<CampaignRow> {
  const row = await lockCompanyCampaign(tx, actor.companyId, campaignId);
  if (!row || row.status === 'DELETED') throw campaignNotFound();
  return row;
}

async function campaignSettings(db: DbOrTx, actor: Actor, campaignId: string) {
  return db
    .select()
    .from(loyaltyOutcomeSettings)
    .where(
      and(eq(loyaltyOutcomeSettings.companyId, actor.companyId), eq(loyaltyOutcomeSettings.campaignId, campaignId)),
    )
    .orderBy(loyaltyOutcomeSettings.outcomeId);
}

async function spendingRow(db: DbOrTx, actor: Actor, campaignId: string) {
  const [row] = await db
    .select()
    .from(loyaltySpendingPoints)
    .where(and(eq(loyaltySpendingPoints.companyId, actor.companyId), eq(loyaltySpendingPoints.campaignId, campaignId)));
  return row ?? null;
}

export async function listOutcomeSettings(ctx: AppContext, actor: Actor, campaignId: string) {
  const row = await findCompanyCampaign(ctx.db, actor.companyId, campaignId);
  if (!row || row.status === 'DELETED') throw campaignNotFound();
  return (await campaignSettings(ctx.db, actor, campaignId)).map(toSetting);
}

export async function getOutcomeSetting(ctx: AppContext, actor: Actor, settingId: string) {
  const [row] = await ctx.db
    .select()
    .from(loyaltyOutcomeSettings)
    .where(and(eq(loyaltyOutcomeSettings.companyId, actor.companyId), eq(loyaltyOutcomeSettings.id, settingId)));
  if (!row) throw notFound('Loyalty setting');
  return toSetting(row);
}

/**
 * Saves the campaign's document with its registration as loyalty needs it (§4), when that changes:
 * the draft's revision moves, so a builder holding the old draft reloads it.
 */
async function settleRegistration(tx: Tx, actor: Actor, row: CampaignRow, usesLoyalty: boolean) {
  const document = readDocument(row.document);
  const next = withLoyaltyRegistration(document, usesLoyalty);
  const isChanged =
    next.registrationType !== document.registrationType ||
    isRegisterPageIncluded(next) !== isRegisterPageIncluded(document);
  if (!isChanged) return { document, revision: row.revision };
  const updated = await updateCompanyCampaign(tx, actor.companyId, row.id, {
    document: next,
    revision: row.revision + 1,
  });
  if (!updated) throw campaignNotFound();
  return { document: next, revision: updated.revision };
}

const noSuchOutcome = () =>
  new AppError('VALIDATION_FAILED', 400, 'This campaign has no such outcome.', {
    violations: [{ field: 'outcomeId', message: 'This campaign has no such outcome.' }],
  });

/**
 * The §4 Loyalty form submitted for one outcome, exactly: '' deletes the outcome's setting, an
 * integration creates it or updates the existing one, null does nothing. A created or updated
 * setting makes the campaign an app campaign without register page; after a delete that leaves no
 * setting and no spending points, the register page is included again and the registration type
 * resets to default. One transaction with the campaign row locked, so two submits queue.
 */
export async function submitLoyaltyForm(
  ctx: AppContext,
  actor: Actor,
  campaignId: string,
  outcomeId: string,
  form: LoyaltyFormSubmit,
): Promise<LoyaltyFormResult> {
  return ctx.db.transaction(async (tx) => {
    const row = await lockedCampaign(tx, actor, campaignId);
    const document = readDocument(row.document);
    const result = (
      action: LoyaltyFormResult['action'],
      setting: SettingRow | null,
      doc = document,
      revision = row.revision,
    ) => ({
      action,
      setting: setting ? toSetting(setting) : null,
      registrationType: doc.registrationType,
      registerPageIncluded: isRegisterPageIncluded(doc),
      revision,
    });
    const scope = and(
      eq(loyaltyOutcomeSettings.campaignId, campaignId),
      eq(loyaltyOutcomeSettings.outcomeId, outcomeId),
    );
    const [existing] = await tx.select().from(loyaltyOutcomeSettings).where(scope);
    if (form.companyIntegrationId === null) return result('none', existing ?? null);

    if (form.companyIntegrationId === '') {
      if (!existing) return result('none', null);
      await tx.delete(loyaltyOutcomeSettings).where(eq(loyaltyOutcomeSettings.id, existing.id));
      const [left] = await tx
        .select({ n: count() })
        .from(loyaltyOutcomeSettings)
        .where(eq(loyaltyOutcomeSettings.campaignId, campaignId));
      const spending = await spendingRow(tx, actor, campaignId);
      if (Number(left.n) > 0 || spending) return result('deleted', null);
      const settled = await settleRegistration(tx, actor, row, false);
      return result('deleted', null, settled.document, settled.revision);
    }

    if (!document.outcomes.some((outcome) => outcome.id === outcomeId)) throw noSuchOutcome();
    const integration = await integrationOf(tx, actor, form.companyIntegrationId).catch(() => {
      throw new AppError('VALIDATION_FAILED', 400, 'Choose a loyalty integration of your company.', {
        violations: [{ field: 'companyIntegrationId', message: 'Choose a loyalty integration of your company.' }],
      });
    });
    const values = {
      companyIntegrationId: integration.id,
      integrationKey: integration.key,
      identifier: form.identifier,
      points: form.points,
      updatedAt: new Date(),
    };
    const [saved] = existing
      ? await tx
          .update(loyaltyOutcomeSettings)
          .set(values)
          .where(eq(loyaltyOutcomeSettings.id, existing.id))
          .returning()
      : await tx
          .insert(loyaltyOutcomeSettings)
          .values({ ...values, companyId: actor.companyId, campaignId, outcomeId })
          .returning();
    const settled = await settleRegistration(tx, actor, row, true);
    return result(existing ? 'updated' : 'created', saved, settled.document, settled.revision);
  });
}

/** Spec §7 DELETE /outcome-settings/{id}: the form's delete, with its registration rule. */
export async function deleteOutcomeSetting(ctx: AppContext, actor: Actor, settingId: string) {
  const setting = await getOutcomeSetting(ctx, actor, settingId);
  return submitLoyaltyForm(ctx, actor, setting.campaignId, setting.outcomeId, {
    companyIntegrationId: '',
    identifier: '',
    points: null,
  });
}

export async function getSpendingPoints(ctx: AppContext, actor: Actor, campaignId: string) {
  const campaign = await findCompanyCampaign(ctx.db, actor.companyId, campaignId);
  if (!campaign || campaign.status === 'DELETED') throw campaignNotFound();
  const row = await spendingRow(ctx.db, actor, campaignId);
  if (!row) return null;
  const integration = await integrationOf(ctx.db, actor, row.companyIntegrationId);
  return toSpending(row, integration.key);
}

/** Creates or replaces what a play costs; the campaign becomes an app campaign (§4), as for an outcome setting. */
export async function putSpendingPoints(ctx: AppContext, actor: Actor, campaignId: string, body: SpendingPointsBody) {
  return ctx.db.transaction(async (tx) => {
    const row = await lockedCampaign(tx, actor, campaignId);
    const integration = await integrationOf(tx, actor, body.companyIntegrationId).catch(() => {
      throw new AppError('VALIDATION_FAILED', 400, 'Choose a loyalty integration of your company.', {
        violations: [{ field: 'companyIntegrationId', message: 'Choose a loyalty integration of your company.' }],
      });
    });
    const existing = await spendingRow(tx, actor, campaignId);
    const values = { companyIntegrationId: integration.id, pointsPerPlay: body.pointsPerPlay, updatedAt: new Date() };
    const [saved] = existing
      ? await tx.update(loyaltySpendingPoints).set(values).where(eq(loyaltySpendingPoints.id, existing.id)).returning()
      : await tx
          .insert(loyaltySpendingPoints)
          .values({ ...values, companyId: actor.companyId, campaignId })
          .returning();
    await settleRegistration(tx, actor, row, true);
    return toSpending(saved, integration.key);
  });
}

/** Plays become free; with no outcome setting left the registration resets as after the form's delete. */
export async function deleteSpendingPoints(ctx: AppContext, actor: Actor, campaignId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await lockedCampaign(tx, actor, campaignId);
    const existing = await spendingRow(tx, actor, campaignId);
    if (!existing) throw notFound('Spending points');
    await tx.delete(loyaltySpendingPoints).where(eq(loyaltySpendingPoints.id, existing.id));
    const settings = await campaignSettings(tx, actor, campaignId);
    if (settings.length === 0) await settleRegistration(tx, actor, row, false);
  });
}
