/** A campaign's loyalty: the outcome settings (the §4 loyalty form and its registration rule) and spending points. */
import type { LoyaltyFormResult, LoyaltyFormSubmit, SpendingPointsBody } from '@gc/contracts/loyalty';
import { and, count, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { loyaltyOutcomeSettings, loyaltySpendingPoints } from '../../db/schema/index.ts';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/auth.ts';
import { readDocument } from '../campaigns/campaign-document.service.ts';
import {
  type CampaignRow,
  findCompanyCampaign,
  lockCompanyCampaign,
  updateCompanyCampaign,
} from '../campaigns/campaigns.repo.ts';
import { campaignNotFound } from '../campaigns/campaigns.service.ts';
import { isRegisterPageIncluded, withLoyaltyRegistration } from './loyalty-registration.ts';

import { integrationOf, type SettingRow, toSetting, toSpending } from './loyalty-rows.ts';

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
