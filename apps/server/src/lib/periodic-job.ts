/**
 * How long after a server starts listening its background work begins (issue 18): the first requests
 * of a restart are answered before the jobs' first runs, whose queries would otherwise run ahead of
 * them (on PGlite, in the same thread, on a cold catalog cache).
 */
export const BACKGROUND_START_DELAY_MS = 1_000;

/** A background job of this process: runs soon after start, every `everyMs`, and soon after a kick. */
export type PeriodicJob = {
  start(): void;
  /** Asks for a run now instead of at the next tick (ignored until started). */
  kick(): void;
  /** Stops ticking and waits for a run in flight. */
  stop(): Promise<void>;
};

/**
 * The loop every in-process job shares (the campaign schedule, prize e-mails). A run is never
 * started while one is still going; a kick during a run asks for one more right after it. The jobs
 * are written to be idempotent and safe with any number of processes doing the same, so there is
 * no coordination between processes, only guarded statements in the runs themselves.
 */
export function createPeriodicJob(options: {
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
  log: { error(obj: unknown, msg: string): void };
  /** The first run's wait after start(); BACKGROUND_START_DELAY_MS unless given. */
  firstRunAfterMs?: number;
}): PeriodicJob {
  let timer: NodeJS.Timeout | undefined;
  let firstRun: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let isAgainWanted = false;

  function tick() {
    if (running) {
      isAgainWanted = true;
      return;
    }
    running = options
      .run()
      .then(() => undefined)
      .catch((error) => options.log.error({ err: error }, `${options.name} failed`))
      .finally(() => {
        running = undefined;
        if (isAgainWanted && timer) {
          isAgainWanted = false;
          tick();
        }
      });
  }

  return {
    start() {
      if (timer) return;
      timer = setInterval(tick, options.everyMs);
      timer.unref();
      const wait = options.firstRunAfterMs ?? BACKGROUND_START_DELAY_MS;
      if (wait === 0) tick();
      else {
        firstRun = setTimeout(tick, wait);
        firstRun.unref();
      }
    },
    kick() {
      if (timer) tick();
    },
    async stop() {
      if (timer) clearInterval(timer);
      clearTimeout(firstRun);
      timer = undefined;
      isAgainWanted = false;
      // The database closes after the app: a run in flight finishes first rather than hitting a closed pool.
      await running;
    },
  };
}
