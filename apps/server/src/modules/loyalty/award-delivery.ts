import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { JobWithMetadata, PgBoss } from 'pg-boss';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { createPeriodicJob } from '../../lib/periodic-job.ts';
import type { AttemptResult } from '../integrations/connector.ts';
import type { CredentialKeyring } from '../integrations/credentials-crypto.ts';
import { createLostJobSweep, pacedAfter } from '../integrations/delivery-worker.ts';
import { attemptHttp, fetchWithTimeout, MASK } from '../integrations/http-attempt.ts';
import { attemptLeaseSeconds, type BossWorker, JOB_RETRY, LOST_JOB_AFTER_SECONDS } from '../integrations/lead-flow.ts';
import { retryDelaySeconds, statusAfterAttempt } from '../integrations/retry-schedule.ts';
import { guardedFetch } from '../integrations/url-guard.ts';
import { webhookSignature } from '../integrations/webhook-signature.ts';
import { loadRelease } from '../play/published-campaign.ts';
import { findAppSecret, sealPlainAppSecrets } from './app-secret.repo.ts';
import {
  type ClaimedAward,
  claimAward,
  recordAwardAttempt,
  takeAwardsToQueue,
  takeLostAwards,
} from './award-deliveries.repo.ts';
import { awardDecidedPlay, decidedPlaysWithoutAward, dropPendingAwards } from './decided-play-award.ts';

export const AWARD_DELIVERY_QUEUE = 'loyalty-award-delivery';
const PUMP_EVERY_MS = 1_000;
const PUMP_BATCH = 500;
const WORK = { batchSize: 25, pollingIntervalSeconds: 0.5, burstWhenBatchFull: true };
/** Decided plays left without their award (a process died between the two commits) are looked for this often. */
const SWEEP_EVERY_MS = 30_000;
const SWEEP_BATCH = 200;
/** A pending award of a play still open after this is dropped (the play was abandoned). */
const PENDING_AWARD_MAX_AGE_MS = 7 * 24 * 3600 * 1000;

type Log = { error(obj: unknown, msg: string): void; warn(obj: unknown, msg: string): void };
type AwardJob = { awardId: number };

/** What the program receives for one award (docs/loyalty-delivery.md). */
export type AwardPayload = {
  type: 'loyalty.points_awarded';
  idempotencyKey: string;
  award: {
    programKey: string;
    clientUserId: string;
    /** 0 where the outcome's setting leaves the points to the program (the identifier says what was won). */
    points: number;
    identifier: string | null;
    campaignId: string | null;
    playId: string | null;
    /** ISO 8601 UTC. */
    awardedAt: string;
  };
};

export function awardPayloadOf(award: ClaimedAward): AwardPayload {
  return {
    type: 'loyalty.points_awarded',
    idempotencyKey: award.delivery_key,
    award: {
      programKey: award.program_key,
      clientUserId: award.client_user_id,
      points: Number(award.points),
      identifier: award.identifier,
      campaignId: award.campaign_id,
      playId: award.play_id,
      awardedAt: new Date(award.created_at).toISOString(),
    },
  };
}

/**
 * The awards' road to the company's loyalty program (issue 15), on the lead flow's pg-boss: an award's
 * ledger row is the outbox, written in the play's transaction; a pump hands each pending award to
 * pg-boss as one job in the transaction that marks it queued, to start when the award is due; as for
 * leads (lead-flow.ts), each attempt has its own job, the backoff between them is ours
 * (retry-schedule.ts, the lead flow's settings), and a queued award whose job is lost is queued again
 * by the lost-job sweep; the last allowed attempt or a non-retryable answer marks the award dead. Each
 * POST is signed as the lead webhook is, with the company's app secret, and carries the award's
 * idempotency key. Beside it, a sweeper awards the multi-step plays a dead
 * process decided without awarding, and the start seals app secrets kept from before sealing.
 */
