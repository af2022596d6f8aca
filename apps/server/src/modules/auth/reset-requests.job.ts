import type { AppContext } from '../../lib/app-context.ts';
import { createPeriodicJob, type PeriodicJob } from '../../lib/periodic-job.ts';
import { sendQueuedResets } from './password-links.service.ts';

/**
 * How often waiting forgot-password requests are turned into mails. The request never kicks the job:
 * its work (the account lookup, the link, the mail) then runs at a time that says nothing about which
 * request caused it, rather than right behind a known e-mail's answer.
 */
export const RESET_REQUESTS_TICK_MS = 3_000;

export function createResetRequestsJob(ctx: AppContext, log: { error(obj: unknown, msg: string): void }): PeriodicJob {
  return createPeriodicJob({
    name: 'password reset mails',
    everyMs: RESET_REQUESTS_TICK_MS,
    run: () => sendQueuedResets(ctx),
    log,
  });
}
