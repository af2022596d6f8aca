import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cipherOver } from '../src/modules/integrations/credentials-cipher.ts';
import { resolveCredentialKeyring } from '../src/modules/integrations/credentials-keyring.ts';
import { claimDeliveries, takeDeliveriesToQueue } from '../src/modules/integrations/deliveries.repo.ts';
import { createLeadFlow, type LeadFlow } from '../src/modules/integrations/lead-flow.ts';
import { FAST_DELIVERY, waitFor } from './lead-delivery-timing.ts';
import { seedLeadsToDeliver, TEST_CREDENTIALS_KEYS, WEBHOOK_SECRET } from './lead-flow-seed.ts';
import { createTestApp, DIALECTS, type TestApp } from './test-app.ts';
import { startWebhookSink, type WebhookSink } from './webhook-sink.ts';

const quiet = { error() {}, warn() {} };

/**
 * The attempt's lease (issue 15): pg-boss expires a job whose attempt outlasts its expiry and hands it
 * to another worker; the delivery must still reach the receiver once.
 */
describe.each(DIALECTS)('lead delivery attempt lease (%s)', (kind) => {
  let t: TestApp;
  let sink: WebhookSink;
  const flows: LeadFlow[] = [];
  beforeAll(async () => {
    // A 10 s timeout: the slow receiver's 3 s answer is a success, while the job expires after 1 s.
    t = await createTestApp(kind, {
      ...FAST_DELIVERY,
      LEAD_DELIVERY_TIMEOUT_SECONDS: '10',
      CREDENTIALS_KEYS: TEST_CREDENTIALS_KEYS,
    });
    sink = await startWebhookSink(() => WEBHOOK_SECRET);
  }, 60_000);
  afterAll(async () => {
    for (const flow of flows) await flow.stop();
    await sink?.close();
    await t?.close();
  });

  const deliveryOf = async (destinationId: string) => {
    const result = (await t.ctx.db.execute(
      sql`select id, status, attempts, claimed_until from lead_deliveries where destination_id = ${destinationId}`,
    )) as unknown as { rows: { id: string; status: string; attempts: number; claimed_until: unknown }[] };
    return result.rows[0];
  };

  function worker(): LeadFlow {
    const flow = createLeadFlow({
      config: t.ctx.config,
      database: t.ctx.database,
      cipher: () => resolveCredentialKeyring(t.ctx.db, t.ctx.config).then(cipherOver),
      log: quiet,
      jobExpireSeconds: 1,
    });
    flows.push(flow);
    return flow;
  }

  it('a job that expires mid-attempt and goes to a second worker reaches the receiver once', async () => {
    sink.slowDown(3_000);
    const { destinationId } = await seedLeadsToDeliver(t.ctx.db, sink.url, 1);
    const first = worker();
    await first.start();
    await waitFor('the first attempt at the receiver', async () => sink.received.length >= 1, 20_000);
    // The first worker waits for the slow answer; the second takes the job pg-boss expired meanwhile.
    const second = worker();
    await second.start();
    await waitFor('the delivery recorded', async () => (await deliveryOf(destinationId))?.status === 'delivered');
    const jobs = (await t.ctx.db.execute(
      sql`select retry_count from pgboss.job where name = 'lead-delivery'`,
    )) as unknown as { rows: { retry_count: number }[] };
    expect(Math.max(...jobs.rows.map((j) => j.retry_count))).toBeGreaterThanOrEqual(1);
    // Time for any second send the expired job could still cause.
    await new Promise((r) => setTimeout(r, 4_000));
    expect(sink.received).toHaveLength(1);
    expect(await deliveryOf(destinationId)).toMatchObject({ status: 'delivered', attempts: 1, claimed_until: null });
    sink.slowDown(0);
    for (const flow of flows.splice(0)) await flow.stop();
  }, 60_000);

  it('refuses a claim while another attempt holds the lease, and gives a dead holder’s delivery back when it runs out', async () => {
    const { destinationId } = await seedLeadsToDeliver(t.ctx.db, 'http://127.0.0.1:9/hook', 1);
    const delivery = await deliveryOf(destinationId);
    if (!delivery) throw new Error('no delivery');
    await t.ctx.db.execute(sql`update lead_deliveries set is_queued = true where id = ${delivery.id}`);
    const held = await claimDeliveries(t.ctx.db, [delivery.id], { seconds: 1, by: randomUUID() });
    expect(held.has(delivery.id)).toBe(true);
    // The holder "dies": a second claim is refused and the delivery waits for the lease, not the pump.
    const refused = await claimDeliveries(t.ctx.db, [delivery.id], { seconds: 1, by: randomUUID() });
    expect(refused.size).toBe(0);
    const queue = () => t.ctx.db.transaction((tx) => takeDeliveriesToQueue(tx, 500));
    expect((await queue()).map((d) => d.id)).not.toContain(delivery.id);
    await new Promise((r) => setTimeout(r, 1_200));
    expect((await queue()).map((d) => d.id)).toContain(delivery.id);
    const again = await claimDeliveries(t.ctx.db, [delivery.id], { seconds: 1, by: randomUUID() });
    expect(again.get(delivery.id)?.attempts).toBe(2);
  });
});
