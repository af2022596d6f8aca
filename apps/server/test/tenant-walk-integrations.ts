import { inArray } from 'drizzle-orm';
import { campaignDestinations, destinations, leadDeliveries, leadDeliveryAttempts } from '../src/db/schema/index.ts';
import type { TestApp } from './test-app.ts';

/**
 * Company A's lead flow (issue 15): a webhook chosen by its active campaign, with one dead delivery of
 * its lead (replayable, so a walk that reached it would change it) and that delivery's attempt.
 */
export async function seedIntegrations(t: TestApp, companyId: string, campaignId: string, leadId: string) {
  const db = t.ctx.db;
  const cipher = await t.ctx.integrations.cipher();
  const [destination] = await db
    .insert(destinations)
    .values({
      companyId,
      kind: 'webhook',
      name: 'Alphamarker hook',
      settings: { url: 'http://127.0.0.1:9/alphamarker' },
      credentials: cipher.encrypt({ secret: 'whsec_alphamarker_secret_value' }, companyId),
    })
    .returning();
  await db.insert(campaignDestinations).values({ companyId, campaignId, destinationId: destination.id });
  const [delivery] = await db
    .insert(leadDeliveries)
    .values({ companyId, campaignId, leadId, destinationId: destination.id, status: 'dead', attempts: 1 })
    .returning();
  await db.insert(leadDeliveryAttempts).values({
    deliveryId: delivery.id,
    companyId,
    ok: false,
    request: { method: 'POST', url: 'http://127.0.0.1:9/alphamarker', headers: {}, body: '{}' },
    status: 500,
    responseExcerpt: 'Alphamarker error',
    durationMs: 3,
    error: 'HTTP 500',
  });
  return { destinationIds: [destination.id], deliveryIds: [delivery.id] };
}

/** A's lead-flow rows, serialised for the walk's before/after comparison. */
export async function integrationRowsOf(t: TestApp, companyIds: string[]) {
  const db = t.ctx.db;
  return {
    destinations: await db
      .select()
      .from(destinations)
      .where(inArray(destinations.companyId, companyIds))
      .orderBy(destinations.id),
    campaignDestinations: await db
      .select()
      .from(campaignDestinations)
      .where(inArray(campaignDestinations.companyId, companyIds))
      .orderBy(campaignDestinations.destinationId),
    deliveries: await db
      .select()
      .from(leadDeliveries)
      .where(inArray(leadDeliveries.companyId, companyIds))
      .orderBy(leadDeliveries.id),
    attempts: await db
      .select()
      .from(leadDeliveryAttempts)
      .where(inArray(leadDeliveryAttempts.companyId, companyIds))
      .orderBy(leadDeliveryAttempts.id),
  };
}
