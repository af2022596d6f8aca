import { createPeriodicJob } from '../../lib/periodic-job.ts';

/** How often a queue's deliveries whose job was lost are looked for (at most; tests shorten the loss). */
const LOST_SWEEP_EVERY_MS = 60_000;

type Log = { error(obj: unknown, msg: string): void; warn(obj: unknown, msg: string): void };

/**
 * Holds a batch's worker until `perSecond` allows its `attempts`: pg-boss fetches the next batch when the
 * handler returns. A backlog of 10,000 leads sent as fast as the machine allows (about 700 a second on
 * PGlite) took more than half the players' rate; at LEAD_DELIVERY_PER_SECOND (250) it goes out in 40 s.
 * The pause is at most a batch (25) / 5 s, well within a job's expiry. Lead deliveries and loyalty awards
 * are each paced so.
 */
export async function pacedAfter(startedAt: number, attempts: number, perSecond: number): Promise<void> {
  const rest = (attempts * 1000) / perSecond - (performance.now() - startedAt);
  if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
}

/**
 * The periodic sweep that gives a queue's lost deliveries (queued, due, their job gone) back to its pump:
 * `takeLost` unmarks them, the pump queues them again (lead-flow.ts, loyalty/award-delivery.ts).
 */
export function createLostJobSweep(options: {
  name: string;
  lostAfterSeconds: number;
  takeLost: (lostAfterSeconds: number) => Promise<unknown[]>;
  kickPump: () => void;
  log: Log;
}) {
  const { name, lostAfterSeconds, takeLost, kickPump, log } = options;
  return createPeriodicJob({
    name: `${name} lost-job sweep`,
    everyMs: Math.min(LOST_SWEEP_EVERY_MS, lostAfterSeconds * 1000),
    log,
    run: async () => {
      const lost = await takeLost(lostAfterSeconds);
      if (lost.length === 0) return;
      log.warn({ count: lost.length }, `${name}s whose job was lost given back to the pump`);
      kickPump();
    },
  });
}
