/** A company's loyalty programs (integrations): saved, changed, removed; a player's balance and credits; the app secret. */
import type { LoyaltyBalance, LoyaltyIntegration, LoyaltyIntegrationBody } from '@gc/contracts/loyalty';
import { and, count, eq } from 'drizzle-orm';
import {
  loyaltyIntegrations,
  loyaltyLedger,
  loyaltyOutcomeSettings,
  loyaltySpendingPoints,
} from '../../db/schema/index.ts';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { urlRefusal } from '../integrations/url-guard.ts';
import { findAppSecret, replaceAppSecret } from './app-secret.repo.ts';
import { newAppSecret } from './client-user-signature.ts';
import { addPoints, balanceOf, insertLedgerEntry } from './loyalty-ledger.repo.ts';

import { integrationOf, keyTaken, toIntegration } from './loyalty-rows.ts';

export async function listIntegrations(ctx: AppContext, actor: Actor): Promise<LoyaltyIntegration[]> {
  const rows = await ctx.db
    .select()
    .from(loyaltyIntegrations)
    .where(eq(loyaltyIntegrations.companyId, actor.companyId))
    .orderBy(loyaltyIntegrations.createdAt, loyaltyIntegrations.id);
  return rows.map(toIntegration);
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
