import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.ts';
import {
  deliveryCounts,
  SEED_PASSWORD,
  seedLeadsToDeliver,
  TEST_CREDENTIALS_KEYS,
  WEBHOOK_SECRET,
} from './lead-flow-seed.ts';
import { dataDirs, healthy, logIn, type ServerProcess, startServer, stop, until } from './server-process.ts';
import { createPostgresDatabase, DIALECTS } from './test-app.ts';
import { startWebhookSink, type WebhookSink } from './webhook-sink.ts';

/**
 * The servers' lead-flow timing: due at once, 1 s backoff, a 10 s timeout (jobs expire after 22 s; a
 * dead process's attempts are taken again when their leases end, 40 s after their claims). A shorter
 * timeout on a loaded machine ends attempts the sink did receive and answer late, and those are sent
 * again by design (the same Idempotency-Key): that is not the repeat this suite looks for.
 */
const FLOW_ENV = {
  DEMO_SEED: 'false',
  LOG_LEVEL: 'warn',
  CREDENTIALS_KEYS: TEST_CREDENTIALS_KEYS,
  LEAD_DELIVERY_DELAY_SECONDS: '0',
  LEAD_DELIVERY_RETRY_DELAY_SECONDS: '1',
  LEAD_DELIVERY_RETRY_LIMIT: '5',
  LEAD_DELIVERY_TIMEOUT_SECONDS: '10',
  // The sink listens on 127.0.0.1.
  INTEGRATIONS_ALLOW_PRIVATE_URLS: 'true',
};
/** At most this many attempts are in flight in one process (lead-flow.ts WORK_BATCH): a kill may repeat those. */
const IN_FLIGHT_PER_PROCESS = 25;

/**
 * The lead flow as production runs it: real server processes (main.ts) sharing one database, a real
 * HTTP receiver. Leads and their deliveries are seeded straight into the database (the outbox as
 * registrations leave it), then the processes deliver them.
 */
