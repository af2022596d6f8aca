import type { Db } from '../../db/client.ts';
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

export type ScheduleRunner = { start(): void; stop(): Promise<void> };

/**
 * The in-process job that keeps campaigns on schedule (see docs/decisions.md: why not pg-boss yet).
 * It runs once at start and every SCHEDULE_TICK_MS; a tick still running is not started again.
 */
export function createScheduleRunner(
  db: Db,
  log: { error(obj: unknown, msg: string): void },
  clock: () => Date = () => new Date(),
): ScheduleRunner {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  function tick() {
    running ??= runScheduleOnce(db, clock())
      .then(() => undefined)
      .catch((error) => log.error({ err: error }, 'campaign schedule run failed'))
      .finally(() => {
        running = undefined;
      });
  }

  return {
    start() {
      if (timer) return;
      tick();
      timer = setInterval(tick, SCHEDULE_TICK_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      // The database closes after the app: a run in flight finishes first rather than hitting a closed pool.
      await running;
    },
  };
}
