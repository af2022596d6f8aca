import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { JobWithMetadata, PgBoss } from 'pg-boss';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { loadOnce } from '../../lib/load-once.ts';
import { createPeriodicJob } from '../../lib/periodic-job.ts';
import { createBatcher } from '../play/play-batcher.ts';
import type { AttemptResult, FieldMapping, LeadPayload } from './connector.ts';
import { connectorFor } from './connector-registry.ts';
import type { CredentialsCipher } from './credentials-cipher.ts';
import {
  type AttemptRecord,
  type ClaimedDelivery,
  claimDeliveries,
  recordAttempts,
  takeDeliveriesToQueue,
  takeLostDeliveries,
} from './deliveries.repo.ts';
import { createLostJobSweep, pacedAfter } from './delivery-worker.ts';
import { fetchWithTimeout } from './http-attempt.ts';
import { loadLeadPayloads } from './lead-payload.repo.ts';
import { retryDelaySeconds, statusAfterAttempt } from './retry-schedule.ts';
import { guardedFetch, type Resolve } from './url-guard.ts';

export const LEAD_DELIVERY_QUEUE = 'lead-delivery';
/** The pump looks for deliveries without a job this often (a new lead waits its delay anyway). */
const PUMP_EVERY_MS = 1_000;
const PUMP_BATCH = 500;
/** Jobs each fetch takes; their attempts run side by side. */
const WORK_BATCH = 25;
const WORK = { batchSize: WORK_BATCH, pollingIntervalSeconds: 0.5, burstWhenBatchFull: true };
/**
 * pg-boss's own retries of one job: only for a job whose attempt never ended (its process died, pg-boss
 * expired it) or whose worker threw (the database away). Soon (1 s, doubling): the retry's claim is
 * refused while a dead attempt's lease lasts, which gives the delivery back to the pump for when it
 * ends. Attempts that end, failed or not, are retried by our backoff (retry-schedule.ts) with a new
 * job; a job these retries do not bring back is the lost-job sweep's.
 */
export const JOB_RETRY = { retryLimit: 5, retryDelay: 1, retryBackoff: true, retryDelayMax: 60 } as const;
/** A queued delivery whose job should have begun its attempt this long ago is given a new one. */
export const LOST_JOB_AFTER_SECONDS = 10 * 60;
const SWEEP_BATCH = 500;

/**
 * How long an attempt holds its delivery (deliveries.repo.ts, claimDeliveries): the HTTP timeout bounds
 * the request, the rest covers reading the lead and recording the attempt on a loaded database. A claim
 * meanwhile is refused, so a job that pg-boss expired and handed to another process is not sent twice;
 * a killed process's deliveries are sent again once their leases run out.
 */
