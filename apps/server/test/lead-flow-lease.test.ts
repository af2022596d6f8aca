import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cipherOver } from '../src/modules/integrations/credentials-cipher.ts';
import { resolveCredentialKeyring } from '../src/modules/integrations/credentials-keyring.ts';
import { claimDeliveries, takeDeliveriesToQueue } from '../src/modules/integrations/deliveries.repo.ts';
import { createLeadFlow, LEAD_DELIVERY_QUEUE, type LeadFlow } from '../src/modules/integrations/lead-flow.ts';
import { FAST_DELIVERY, waitFor } from './lead-delivery-timing.ts';
import { seedLeadsToDeliver, TEST_CREDENTIALS_KEYS, WEBHOOK_SECRET } from './lead-flow-seed.ts';
import { createTestApp, DIALECTS, type TestApp } from './test-app.ts';
import { jobDyingOnItsLastTry, startTestBoss } from './test-boss.ts';
import { startWebhookSink, type WebhookSink } from './webhook-sink.ts';

const quiet = { error() {}, warn() {} };

/**
 * The attempt's lease (issue 15): pg-boss expires a job whose attempt outlasts its expiry and hands it
 * to another worker; the delivery must still reach the receiver once, and its next attempt still waits
 * for its backoff. A job pg-boss gives up on (its process killed on the last try) loses no delivery.
 */
