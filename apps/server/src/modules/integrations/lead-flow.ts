import { sql } from 'drizzle-orm';
import { fromDrizzle, fromPglite, type JobWithMetadata, PgBoss } from 'pg-boss';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { createPeriodicJob } from '../../lib/periodic-job.ts';
import type { AttemptResult, FieldMapping } from './connector.ts';
import { connectorFor } from './connector-registry.ts';
import type { CredentialsCipher } from './credentials-cipher.ts';
import { claimDelivery, recordAttempt, takeDeliveriesToQueue } from './deliveries.repo.ts';
import { fetchWithTimeout } from './http-attempt.ts';
import { loadLeadPayload } from './lead-payload.repo.ts';

export const LEAD_DELIVERY_QUEUE = 'lead-delivery';
/** The pump looks for deliveries without a job this often (a new lead waits its delay anyway). */
const PUMP_EVERY_MS = 1_000;
const PUMP_BATCH = 500;
/** Jobs each fetch takes; their attempts run side by side. */
const WORK_BATCH = 25;
const WORK = { batchSize: WORK_BATCH, pollingIntervalSeconds: 0.5, burstWhenBatchFull: true };
/** The backoff's cap: 13 retries from 30 s, doubling up to this, span about a day. */
const RETRY_DELAY_MAX_SECONDS = 6 * 3600;

type Log = { error(obj: unknown, msg: string): void; warn(obj: unknown, msg: string): void };

export type LeadFlow = {
  /** Starts pg-boss (installing its schema on first start), the worker and the pump. */
  start(): Promise<void>;
  /** Asks the pump to look now (replays, resumes). */
  kick(): void;
  /** Stops taking jobs, waits for attempts in flight, stops pg-boss. */
  stop(): Promise<void>;
};

type DeliveryJob = { deliveryId: string };

/** Other work on the flow's pg-boss (the loyalty awards' deliveries): started after it, stopped before it. */
export type BossWorker = { start(boss: PgBoss): Promise<void>; stop(): Promise<void> };

/**
 * The universal lead flow's engine (issue 15). A lead's deliveries are rows written in the transaction
 * that stores the lead (modules/play/registration.repo.ts): the outbox. The pump hands each to pg-boss
 * as one job, in a transaction that marks it queued, so a delivery has exactly one job at a time; the
 * job's retries (exponential backoff) and expiry (a process killed mid-attempt) are pg-boss's, the
 * delivery's state and every attempt are ours (deliveries.repo.ts). pg-boss runs on the app's database:
 * through its own small pool on PostgreSQL, through pg-boss's PGlite adapter on the embedded database.
 */
