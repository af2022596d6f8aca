/** A company's loyalty rows as the API shows them, and the lookups every loyalty service starts with. */
import type { LoyaltyIntegration, LoyaltyOutcomeSetting, SpendingPoints } from '@gc/contracts/loyalty';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { loyaltyIntegrations, type loyaltyOutcomeSettings, type loyaltySpendingPoints } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/auth.ts';

export type IntegrationRow = typeof loyaltyIntegrations.$inferSelect;
export type SettingRow = typeof loyaltyOutcomeSettings.$inferSelect;
export type SpendingRow = typeof loyaltySpendingPoints.$inferSelect;

export const integrationNotFound = () => notFound('Loyalty integration');
export const keyTaken = () =>
  new AppError('VALIDATION_FAILED', 409, 'A loyalty integration with this key exists already.', {
    violations: [{ field: 'key', message: 'A loyalty integration with this key exists already.' }],
  });

export const toIntegration = (row: IntegrationRow): LoyaltyIntegration => ({
  id: row.id,
  key: row.key,
  name: row.name,
  endpointUrl: row.endpointUrl,
  loyaltyIntegration: { key: row.key },
});

export const toSetting = (row: SettingRow): LoyaltyOutcomeSetting => ({
  id: row.id,
  outcomeId: row.outcomeId,
  companyIntegrationId: row.companyIntegrationId,
  identifier: row.identifier,
  points: row.points,
  campaignId: row.campaignId,
  integrationKey: row.integrationKey,
});

export const toSpending = (row: SpendingRow, key: string): SpendingPoints => ({
  id: row.id,
  campaignId: row.campaignId,
  companyIntegrationId: row.companyIntegrationId,
  pointsPerPlay: row.pointsPerPlay,
  integrationKey: key,
});

// --- company integrations -------------------------------------------------------------------------

export async function integrationOf(db: DbOrTx, actor: Actor, id: string): Promise<IntegrationRow> {
  const [row] = await db
    .select()
    .from(loyaltyIntegrations)
    .where(and(eq(loyaltyIntegrations.companyId, actor.companyId), eq(loyaltyIntegrations.id, id)));
  if (!row) throw integrationNotFound();
  return row;
}
