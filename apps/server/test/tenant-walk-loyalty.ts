import { asc, inArray } from 'drizzle-orm';
import {
  companyAppSecrets,
  loyaltyAwardAttempts,
  loyaltyBalances,
  loyaltyIntegrations,
  loyaltyLedger,
  loyaltyOutcomeSettings,
  loyaltySpendingPoints,
} from '../src/db/schema/index.ts';
import { sealAppSecret } from '../src/modules/loyalty/app-secret.repo.ts';
import type { TestApp } from './test-app.ts';

/** The client user id of company A's loyalty player: a marker no answer to company B may hold. */
export const A_CLIENT_USER_ID = 'alphamarker-client-user';

/**
 * Company A's loyalty data for the tenant walk: a program, an outcome setting and spending points on
 * its active campaign, a player's balance with its ledger row, an award whose delivery failed (dead: a
 * retry by another company must not move it) with its attempt, and the app's secret (never shown; sealed as the app keeps it).
 */
export async function seedLoyalty(t: TestApp, companyId: string, campaignId: string) {
  const db = t.ctx.db;
  const [integration] = await db
    .insert(loyaltyIntegrations)
    .values({
      companyId,
      key: 'alphamarker-club',
      name: 'Alphamarker Club',
      endpointUrl: 'https://alphamarker.test/points',
    })
    .returning();
  const [setting] = await db
    .insert(loyaltyOutcomeSettings)
    .values({
      companyId,
      campaignId,
      outcomeId: 'win',
      companyIntegrationId: integration.id,
      integrationKey: integration.key,
      identifier: 'ALPHAMARKER-WIN',
      points: 7,
    })
    .returning();
  await db
    .insert(loyaltySpendingPoints)
    .values({ companyId, campaignId, companyIntegrationId: integration.id, pointsPerPlay: 2 });
  await db.insert(loyaltyBalances).values({ integrationId: integration.id, clientUserId: A_CLIENT_USER_ID, points: 9 });
  await db.insert(loyaltyLedger).values({
    companyId,
    integrationId: integration.id,
    clientUserId: A_CLIENT_USER_ID,
    kind: 'credit',
    points: 9,
  });
  const [award] = await db
    .insert(loyaltyLedger)
    .values({
      companyId,
      integrationId: integration.id,
      clientUserId: A_CLIENT_USER_ID,
      kind: 'award',
      points: 7,
      campaignId,
      identifier: 'ALPHAMARKER-WIN',
      deliveryStatus: 'dead',
      deliveryAttempts: 14,
      lastStatus: 500,
      lastError: 'HTTP 500: alphamarker-program-down',
    })
    .returning();
  await db.insert(loyaltyAwardAttempts).values({
    awardId: award.id,
    companyId,
    ok: false,
    request: { method: 'POST', url: 'https://alphamarker.test/points', headers: {}, body: '{"alphamarker":true}' },
    status: 500,
    responseExcerpt: 'alphamarker-program-down',
    durationMs: 12,
    error: 'HTTP 500: alphamarker-program-down',
  });
  const secret = 'alphamarker-app-secret-never-shown-000000000';
  const sealed = sealAppSecret(await t.ctx.integrations.keyring(), companyId, secret);
  await db.insert(companyAppSecrets).values({ companyId, secret: sealed });
  return { integrationIds: [integration.id], settingIds: [setting.id], awardIds: [String(award.id)], secret };
}

/** A's loyalty rows, for the walk's before-and-after snapshot. */
export async function loyaltyRowsOf(t: TestApp, companyIds: string[]) {
  const db = t.ctx.db;
  const integrations = await db
    .select()
    .from(loyaltyIntegrations)
    .where(inArray(loyaltyIntegrations.companyId, companyIds))
    .orderBy(asc(loyaltyIntegrations.id));
  const integrationIds = integrations.map((row) => row.id);
  return {
    loyaltyIntegrations: integrations,
    loyaltyOutcomeSettings: await db
      .select()
      .from(loyaltyOutcomeSettings)
      .where(inArray(loyaltyOutcomeSettings.companyId, companyIds))
      .orderBy(asc(loyaltyOutcomeSettings.id)),
    loyaltySpendingPoints: await db
      .select()
      .from(loyaltySpendingPoints)
      .where(inArray(loyaltySpendingPoints.companyId, companyIds))
      .orderBy(asc(loyaltySpendingPoints.id)),
    loyaltyBalances:
      integrationIds.length === 0
        ? []
        : await db
            .select()
            .from(loyaltyBalances)
            .where(inArray(loyaltyBalances.integrationId, integrationIds))
            .orderBy(asc(loyaltyBalances.clientUserId)),
    loyaltyLedger: await db
      .select()
      .from(loyaltyLedger)
      .where(inArray(loyaltyLedger.companyId, companyIds))
      .orderBy(asc(loyaltyLedger.id)),
    loyaltyAwardAttempts: await db
      .select()
      .from(loyaltyAwardAttempts)
      .where(inArray(loyaltyAwardAttempts.companyId, companyIds))
      .orderBy(asc(loyaltyAwardAttempts.id)),
    companyAppSecrets: await db
      .select()
      .from(companyAppSecrets)
      .where(inArray(companyAppSecrets.companyId, companyIds)),
  };
}
