import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../src/config.ts';
import { cipherOver } from '../src/modules/integrations/credentials-cipher.ts';
import { resolveCredentialKeyring } from '../src/modules/integrations/credentials-keyring.ts';
import { createLeadFlow, type LeadFlow } from '../src/modules/integrations/lead-flow.ts';
import type { Resolve } from '../src/modules/integrations/url-guard.ts';
import { FAST_DELIVERY, waitFor } from './lead-delivery-timing.ts';
import { seedLeadsToDeliver, TEST_CREDENTIALS_KEYS, WEBHOOK_SECRET } from './lead-flow-seed.ts';
import { createTestApp, DIALECTS, type TestApp } from './test-app.ts';
import { startWebhookSink, type WebhookSink } from './webhook-sink.ts';

const quiet = { error() {}, warn() {} };
const NAME = 'hooks.receiver.test';

/**
 * The lead flow's delivery path end to end with a destination named by a host name, as a real one is:
 * each attempt resolves the name once (the test's resolver is its DNS: the name exists nowhere else),
 * checks the answer and connects to that address (url-guard.ts, DNS pinning), under the name (Host).
 */
describe.each(DIALECTS)('lead flow to a destination by name (%s)', (kind) => {
  let t: TestApp;
  let sink: WebhookSink;
  let flow: LeadFlow | undefined;
  const asked: string[] = [];
  /** NAME is the sink's address; any other name does not exist. */
  const resolve: Resolve = async (host) => {
    asked.push(host);
    if (host !== NAME) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return [{ address: '127.0.0.1', family: 4 }];
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { ...FAST_DELIVERY, CREDENTIALS_KEYS: TEST_CREDENTIALS_KEYS });
    sink = await startWebhookSink(() => WEBHOOK_SECRET);
  }, 60_000);
  afterEach(async () => {
    await flow?.stop();
    flow = undefined;
  });
  afterAll(async () => {
    await sink?.close();
    await t?.close();
  });

  const urlByName = () => `http://${NAME}:${new URL(sink.url).port}/hook`;
  const deliveries = async (destinationId: string) =>
    (
      (await t.ctx.db.execute(
        sql`select id, status, attempts, last_error from lead_deliveries where destination_id = ${destinationId}`,
      )) as unknown as { rows: { id: string; status: string; attempts: number; last_error: string | null }[] }
    ).rows;

  async function startFlow(config: Config) {
    flow = createLeadFlow({
      config,
      database: t.ctx.database,
      cipher: () => resolveCredentialKeyring(t.ctx.db, t.ctx.config).then(cipherOver),
      log: quiet,
      resolve,
    });
    await flow.start();
  }

  it('delivers each lead once to the address the name resolved to, under the name', async () => {
    const { destinationId } = await seedLeadsToDeliver(t.ctx.db, urlByName(), 3);
    // Internal addresses allowed (the sink is on 127.0.0.1), as the tests' configuration has it.
    await startFlow(t.ctx.config);
    await waitFor('the deliveries', async () =>
      (await deliveries(destinationId)).every((d) => d.status === 'delivered'),
    );
    const sent = await deliveries(destinationId);
    expect(sent.map((d) => d.attempts)).toEqual([1, 1, 1]);
    expect(sink.received.map((r) => r.key).sort()).toEqual(sent.map((d) => d.id).sort());
    expect(sink.received.every((r) => r.isSigned && r.headers.host === new URL(urlByName()).host)).toBe(true);
    expect(new Set(asked)).toEqual(new Set([NAME]));
  });

  it('refuses unsent a name that resolves to an internal address where those are not allowed: dead at once', async () => {
    const before = sink.received.length;
    const { destinationId } = await seedLeadsToDeliver(t.ctx.db, urlByName(), 1);
    await startFlow({ ...t.ctx.config, leadDelivery: { ...t.ctx.config.leadDelivery, allowPrivateUrls: false } });
    const [dead] = await waitFor('the dead letter', async () => {
      const rows = await deliveries(destinationId);
      return rows[0]?.status === 'dead' && rows;
    });
    expect(dead).toMatchObject({ attempts: 1 });
    expect(dead?.last_error).toMatch(/^Refused: hooks\.receiver\.test \(127\.0\.0\.1\) is a loopback address/);
    expect(sink.received.length).toBe(before);
  });
});