export function attemptLeaseSeconds(timeoutSeconds: number): number {
  return Math.ceil(timeoutSeconds + 30);
}

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
 * pg-boss with what it loads (OpenTelemetry's API, cron-parser: about 100 modules) is imported when the
 * flow starts, after the server listens, not while the server starts (issue 18).
 */
const loadPgBoss = loadOnce(() => import('pg-boss'));

/**
 * The universal lead flow's engine (issue 15). A lead's deliveries are rows written in the transaction
 * that stores the lead (modules/play/registration.repo.ts): the outbox. The pump hands each to pg-boss
 * as one job, in a transaction that marks it queued, to start when the delivery is due: one job per
 * attempt. The delivery's state, every attempt, the attempt's lease (no second send while one is under
 * way, whatever pg-boss expired) and the backoff between attempts (retry-schedule.ts) are ours
 * (deliveries.repo.ts); pg-boss's are the jobs' timing, their expiry (a process killed mid-attempt) and
 * a few retries of a job whose attempt never ended. A queued delivery whose job is gone all the same
 * (pg-boss gave up on it) is found by the lost-job sweep and queued again: none is lost. pg-boss runs on
 * the app's database: through its own small pool on PostgreSQL, through pg-boss's PGlite adapter on the
 * embedded database.
 */
export function createLeadFlow(deps: {
  config: Config;
  database: Database;
  cipher: () => Promise<CredentialsCipher>;
  log: Log;
  alongside?: readonly BossWorker[];
  /**
   * When pg-boss hands a job whose attempt has not ended to another worker; by default twice the HTTP
   * timeout and 2 s. The tests make it shorter than an attempt (the attempt's lease keeps it single).
   */
  jobExpireSeconds?: number;
  /** LOST_JOB_AFTER_SECONDS unless given (the tests' lost jobs are found within seconds). */
  lostJobAfterSeconds?: number;
  /** How destinations' names are resolved (url-guard.ts); the system's resolver unless a test passes its own. */
  resolve?: Resolve;
}): LeadFlow {
  const { config, database, log } = deps;
  const settings = config.leadDelivery;
  const db = database.db;
  let boss: PgBoss | undefined;
  let starting: Promise<void> | undefined;
  let isStopping = false;

  const pump = createPeriodicJob({
    name: 'lead delivery pump',
    everyMs: PUMP_EVERY_MS,
    // The flow itself starts after the server's first requests (start-server.ts).
    firstRunAfterMs: 0,
    log,
    run: async () => {
      for (;;) {
        if (!boss || isStopping) return;
        const started = boss;
        const { fromDrizzle } = await loadPgBoss();
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

  const sweeper = createLostJobSweep({
    name: 'lead delivery',
    lostAfterSeconds: deps.lostJobAfterSeconds ?? LOST_JOB_AFTER_SECONDS,
    takeLost: (lostAfterSeconds) => takeLostDeliveries(db, lostAfterSeconds, SWEEP_BATCH),
    kickPump: () => pump.kick(),
    log,
  });

  /**
   * Attempts are recorded as they finish, those finishing together in one statement: a delivery is
   * marked delivered as soon as its attempt is, so that a job expiring meanwhile (a slow batch) finds
   * it done instead of sending it again.
   */
  const recorder = createBatcher(
    async (records: readonly AttemptRecord[]) => {
      await recordAttempts(db, [...records]);
      return records.map(() => undefined);
    },
    { maxBatch: WORK_BATCH, maxInFlight: database.kind === 'pglite' ? 1 : 2 },
  );

  /**
   * One fetched batch of jobs: claimed and read in one statement each for the whole batch, recorded
   * together as they finish (not three statements per job: on PGlite, where the flow shares the
   * players' one connection and planning a statement costs far more than running it, those cost plays
   * 90 % of their rate, issue 15), the attempts themselves side by side.
   */
  async function attemptBatch(jobs: JobWithMetadata<DeliveryJob>[]) {
    const lease = { seconds: attemptLeaseSeconds(settings.timeoutSeconds), by: randomUUID() };
    // Two jobs of one delivery can come in one batch (a second one the lost-job sweep gave): the batch's
    // one claim is the first one's, the other sends nothing.
    const attempting = new Map<string, string>();
    for (const job of jobs) if (!attempting.has(job.data.deliveryId)) attempting.set(job.data.deliveryId, job.id);
    const claimed = await claimDeliveries(db, [...attempting.keys()], lease);
    const leads = await loadLeadPayloads(
      db,
      [...claimed.values()].map((delivery) => delivery.lead_id),
    );
    return Promise.all(
      jobs.map(async (job) => {
        const delivery = attempting.get(job.data.deliveryId) === job.id ? claimed.get(job.data.deliveryId) : undefined;
        if (!delivery) return { id: job.id, status: 'completed' as const };
        try {
          const result = await deliverOnce(delivery, leads.get(delivery.lead_id));
          await recorder.submit({
            delivery: { id: delivery.id, companyId: delivery.company_id, claimedBy: lease.by },
            result,
            status: statusAfterAttempt(result, delivery.attempts, settings),
            retryInSeconds: retryDelaySeconds(delivery.attempts, settings),
          });
          return { id: job.id, status: 'completed' as const };
        } catch (error) {
          log.warn({ err: error, deliveryId: job.data.deliveryId }, 'lead delivery attempt failed');
          return { id: job.id, status: 'failed' as const };
        }
      }),
    );
  }

  async function deliverOnce(delivery: ClaimedDelivery, lead: LeadPayload | undefined): Promise<AttemptResult> {
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
    // Every request's address is checked at the attempt (a name's DNS answer may have changed since
    // saving): an internal one is refused unsent, and the delivery is dead at once (it would repeat).
    let refusal: string | null = null;
    const fetch = guardedFetch(
      fetchWithTimeout(settings.timeoutSeconds * 1000),
      { allowPrivate: settings.allowPrivateUrls, resolve: deps.resolve },
      (reason) => {
        refusal = reason;
      },
    );
    const result = await connector.deliver(lead, destination, {
      idempotencyKey: delivery.id,
      now: new Date(),
      fetch,
      serviceOrigins: { hubspot: settings.hubspotApiUrl },
    });
    return refusal === null
      ? result
      : { ...result, ok: false, retryable: false, status: null, error: `Refused: ${refusal}` };
  }

  async function createBoss(): Promise<PgBoss> {
    const { fromPglite, PgBoss } = await loadPgBoss();
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
    return deps.jobExpireSeconds ?? Math.max(1, Math.ceil(settings.timeoutSeconds * 2 + 2));
  }

  async function startBoss() {
    isStopping = false;
    const created = await createBoss();
    created.on('error', (error) => log.error({ err: error }, 'lead delivery queue error'));
    await created.start();
    // A shutdown that came while pg-boss started does not wait for the queue and the worker as well.
    if (isStopping) {
      await created.stop({ graceful: false, close: true });
      return;
    }
    const queue = { ...JOB_RETRY, expireInSeconds: expireSeconds() };
    await created.createQueue(LEAD_DELIVERY_QUEUE, queue);
    // A queue made by an earlier version keeps its options otherwise (pg-boss's retries were the backoff then).
    await created.updateQueue(LEAD_DELIVERY_QUEUE, queue);
    await created.work(
      LEAD_DELIVERY_QUEUE,
      {
        ...WORK,
        includeMetadata: true,
        perJobResults: true,
      },
      async (jobs: JobWithMetadata<DeliveryJob>[]) => {
        const startedAt = performance.now();
        const results = await attemptBatch(jobs);
        await pacedAfter(startedAt, jobs.length, settings.perSecond);
        return results;
      },
    );
    boss = created;
    pump.start();
    sweeper.start();
    for (const worker of deps.alongside ?? []) await worker.start(created);
  }

  return {
    start() {
      if (boss) return Promise.resolve();
      // The server starts the flow after it listens, so a shutdown may come while it starts: stop() waits for it.
      starting ??= startBoss().finally(() => {
        starting = undefined;
      });
      return starting;
    },
    kick: () => pump.kick(),
    async stop() {
      isStopping = true;
      await starting?.catch(() => {});
      if (!boss) return;
      for (const worker of deps.alongside ?? []) await worker.stop();
      await sweeper.stop();
      await pump.stop();
      const stopping = boss;
      boss = undefined;
      await stopping.stop({ graceful: true, timeout: 10_000, close: true });
    },
  };
}
