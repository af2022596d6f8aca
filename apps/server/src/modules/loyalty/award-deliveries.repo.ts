import { and, eq, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.ts';
import { loyaltyAwardAttempts } from '../../db/schema/index.ts';
import type { AttemptResult } from '../integrations/connector.ts';
import type { Lease } from '../integrations/deliveries.repo.ts';

/**
 * An award's delivery to its program: the award's ledger row is the outbox (written in the play's
 * transaction), its delivery columns the state (pending → delivered | dead). The statements mirror the
 * lead flow's (integrations/deliveries.repo.ts).
 */

/** An award taken for one attempt, with its program as stored. */
export type ClaimedAward = {
  id: number;
  company_id: string;
  client_user_id: string;
  points: number;
  identifier: string | null;
  campaign_id: string | null;
  play_id: string | null;
  created_at: Date | string;
  delivery_key: string;
  attempts: number;
  program_key: string;
  endpoint_url: string;
};

/**
 * Takes up to `limit` pending awards of programs with an endpoint that have no pg-boss job yet and marks
 * them queued, in the caller's transaction (the jobs are inserted in it too, each to start at its
 * `due_at`, now for one due already, as for lead deliveries); SKIP LOCKED lets every process pump at once. An award of a program without an endpoint
 * waits until it has one.
 */
export function takeAwardsToQueue(tx: DbOrTx, limit: number): Promise<{ id: number; due_at: Date | string }[]> {
  return queryRows(
    tx,
    sql`with due as (
          select l.id from loyalty_ledger l
          join loyalty_integrations i on i.id = l.integration_id and i.endpoint_url <> ''
          where l.delivery_status = 'pending' and not l.is_queued
            and (l.claimed_until is null or l.claimed_until < now())
          order by l.id
          limit ${limit}
          for update of l skip locked
        )
        update loyalty_ledger l set is_queued = true, due_at = greatest(l.due_at, now()) from due where l.id = due.id
        returning l.id, l.due_at`,
  );
}

/**
 * Gives back to the pump up to `limit` queued awards whose job is gone, as takeLostDeliveries does for
 * lead deliveries (integrations/deliveries.repo.ts). loyalty_ledger_queued_idx holds these rows.
 */
export function takeLostAwards(db: DbOrTx, lostAfterSeconds: number, limit: number): Promise<{ id: number }[]> {
  return queryRows(
    db,
    sql`with lost as (
          select l.id from loyalty_ledger l
          where l.delivery_status = 'pending' and l.is_queued and l.due_at < now() - make_interval(secs => ${lostAfterSeconds})
            and (l.claimed_until is null or l.claimed_until < now() - make_interval(secs => ${lostAfterSeconds}))
          order by l.due_at
          limit ${limit}
          for update of l skip locked
        )
        update loyalty_ledger l set is_queued = false from lost where l.id = lost.id
        returning l.id`,
  );
}

/** A job may come a moment before its `due_at` (pg-boss keeps milliseconds); earlier than this is a stale job's. */
const DUE_SLACK = sql`interval '1 second'`;

/**
 * Counts the attempt, takes its lease and answers the award with its program, when it is still pending,
 * due, no other attempt's lease runs and the program has an endpoint; otherwise null (delivered or dead
 * already; under another attempt, as for lead deliveries (integrations/deliveries.repo.ts), back to the
 * pump; the endpoint removed: back to the pump too, which leaves it until there is one; or not due: a
 * stale job's claim, which leaves the award to the job of its next attempt).
 */
export async function claimAward(db: DbOrTx, awardId: number, lease: Lease): Promise<ClaimedAward | null> {
  const [row] = await queryRows<ClaimedAward>(
    db,
    sql`update loyalty_ledger l set delivery_attempts = l.delivery_attempts + 1,
               claimed_until = now() + make_interval(secs => ${lease.seconds}), claimed_by = ${lease.by}
        from loyalty_integrations i
        where l.id = ${awardId} and l.delivery_status = 'pending' and i.id = l.integration_id and i.endpoint_url <> ''
          and (l.claimed_until is null or l.claimed_until < now()) and l.due_at <= now() + ${DUE_SLACK}
        returning l.id, l.company_id, l.client_user_id, l.points, l.identifier, l.campaign_id, l.play_id,
                  l.created_at, l.delivery_key, l.delivery_attempts as attempts, i.key as program_key,
                  i.endpoint_url`,
  );
  if (row) return row;
  await db.execute(
    sql`update loyalty_ledger set is_queued = false
        where id = ${awardId} and delivery_status = 'pending' and due_at <= now() + ${DUE_SLACK}`,
  );
  return null;
}

/**
 * Logs one attempt and where the award stands after it, its lease released and out of the queue, in one
 * statement: a pending award goes back to the pump, due in `retryInSeconds`. The attempt is always
 * logged; the award changes only while the lease is still `claimedBy`'s.
 */
export async function recordAwardAttempt(
  db: DbOrTx,
  award: { id: number; companyId: string; claimedBy: string },
  result: AttemptResult,
  next: { status: 'pending' | 'delivered' | 'dead'; retryInSeconds: number },
): Promise<void> {
  const { status } = next;
  await db.execute(
    sql`with attempt as (
          insert into loyalty_award_attempts (award_id, company_id, ok, request, status, response_excerpt, duration_ms, error)
          values (${award.id}, ${award.companyId}, ${result.ok}, ${JSON.stringify(result.request)}::jsonb, ${result.status},
                  ${result.responseExcerpt}, ${result.durationMs}, ${result.error})
        )
        update loyalty_ledger set delivery_status = ${status}, last_status = ${result.status},
               last_error = ${result.error},
               delivered_at = case when ${status} = 'delivered' then now() else delivered_at end,
               due_at = case when ${status} = 'pending' then now() + make_interval(secs => ${next.retryInSeconds})
                             else due_at end,
               is_queued = false, claimed_until = null, claimed_by = null
        where id = ${award.id} and claimed_by = ${award.claimedBy}`,
  );
}

/** A dead award back to pending, for the pump (a fresh job, the same idempotency key); false when not dead. */
export async function retryDeadAward(db: DbOrTx, companyId: string, integrationId: string, awardId: number) {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update loyalty_ledger set delivery_status = 'pending', is_queued = false, delivery_attempts = 0, due_at = now()
        where id = ${awardId} and company_id = ${companyId} and integration_id = ${integrationId}
          and delivery_status = 'dead'
        returning id`,
  );
  return rows.length === 1;
}

export type AwardRow = {
  id: number;
  client_user_id: string;
  points: number;
  identifier: string | null;
  campaign_id: string | null;
  play_id: string | null;
  created_at: Date | string;
  delivered_at: Date | string | null;
  delivery_status: string;
  delivery_attempts: number;
  last_status: number | null;
  last_error: string | null;
};

const AWARD_COLUMNS = sql`id, client_user_id, points, identifier, campaign_id, play_id, created_at, delivered_at,
               delivery_status, delivery_attempts, last_status, last_error`;

/** One award of a program, or undefined when the company has no such award there. */
export async function findAward(
  db: DbOrTx,
  companyId: string,
  integrationId: string,
  awardId: number,
): Promise<AwardRow | undefined> {
  const [row] = await queryRows<AwardRow>(
    db,
    sql`select ${AWARD_COLUMNS} from loyalty_ledger
        where id = ${awardId} and integration_id = ${integrationId} and company_id = ${companyId} and kind = 'award'`,
  );
  return row;
}

/** Every attempt to deliver an award, oldest first. */
export function listAwardAttempts(db: DbOrTx, companyId: string, awardId: number) {
  return db
    .select()
    .from(loyaltyAwardAttempts)
    .where(and(eq(loyaltyAwardAttempts.companyId, companyId), eq(loyaltyAwardAttempts.awardId, awardId)))
    .orderBy(loyaltyAwardAttempts.createdAt, loyaltyAwardAttempts.id);
}

/** A program's latest awards (newest first), optionally of one delivery status. */
export function listAwards(
  db: DbOrTx,
  companyId: string,
  integrationId: string,
  options: { status?: string; limit: number },
): Promise<AwardRow[]> {
  return queryRows(
    db,
    sql`select ${AWARD_COLUMNS}
        from loyalty_ledger
        where integration_id = ${integrationId} and company_id = ${companyId} and kind = 'award'
          ${options.status ? sql`and delivery_status = ${options.status}` : sql``}
        order by id desc
        limit ${options.limit}`,
  );
}
