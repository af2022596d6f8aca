import { sql } from 'drizzle-orm';
import type { Job, PgBoss } from 'pg-boss';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { createFileStorage } from '../../lib/file-storage/create-file-storage.ts';
import { createPeriodicJob } from '../../lib/periodic-job.ts';
import type { BossWorker } from '../integrations/lead-flow.ts';
import { runLeadExportSlice } from './lead-export-runner.ts';
import { recordFailure, takeExportsToRun } from './lead-exports.repo.ts';

export const LEAD_EXPORT_QUEUE = 'lead-export';
const PUMP_EVERY_MS = 1_000;
const PUMP_BATCH = 20;
/** A slice writes parts for about this long, then the export goes back to the queue (fair to other exports, quick to stop). */
const SLICE_MS = 5_000;
/** A worker's claim: a process that died mid-part leaves it to lapse, and the pump hands the export out again. */
const LEASE_MS = 60_000;
/** Attempts in a row that may fail before the export is marked failed (the user may then retry it). */
const MAX_ATTEMPTS = 3;
const RETRY_AFTER_MS = 5_000;

type Log = { error(obj: unknown, msg: string): void; warn(obj: unknown, msg: string): void };
type ExportJob = { exportId: string };

export type LeadExportWorker = BossWorker & {
  /** Asks the pump to look now (an export was started or retried); nothing until started. */
  kick(): void;
};

/** Why an attempt failed, in words a user can act on (the details go to the log). */
function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return `The export stopped: ${message.slice(0, 300)}`;
}

/**
 * Background leads exports (issue 16), on the lead flow's pg-boss (started after the server's first
 * answer, issue 18). The export's row is its outbox: a pump leases waiting exports (queued, or running
 * under a lapsed lease after a restart) and hands each to pg-boss as one job in the same transaction; a
 * job runs one slice (lead-export-runner.ts). pg-boss spreads the jobs over the processes; the retries
 * and the resumption are ours, from the export's last committed part.
 */
export function createLeadExportWorker(deps: { config: Config; database: Database; log: Log }): LeadExportWorker {
  const { config, database, log } = deps;
  const db = database.db;
  let boss: PgBoss | undefined;
  let isStopping = false;
  const storage = createFileStorage(config);

  const pump = createPeriodicJob({
    name: 'lead export pump',
    everyMs: PUMP_EVERY_MS,
    firstRunAfterMs: 0,
    log,
    run: async () => {
      const started = boss;
      if (!started) return;
      const { fromDrizzle } = await import('pg-boss');
      await db.transaction(async (tx) => {
        const due = await takeExportsToRun(tx, PUMP_BATCH, LEASE_MS);
        if (due.length === 0) return;
        await started.insert(
          LEAD_EXPORT_QUEUE,
          due.map((row) => ({ data: { exportId: row.id } })),
          { db: fromDrizzle(tx as unknown as Parameters<typeof fromDrizzle>[0], sql) },
        );
      });
    },
  });

  async function runJob(job: Job<ExportJob>) {
    const { exportId } = job.data;
    try {
      const result = await runLeadExportSlice(db, storage, exportId, {
        partRows: config.exportPartRows,
        sliceMs: SLICE_MS,
        leaseMs: LEASE_MS,
        isStopping: () => isStopping,
      });
      if (result === 'more') pump.kick();
    } catch (error) {
      log.warn({ err: error, exportId }, 'lead export slice failed');
      await recordFailure(db, exportId, reasonOf(error), MAX_ATTEMPTS, RETRY_AFTER_MS).catch((failure: unknown) =>
        log.error({ err: failure, exportId }, 'could not record a failed lead export slice'),
      );
    }
  }

  return {
    kick: () => pump.kick(),
    async start(started) {
      isStopping = false;
      // Retries are the pump's (a lapsed lease): pg-boss runs each job once.
      await started.createQueue(LEAD_EXPORT_QUEUE, { retryLimit: 0, expireInSeconds: Math.ceil(LEASE_MS / 1000) });
      await started.work(
        LEAD_EXPORT_QUEUE,
        { batchSize: 1, pollingIntervalSeconds: 0.5 },
        async (jobs: Job<ExportJob>[]) => {
          for (const job of jobs) await runJob(job);
        },
      );
      boss = started;
      pump.start();
    },
    async stop() {
      isStopping = true;
      boss = undefined;
      await pump.stop();
    },
  };
}