describe.each(DIALECTS)('lead flow across server processes (%s)', (kind) => {
  const dirs = dataDirs();
  const running: ServerProcess[] = [];
  const sinks: WebhookSink[] = [];
  const drops: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const server of running) await stop(server);
    for (const sink of sinks) await sink.close();
    for (const drop of drops) await drop();
    dirs.removeAll();
  });

  /** A seeded database and how a server reaches it; PGlite is closed again (one process holds its folder). */
  async function prepare(count: number, sink: WebhookSink) {
    if (kind === 'postgres') {
      const created = await createPostgresDatabase();
      const database = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 4 });
      drops.push(async () => {
        await database.close();
        await created.drop();
      });
      const seeded = await seedLeadsToDeliver(database.db, sink.url, count);
      const dataDir = dirs.create();
      return { ...seeded, env: { ...FLOW_ENV, DATABASE_URL: created.url }, dataDir, database };
    }
    const dataDir = dirs.create();
    const database = await openDatabase({ kind: 'pglite', dataDir });
    const seeded = await seedLeadsToDeliver(database.db, sink.url, count);
    await database.close();
    return { ...seeded, env: FLOW_ENV, dataDir, database: undefined as Database | undefined };
  }

  async function statusesAfter(prepared: Awaited<ReturnType<typeof prepare>>) {
    if (prepared.database) return deliveryCounts(prepared.database.db, prepared.destinationId);
    const database = await openDatabase({ kind: 'pglite', dataDir: prepared.dataDir });
    try {
      return await deliveryCounts(database.db, prepared.destinationId);
    } finally {
      await database.close();
    }
  }

  async function attemptsOf(prepared: Awaited<ReturnType<typeof prepare>>, deliveryIds: string[]) {
    const database = prepared.database ?? (await openDatabase({ kind: 'pglite', dataDir: prepared.dataDir }));
    try {
      const result = (await database.db.execute(
        sql`select delivery_id, ok, status, error, created_at from lead_delivery_attempts
            where delivery_id = any(${`{${deliveryIds.join(',')}}`}::uuid[]) order by delivery_id, created_at`,
      )) as unknown as { rows: unknown[] };
      return result.rows;
    } finally {
      if (!prepared.database) await database.close();
    }
  }

  /** Asks the server, as the demo editor, until the destination counts `count` deliveries delivered. */
  async function untilDelivered(server: ServerProcess, destinationId: string, count: number) {
    const loggedIn = await logIn(server, 'editor@demo.test', SEED_PASSWORD);
    const { accessToken } = ((await loggedIn.json()) as { data: { accessToken: string } }).data;
    await until(
      async () => {
        const response = await fetch(`${server.url}/api/v1/integrations/destinations/${destinationId}`, {
          headers: { authorization: `Bearer ${accessToken}` },
        });
        const body = (await response.json()) as { data?: { health?: { delivered: number } } };
        return body.data?.health?.delivered === count ? true : undefined;
      },
      60_000,
      'every delivery recorded',
    );
  }

  async function serve(prepared: Awaited<ReturnType<typeof prepare>>) {
    const server = await startServer(prepared.dataDir, prepared.env);
    running.push(server);
    await healthy(server);
    return server;
  }

  it('a server killed (kill -9) during deliveries, then restarted: every lead delivered, none twice per key', async () => {
    const count = 300;
    const sink = await startWebhookSink(() => WEBHOOK_SECRET);
    sinks.push(sink);
    sink.slowDown(100);
    const prepared = await prepare(count, sink);
    const first = await serve(prepared);
    await until(() => (sink.received.length >= 60 ? true : undefined), 60_000, 'deliveries under way');
    first.child.kill('SIGKILL');
    await first.exited;
    const receivedAtKill = sink.keys().size;
    expect(receivedAtKill).toBeLessThan(count);

    const second = await serve(prepared);
    await until(() => (sink.keys().size >= count ? true : undefined), 90_000, 'every lead at the sink');
    // The attempts in flight at the kill are retried once their jobs expire; wait until all are recorded.
    await untilDelivered(second, prepared.destinationId, count);
    expect(await stop(second)).toEqual({ code: 0, signal: null });

    expect(await statusesAfter(prepared)).toEqual({ delivered: count });
    expect(sink.keys().size).toBe(count);
    expect(sink.received.every((r) => r.isSigned)).toBe(true);
    // Only attempts in flight when the process died may reach the sink twice, with the same Idempotency-Key.
    const repeated = sink.received.length - sink.keys().size;
    expect(repeated).toBeLessThanOrEqual(IN_FLIGHT_PER_PROCESS);
    console.info(
      `kill -9 (${kind}): ${receivedAtKill} delivered before the kill, ${repeated} repeated attempts after it`,
    );
  }, 240_000);

  it(`${kind === 'postgres' ? 3 : 1} process(es) deliver 5,000 leads to one sink: each exactly once`, async () => {
    const count = 5_000;
    const processes = kind === 'postgres' ? 3 : 1;
    const sink = await startWebhookSink(() => WEBHOOK_SECRET);
    sinks.push(sink);
    const prepared = await prepare(count, sink);
    const started = Date.now();
    const servers = await Promise.all(Array.from({ length: processes }, () => serve(prepared)));
    await until(() => (sink.received.length >= count ? true : undefined), 180_000, 'every lead at the sink');
    const seconds = (Date.now() - started) / 1000;
    await untilDelivered(servers[0] as ServerProcess, prepared.destinationId, count);
    for (const server of servers) expect(await stop(server)).toEqual({ code: 0, signal: null });
    expect(await statusesAfter(prepared)).toEqual({ delivered: count });
    // No request sent twice, not even with the same Idempotency-Key (a job pg-boss expired mid-attempt and
    // handed to another process finds the attempt's lease and sends nothing: lead-flow-lease.test.ts).
    const sent = new Map<string, number>();
    for (const r of sink.received) sent.set(r.key, (sent.get(r.key) ?? 0) + 1);
    const repeated = [...sent].filter(([, times]) => times > 1).map(([key]) => key);
    // On failure, what the delivery log says of the repeated ones (a timeout, a lost lease).
    expect(repeated.length === 0 ? [] : await attemptsOf(prepared, repeated)).toEqual([]);
    expect(sink.received).toHaveLength(count);
    expect(sink.keys().size).toBe(count);
    expect(new Set(sink.received.map((r) => r.leadId)).size).toBe(count);
    console.info(`${processes} process(es) (${kind}): ${count} leads in ${seconds.toFixed(1)} s with start-up`);
  }, 300_000);
});