export function createLeadFlow(deps: {
  config: Config;
  database: Database;
  cipher: () => Promise<CredentialsCipher>;
  log: Log;
  alongside?: readonly BossWorker[];
}): LeadFlow {
  const { config, database, log } = deps;
  const settings = config.leadDelivery;
  const db = database.db;
  let boss: PgBoss | undefined;
  let isStopping = false;

  const pump = createPeriodicJob({
    name: 'lead delivery pump',
    everyMs: PUMP_EVERY_MS,
    log,
    run: async () => {
      for (;;) {
        if (!boss || isStopping) return;
        const started = boss;
        const taken = await db.transaction(async (tx) => {
          const due = await takeDeliveriesToQueue(tx, PUMP_BATCH);
          if (due.length === 0) return 0;
          await started.insert(
            LEAD_DELIVERY_QUEUE,
            due.map((d) => ({ data: { deliveryId: d.id }, startAfter: new Date(d.due_at) })),
            // The jobs commit with the marks or not at all.
            { db: fromDrizzle(tx as unknown as Parameters<typeof fromDrizzle>[0], sql) },
          );
          return due.length;
        });
        if (taken < PUMP_BATCH) return;
      }
    },
  });

  async function attempt(job: JobWithMetadata<DeliveryJob>): Promise<'completed' | 'failed'> {
    const delivery = await claimDelivery(db, job.data.deliveryId);
    if (!delivery) return 'completed';
    const target = { id: delivery.id, companyId: delivery.company_id };
    const result = await deliverOnce(delivery);
    const isLast = job.retryCount >= job.retryLimit;
    const status = result.ok ? 'delivered' : !result.retryable || isLast ? 'dead' : 'pending';
    await recordAttempt(db, target, result, status);
    return status === 'pending' ? 'failed' : 'completed';
  }

  async function deliverOnce(delivery: NonNullable<Awaited<ReturnType<typeof claimDelivery>>>): Promise<AttemptResult> {
    const failure = (error: string): AttemptResult => ({
      ok: false,
      retryable: false,
      request: { method: '', url: '', headers: {}, body: '' },
      status: null,
      responseExcerpt: '',
      durationMs: 0,
      error,
    });
    const connector = connectorFor(delivery.kind);
    if (!connector) return failure(`No connector for destination kind "${delivery.kind}"`);
    const lead = await loadLeadPayload(db, delivery.lead_id);
    if (!lead) return failure('The lead no longer exists');
    let destination: { settings: unknown; credentials: unknown; mapping: FieldMapping };
    try {
      const cipher = await deps.cipher();
      destination = {
        settings: connector.parseSettings(delivery.settings),
        credentials: connector.parseCredentials(
          delivery.credentials ? cipher.decrypt(delivery.credentials, delivery.company_id) : {},
        ),
        mapping: delivery.mapping as FieldMapping,
      };
    } catch {
      return failure('The destination is not configured completely (settings or credentials)');
    }
    return connector.deliver(lead, destination, {
      idempotencyKey: delivery.id,
      now: new Date(),
      fetch: fetchWithTimeout(settings.timeoutSeconds * 1000),
    });
  }

  function createBoss(): PgBoss {
    // A job whose process died mid-attempt is retried once this has passed since it started.
    const common = {
      schema: 'pgboss',
      superviseIntervalSeconds: Math.min(60, Math.max(1, Math.ceil(expireSeconds()))),
      monitorIntervalSeconds: 60,
      registerInstance: false,
    };
    if (database.kind === 'pglite') {
      const client = (db as unknown as { $client: Parameters<typeof fromPglite>[0] }).$client;
      return new PgBoss({ ...common, db: fromPglite(client), backend: 'pglite' });
    }
    const pool = (db as unknown as { $client: { options: { connectionString: string } } }).$client;
    return new PgBoss({ ...common, connectionString: pool.options.connectionString, max: 4 });
  }

  function expireSeconds(): number {
    return Math.max(1, Math.ceil(settings.timeoutSeconds * 2 + 2));
  }

  return {
    async start() {
      if (boss) return;
      isStopping = false;
      const created = createBoss();
      created.on('error', (error) => log.error({ err: error }, 'lead delivery queue error'));
      await created.start();
      await created.createQueue(LEAD_DELIVERY_QUEUE, {
        retryLimit: settings.retryLimit,
        retryDelay: settings.retryDelaySeconds,
        retryBackoff: true,
        retryDelayMax: Math.max(settings.retryDelaySeconds, RETRY_DELAY_MAX_SECONDS),
        expireInSeconds: expireSeconds(),
      });
      await created.work(
        LEAD_DELIVERY_QUEUE,
        {
          ...WORK,
          includeMetadata: true,
          perJobResults: true,
        },
        async (jobs: JobWithMetadata<DeliveryJob>[]) =>
          Promise.all(
            jobs.map(async (job) => {
              try {
                return { id: job.id, status: await attempt(job) };
              } catch (error) {
                log.warn({ err: error, deliveryId: job.data.deliveryId }, 'lead delivery attempt failed');
                return { id: job.id, status: 'failed' as const };
              }
            }),
          ),
      );
      boss = created;
      pump.start();
      for (const worker of deps.alongside ?? []) await worker.start(created);
    },
    kick: () => pump.kick(),
    async stop() {
      if (!boss) return;
      isStopping = true;
      for (const worker of deps.alongside ?? []) await worker.stop();
      await pump.stop();
      const stopping = boss;
      boss = undefined;
      await stopping.stop({ graceful: true, timeout: 10_000, close: true });
    },
  };
}