export function createAwardDelivery(deps: {
  config: Config;
  database: Database;
  keyring: () => Promise<CredentialKeyring>;
  log: Log;
  /** LOST_JOB_AFTER_SECONDS unless given (as the lead flow's). */
  lostJobAfterSeconds?: number;
}): BossWorker & { sweep(): Promise<number> } {
  const { config, database, log } = deps;
  const settings = config.leadDelivery;
  const db = database.db;
  let boss: PgBoss | undefined;

  const pump = createPeriodicJob({
    name: 'loyalty award pump',
    everyMs: PUMP_EVERY_MS,
    log,
    run: async () => {
      for (;;) {
        const started = boss;
        if (!started) return;
        // pg-boss is loaded when the engine starts, not with the server (loaded by then: a cached import).
        const { fromDrizzle } = await import('pg-boss');
        const taken = await db.transaction(async (tx) => {
          const due = await takeAwardsToQueue(tx, PUMP_BATCH);
          if (due.length === 0) return 0;
          await started.insert(
            AWARD_DELIVERY_QUEUE,
            due.map((d) => ({ data: { awardId: Number(d.id) }, startAfter: new Date(d.due_at) })),
            { db: fromDrizzle(tx as unknown as Parameters<typeof fromDrizzle>[0], sql) },
          );
          return due.length;
        });
        if (taken < PUMP_BATCH) return;
      }
    },
  });

  /** One batch of decided plays left without their award; answers how many got points. */
  async function sweep(): Promise<number> {
    let awarded = 0;
    const plays = await decidedPlaysWithoutAward(db, SWEEP_BATCH);
    const handled: string[] = [];
    for (const play of plays) {
      try {
        const release = await loadRelease(db, play.release_id);
        const loyalty = await awardDecidedPlay(
          db,
          { id: play.id, campaignId: play.campaign_id, leadId: play.lead_id, page: play.page },
          release.playerDocument,
        );
        if (loyalty && loyalty.awarded > 0) awarded++;
        handled.push(play.id);
      } catch (error) {
        // Kept for the next sweep (a release that cannot be read now, the database away).
        log.error({ err: error, playId: play.id }, 'could not award a decided play');
      }
    }
    // awardDecidedPlay deleted the pending award where the campaign still has loyalty; these are the rest.
    await dropPendingAwards(db, handled, PENDING_AWARD_MAX_AGE_MS);
    return awarded;
  }

  const sweeper = createPeriodicJob({ name: 'loyalty award sweeper', everyMs: SWEEP_EVERY_MS, log, run: sweep });

  const lostSweeper = createLostJobSweep({
    name: 'loyalty award',
    lostAfterSeconds: deps.lostJobAfterSeconds ?? LOST_JOB_AFTER_SECONDS,
    takeLost: (lostAfterSeconds) => takeLostAwards(db, lostAfterSeconds, PUMP_BATCH),
    kickPump: () => pump.kick(),
    log,
  });

  async function deliverOnce(award: ClaimedAward): Promise<AttemptResult> {
    const failure = (error: string): AttemptResult => ({
      ok: false,
      retryable: false,
      request: { method: '', url: '', headers: {}, body: '' },
      status: null,
      responseExcerpt: '',
      durationMs: 0,
      error,
    });
    let secret: string;
    try {
      const stored = await findAppSecret(db, await deps.keyring(), award.company_id);
      if (!stored) return failure('The company has no app secret to sign the award with');
      secret = stored.secret;
    } catch {
      return failure('The app secret cannot be opened (CREDENTIALS_KEYS)');
    }
    const body = JSON.stringify(awardPayloadOf(award));
    const timestamp = Math.floor(Date.now() / 1000);
    const headers = {
      'content-type': 'application/json',
      'user-agent': 'GameCampaigns-Loyalty/1',
      'idempotency-key': award.delivery_key,
      'x-gc-signature': webhookSignature(secret, timestamp, body),
    };
    const request = { method: 'POST', url: award.endpoint_url, headers, body };
    // As for lead destinations: the program's address is checked at every attempt (its DNS answer may
    // have changed), and an internal one is refused unsent and not retried (docs/security.md).
    let refusal: string | null = null;
    const fetch = guardedFetch(
      fetchWithTimeout(settings.timeoutSeconds * 1000),
      { allowPrivate: settings.allowPrivateUrls },
      (reason) => {
        refusal = reason;
      },
    );
    const result = await attemptHttp({ idempotencyKey: award.delivery_key, now: new Date(), fetch }, request, {
      ...request,
      headers: { ...headers, 'x-gc-signature': `t=${timestamp},v1=${MASK}` },
    });
    return refusal === null
      ? result
      : { ...result, ok: false, retryable: false, status: null, error: `Refused: ${refusal}` };
  }

  async function attempt(job: JobWithMetadata<AwardJob>): Promise<'completed' | 'failed'> {
    const lease = { seconds: attemptLeaseSeconds(settings.timeoutSeconds), by: randomUUID() };
    const award = await claimAward(db, job.data.awardId, lease);
    if (!award) return 'completed';
    const result = await deliverOnce(award);
    await recordAwardAttempt(db, { id: award.id, companyId: award.company_id, claimedBy: lease.by }, result, {
      status: statusAfterAttempt(result, award.attempts, settings),
      retryInSeconds: retryDelaySeconds(award.attempts, settings),
    });
    return 'completed';
  }

  return {
    sweep,
    async start(started) {
      const sealed = await sealPlainAppSecrets(db, await deps.keyring());
      if (sealed > 0) log.warn({ sealed }, 'sealed app secrets kept from before sealing');
      const queue = { ...JOB_RETRY, expireInSeconds: Math.max(1, Math.ceil(settings.timeoutSeconds * 2 + 2)) };
      await started.createQueue(AWARD_DELIVERY_QUEUE, queue);
      // As the lead flow's: a queue made by an earlier version would keep pg-boss's backoff retries.
      await started.updateQueue(AWARD_DELIVERY_QUEUE, queue);
      await started.work(
        AWARD_DELIVERY_QUEUE,
        { ...WORK, includeMetadata: true, perJobResults: true },
        async (jobs: JobWithMetadata<AwardJob>[]) => {
          const startedAt = performance.now();
          const results = await Promise.all(
            jobs.map(async (job) => {
              try {
                return { id: job.id, status: await attempt(job) };
              } catch (error) {
                log.warn({ err: error, awardId: job.data.awardId }, 'loyalty award delivery attempt failed');
                return { id: job.id, status: 'failed' as const };
              }
            }),
          );
          await pacedAfter(startedAt, jobs.length, settings.perSecond);
          return results;
        },
      );
      boss = started;
      pump.start();
      sweeper.start();
      lostSweeper.start();
    },
    async stop() {
      boss = undefined;
      await lostSweeper.stop();
      await sweeper.stop();
      await pump.stop();
    },
  };
}
