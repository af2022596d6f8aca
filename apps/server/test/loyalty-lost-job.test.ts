import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cipherOver } from '../src/modules/integrations/credentials-cipher.ts';
import { resolveCredentialKeyring } from '../src/modules/integrations/credentials-keyring.ts';
import { createLeadFlow, type LeadFlow } from '../src/modules/integrations/lead-flow.ts';
import { claimAward } from '../src/modules/loyalty/award-deliveries.repo.ts';
import { AWARD_DELIVERY_QUEUE, createAwardDelivery } from '../src/modules/loyalty/award-delivery.ts';
import { logIn } from './companies-fixture.ts';
import { FAST_DELIVERY, waitFor } from './lead-delivery-timing.ts';
import { TEST_CREDENTIALS_KEYS } from './lead-flow-seed.ts';
import { loyaltyApi } from './loyalty-fixture.ts';
import { createTestApp, DIALECTS, type TestApp } from './test-app.ts';
import { jobDyingOnItsLastTry, startTestBoss } from './test-boss.ts';
import { startWebhookSink, type WebhookSink } from './webhook-sink.ts';

const quiet = { error() {}, warn() {} };

/**
 * A loyalty award whose job pg-boss gave up on (the worker's process killed during the job's last
 * try) is not lost: the lost-job sweep queues it again and it reaches the program once (issue 15).
 */
describe.each(DIALECTS)('loyalty award whose job was lost (%s)', (kind) => {
  let t: TestApp;
  let sink: WebhookSink;
  let secret = '';
  let flow: LeadFlow | undefined;

  beforeAll(async () => {
    t = await createTestApp(kind, { ...FAST_DELIVERY, CREDENTIALS_KEYS: TEST_CREDENTIALS_KEYS });
    sink = await startWebhookSink(() => secret);
  }, 60_000);
  afterAll(async () => {
    await flow?.stop();
    await sink?.close();
    await t?.close();
  });

  it('is delivered once after pg-boss gave up on its job', async () => {
    const api = loyaltyApi(t, (await logIn(t, 'editor@demo.test')).accessToken);
    secret = (await api.call('POST', '/app-secret')).body.data.secret as string;
    const program = await api.call('POST', '/integrations', {
      key: `club-${randomUUID().slice(0, 8)}`,
      name: 'Club',
      endpointUrl: sink.url,
    });
    expect(program.status).toBe(201);
    // An award as a play writes it, marked queued as the pump leaves it with its one job.
    const [award] = (
      (await t.ctx.db.execute(
        sql`insert into loyalty_ledger (company_id, integration_id, client_user_id, kind, points, delivery_status, is_queued)
            values (${t.seed.companyId}, ${program.body.data.id}, 'member-42', 'award', 7, 'pending', true)
            returning id::int as id, delivery_key::text as delivery_key`,
      )) as unknown as { rows: { id: number; delivery_key: string }[] }
    ).rows;
    if (!award) throw new Error('no award');
    const awardOf = async () =>
      (
        (await t.ctx.db.execute(
          sql`select delivery_status, delivery_attempts, is_queued from loyalty_ledger where id = ${award.id}`,
        )) as unknown as { rows: { delivery_status: string; delivery_attempts: number; is_queued: boolean }[] }
      ).rows[0];

    const dyingProcess = await startTestBoss(t.ctx.database);
    try {
      const dying = await jobDyingOnItsLastTry(dyingProcess, AWARD_DELIVERY_QUEUE, { awardId: award.id }, () =>
        claimAward(t.ctx.db, award.id, { seconds: 2, by: randomUUID() }),
      );
      await waitFor('pg-boss giving up on the job', async () => (await dying.state()) === 'failed', 20_000);
      expect(await awardOf()).toEqual({ delivery_status: 'pending', delivery_attempts: 1, is_queued: true });

      const keyring = () => resolveCredentialKeyring(t.ctx.db, t.ctx.config);
      const awards = createAwardDelivery({
        config: t.ctx.config,
        database: t.ctx.database,
        keyring,
        log: quiet,
        lostJobAfterSeconds: 1,
      });
      flow = createLeadFlow({
        config: t.ctx.config,
        database: t.ctx.database,
        cipher: () => keyring().then(cipherOver),
        log: quiet,
        alongside: [awards],
      });
      await flow.start();
      await waitFor('the delivery', async () => (await awardOf())?.delivery_status === 'delivered', 30_000);
      // Time for any second send.
      await new Promise((r) => setTimeout(r, 3_000));
      expect(sink.received.map((r) => r.key)).toEqual([award.delivery_key]);
      expect(sink.received[0]?.isSigned).toBe(true);
      expect(await awardOf()).toEqual({ delivery_status: 'delivered', delivery_attempts: 2, is_queued: false });
    } finally {
      await dyingProcess.stop({ graceful: false, close: true });
    }
  }, 90_000);
});