describe.each(DIALECTS)('lead delivery attempt lease (%s)', (kind) => {
  let t: TestApp;
  let sink: WebhookSink;
  const flows: LeadFlow[] = [];
  beforeAll(async () => {
    // A 10 s timeout: the slow receiver's 3 s answer is a success, while the job expires after 1 s.
    // Retries wait 4 s, doubling.
    t = await createTestApp(kind, {
      ...FAST_DELIVERY,
      LEAD_DELIVERY_RETRY_DELAY_SECONDS: '4',
      LEAD_DELIVERY_TIMEOUT_SECONDS: '10',
      CREDENTIALS_KEYS: TEST_CREDENTIALS_KEYS,
    });
    sink = await startWebhookSink(() => WEBHOOK_SECRET);
  }, 60_000);
  const others: PgBoss[] = [];
  afterEach(async () => {
    for (const flow of flows.splice(0)) await flow.stop();
    for (const boss of others.splice(0)) await boss.stop({ graceful: false, close: true });
    sink.slowDown(0);
    sink.answer(200, '{"ok":true}');
  });
  afterAll(async () => {
    await sink?.close();
    await t?.close();
  });

  /** Another process's pg-boss, for jobs a test places itself (stopped after the test). */
  async function otherProcess() {
    const boss = await startTestBoss(t.ctx.database);
    others.push(boss);
    return boss;
  }

  const deliveryOf = async (destinationId: string) => {
    const result = (await t.ctx.db.execute(
      sql`select id, status, attempts, claimed_until from lead_deliveries where destination_id = ${destinationId}`,
    )) as unknown as { rows: { id: string; status: string; attempts: number; claimed_until: unknown }[] };
    return result.rows[0];
  };

  const jobsOf = async (deliveryId: string) =>
    (
      (await t.ctx.db.execute(
        sql`select state, retry_count from pgboss.job where name = 'lead-delivery' and data->>'deliveryId' = ${deliveryId}`,
      )) as unknown as { rows: { state: string; retry_count: number }[] }
    ).rows;

  function worker(options: { lostJobAfterSeconds?: number } = {}): LeadFlow {
    const flow = createLeadFlow({
      config: t.ctx.config,
      database: t.ctx.database,
      cipher: () => resolveCredentialKeyring(t.ctx.db, t.ctx.config).then(cipherOver),
      log: quiet,
      jobExpireSeconds: 1,
      ...options,
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

  it('a retry after a claim refused under a live lease still waits for its backoff', async () => {
    // The receiver answers 500 after 6 s: the job expires during the attempt and goes to the other worker.
    sink.slowDown(6_000);
    sink.answer(500, 'busy');
    const before = sink.received.length;
    const { destinationId } = await seedLeadsToDeliver(t.ctx.db, sink.url, 1);
    const delivery = await deliveryOf(destinationId);
    if (!delivery) throw new Error('no delivery');
    await worker().start();
    await worker().start();
    await waitFor('the first attempt at the receiver', async () => sink.received.length > before, 20_000);
    const first = sink.received[before];
    sink.answer(200, '{"ok":true}');
    // Handed on while the first attempt is still under way: the other worker's claim is refused (the job is done).
    await waitFor(
      'the job handed on and its claim refused',
      async () => (await jobsOf(delivery.id)).some((j) => j.retry_count >= 1 && j.state === 'completed'),
      5_000,
    );
    expect(sink.received.length).toBe(before + 1);
    await waitFor(
      'the delivery after its retry',
      async () => (await deliveryOf(destinationId))?.status === 'delivered',
    );
    const second = sink.received[before + 1];
    expect(sink.received.length).toBe(before + 2);
    expect(second?.key).toBe(first?.key);
    // The first attempt ended 6 s after its request; the retry comes its 4 s backoff later, not at once.
    expect((second?.receivedAt ?? 0) - (first?.receivedAt ?? 0)).toBeGreaterThanOrEqual(6_000 + 4_000 - 500);
    expect(await deliveryOf(destinationId)).toMatchObject({ status: 'delivered', attempts: 2, claimed_until: null });
  }, 60_000);

  it('a delivery whose job died on its last try (the process killed) is delivered once, by the lost-job sweep', async () => {
    const before = sink.received.length;
    const { destinationId } = await seedLeadsToDeliver(t.ctx.db, sink.url, 1);
    const delivery = await deliveryOf(destinationId);
    if (!delivery) throw new Error('no delivery');
    // As the pump leaves it: marked queued with its one job, which a worker takes, claims for, and dies with.
    await t.ctx.db.execute(sql`update lead_deliveries set is_queued = true where id = ${delivery.id}`);
    const dyingProcess = await otherProcess();
    const dying = await jobDyingOnItsLastTry(dyingProcess, LEAD_DELIVERY_QUEUE, { deliveryId: delivery.id }, () =>
      claimDeliveries(t.ctx.db, [delivery.id], { seconds: 2, by: randomUUID() }),
    );
    await waitFor('pg-boss giving up on the job', async () => (await dying.state()) === 'failed', 20_000);
    // No job left for it, and the delivery still says queued: nothing but the sweep brings it back.
    expect(await jobsOf(delivery.id)).toEqual([{ state: 'failed', retry_count: 0 }]);
    expect(await deliveryOf(destinationId)).toMatchObject({ status: 'pending', attempts: 1 });
    await worker({ lostJobAfterSeconds: 1 }).start();
    await waitFor('the delivery', async () => (await deliveryOf(destinationId))?.status === 'delivered', 30_000);
    // Time for any second send.
    await new Promise((r) => setTimeout(r, 3_000));
    expect(sink.received.slice(before).map((r) => r.key)).toEqual([delivery.id]);
    expect(await deliveryOf(destinationId)).toMatchObject({ status: 'delivered', attempts: 2, claimed_until: null });
  }, 60_000);

  it('two jobs of one delivery fetched in one batch send it once', async () => {
    const before = sink.received.length;
    const { destinationId } = await seedLeadsToDeliver(t.ctx.db, sink.url, 1);
    const delivery = await deliveryOf(destinationId);
    if (!delivery) throw new Error('no delivery');
    await t.ctx.db.execute(sql`update lead_deliveries set is_queued = true where id = ${delivery.id}`);
    // Its job, and a second one (as the lost-job sweep gives one whose job is late in a long queue).
    const other = await otherProcess();
    await other.createQueue(LEAD_DELIVERY_QUEUE);
    await other.insert(LEAD_DELIVERY_QUEUE, [
      { data: { deliveryId: delivery.id } },
      { data: { deliveryId: delivery.id } },
    ]);
    await worker().start();
    await waitFor('the delivery', async () => (await deliveryOf(destinationId))?.status === 'delivered');
    await waitFor('both jobs done', async () => (await jobsOf(delivery.id)).every((j) => j.state === 'completed'));
    await new Promise((r) => setTimeout(r, 1_000));
    expect(sink.received.slice(before).map((r) => r.key)).toEqual([delivery.id]);
    expect(await deliveryOf(destinationId)).toMatchObject({ status: 'delivered', attempts: 1 });
  });
});
