import type { Db } from '../../db/client.ts';
import { createPeriodicJob, type PeriodicJob } from '../../lib/periodic-job.ts';
import { endDueCampaigns, startDueCampaigns } from './publishing.repo.ts';

/** How often scheduled starts and ends are carried out: a campaign goes live at most this late. */
export const SCHEDULE_TICK_MS = 30_000;

export type ScheduleRun = { started: number; ended: number };

/**
 * Carries out the schedule once as of `now`: due starts become ACTIVE, due ends INACTIVE. Ends run
 * first so that the counts say what happened; the guarded WHERE clauses make the order irrelevant
 * to the result and let any number of processes run this at the same time.
 */
export async function runScheduleOnce(db: Db, now: Date): Promise<ScheduleRun> {
  const ended = await endDueCampaigns(db, now);
  const started = await startDueCampaigns(db, now);
  return { started, ended };
}

/**
 * The in-process job that keeps campaigns on schedule (see docs/decisions.md: why not pg-boss yet).
 * It runs once at start and every SCHEDULE_TICK_MS; a tick still running is not started again.
 */
export function createScheduleRunner(
  db: Db,
  log: { error(obj: unknown, msg: string): void },
  clock: () => Date = () => new Date(),
): PeriodicJob {
  return createPeriodicJob({
    name: 'campaign schedule run',
    everyMs: SCHEDULE_TICK_MS,
    run: () => runScheduleOnce(db, clock()),
    log,
  });
}
