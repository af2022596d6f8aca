import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.ts';
import type { AttemptResult } from './connector.ts';

/**
 * Ids as one PostgreSQL array parameter (`'{…}'`, cast to uuid[] in the statement): Drizzle spreads a
 * JavaScript array into a list of parameters, which `any(…)` cannot take. Only for uuids (no quoting).
 */
export function uuidArray(ids: string[]): string {
  if (!ids.every((id) => /^[0-9a-f-]{36}$/i.test(id))) throw new Error('not a uuid');
  return `{${ids.join(',')}}`;
}

/** A delivery taken for one attempt, with its destination as stored. */
export type ClaimedDelivery = {
  id: string;
  lead_id: string;
  company_id: string;
  attempts: number;
  kind: string;
  settings: unknown;
  credentials: string | null;
  mapping: unknown;
};

/**
 * Takes up to `limit` pending deliveries of running destinations that have no pg-boss job yet and
 * marks them queued, in the caller's transaction (the jobs are inserted in it too, each to start at its
 * `due_at`: the first attempt's delay or a retry's backoff; one due already is due from now, when its
 * job starts, which is what the lost-job sweep measures from). SKIP LOCKED lets every process pump at
 * once; lead_deliveries_to_queue_idx holds exactly these rows. One whose attempt holds a lease waits
 * until it is recorded, or, when its process died, until the lease runs out.
 */
export function takeDeliveriesToQueue(tx: DbOrTx, limit: number): Promise<{ id: string; due_at: Date | string }[]> {
  return queryRows(
    tx,
    sql`with due as (
          select d.id from lead_deliveries d
          join destinations dest on dest.id = d.destination_id and not dest.is_paused
          where not d.is_queued and d.status = 'pending' and (d.claimed_until is null or d.claimed_until < now())
          order by d.created_at
          limit ${limit}
          for update of d skip locked
        )
        update lead_deliveries d set is_queued = true, due_at = greatest(d.due_at, now()) from due where d.id = due.id
        returning d.id, d.due_at`,
  );
}

/**
 * Gives back to the pump up to `limit` deliveries marked queued whose job is gone: due, and no attempt
 * begun or lease ended, `lostAfterSeconds` ago. A job ends only once its attempt is recorded or its
 * claim refused, each of which unmarks the delivery, so such a job died with pg-boss's last retry of it
 * (a process killed on each try, the database away meanwhile) or was removed from pg-boss. A job merely
 * late in a long queue is given a second one: harmless, as a claim needs the delivery pending, due and
 * free of any lease, so only one of the two attempts it. lead_deliveries_queued_idx holds these rows.
 */
export function takeLostDeliveries(db: DbOrTx, lostAfterSeconds: number, limit: number): Promise<{ id: string }[]> {
  return queryRows(
    db,
    sql`with lost as (
          select d.id from lead_deliveries d
          where d.is_queued and d.status = 'pending' and d.due_at < now() - make_interval(secs => ${lostAfterSeconds})
            and (d.claimed_until is null or d.claimed_until < now() - make_interval(secs => ${lostAfterSeconds}))
          order by d.due_at
          limit ${limit}
          for update of d skip locked
        )
        update lead_deliveries d set is_queued = false, updated_at = now() from lost where d.id = lost.id
        returning d.id`,
  );
}

/** The attempt lease a claim takes: how long, and the claim's own id (its attempt's record must name it). */
export type Lease = { seconds: number; by: string };

/**
 * A job may come a moment before its `due_at`: pg-boss keeps its start in milliseconds, the column in
 * microseconds. A claim earlier than this is a stale job's (see claimDeliveries).
 */
const DUE_SLACK = sql`interval '1 second'`;

/**
 * Counts the attempt, takes its lease and answers the delivery and its destination, when it is still
 * pending, due, no other attempt's lease is running and its destination runs. Otherwise null: delivered
 * or dead already (a job that outlived its delivery); under another attempt (pg-boss expired a slow job
 * and handed it on: that job is dropped, and the holder's record, or the end of a dead holder's lease,
 * brings the delivery back to the pump, which waits for its backoff); paused, in which case the delivery
 * goes back to the pump too, which leaves it until the destination runs; or not due yet: a stale job
 * (one pg-boss retried after its attempt was recorded, or a second one the lost-job sweep gave), left
 * alone, as the delivery already has the job of its next attempt.
 */
export async function claimDelivery(db: DbOrTx, deliveryId: string, lease: Lease): Promise<ClaimedDelivery | null> {
  return (await claimDeliveries(db, [deliveryId], lease)).get(deliveryId) ?? null;
}

/**
 * claimDelivery for a fetched batch of jobs, in two statements whatever its size (on PGlite planning
 * a statement costs far more than running it: one per job held the players' one connection, issue 15).
 * Answers the claimed ones by delivery id; the others are as claimDelivery leaves them.
 */
export async function claimDeliveries(
  db: DbOrTx,
  deliveryIds: string[],
  lease: Lease,
): Promise<Map<string, ClaimedDelivery>> {
  const claimed = new Map<string, ClaimedDelivery>();
  if (deliveryIds.length === 0) return claimed;
  // One statement decides: of two processes claiming at once, the second waits for the first's row lock,
  // then sees its lease and claims nothing.
  const rows = await queryRows<ClaimedDelivery>(
    db,
    sql`update lead_deliveries d set attempts = d.attempts + 1, updated_at = now(),
               claimed_until = now() + make_interval(secs => ${lease.seconds}), claimed_by = ${lease.by}
        from destinations dest
        where d.id = any(${uuidArray(deliveryIds)}::uuid[]) and d.status = 'pending' and dest.id = d.destination_id
          and not dest.is_paused and (d.claimed_until is null or d.claimed_until < now())
          and d.due_at <= now() + ${DUE_SLACK}
        returning d.id, d.lead_id, d.company_id, d.attempts, dest.kind, dest.settings, dest.credentials, dest.mapping`,
  );
  for (const row of rows) claimed.set(row.id, row);
  const others = deliveryIds.filter((id) => !claimed.has(id));
  if (others.length > 0) {
    await db.execute(
      sql`update lead_deliveries set is_queued = false, updated_at = now()
          where id = any(${uuidArray(others)}::uuid[]) and status = 'pending' and due_at <= now() + ${DUE_SLACK}`,
    );
  }
  return claimed;
}

export type AttemptRecord = {
  /** `claimedBy`: the lease its claim took; the delivery changes only while that lease is still its own. */
  delivery: { id: string; companyId: string; claimedBy: string };
  result: AttemptResult;
  status: 'pending' | 'delivered' | 'dead';
  /** When pending: how long the next attempt waits (retry-schedule.ts). */
  retryInSeconds: number;
};

/**
 * Records a batch of attempts (one statement however many, see claimDeliveries): each attempt is always
 * logged; its delivery changes only while the lease is still its claim's (one that outlasted its lease
 * lost the delivery to another claim, whose record decides). The lease is released and the delivery
 * leaves the queue whatever the outcome: a pending one goes back to the pump, due after its backoff,
 * for the job of its next attempt.
 */
export async function recordAttempts(db: DbOrTx, records: AttemptRecord[]): Promise<void> {
  if (records.length === 0) return;
  const rows = records.map(({ delivery, result, status, retryInSeconds }) => ({
    delivery_id: delivery.id,
    company_id: delivery.companyId,
    claimed_by: delivery.claimedBy,
    ok: result.ok,
    request: result.request,
    status: result.status,
    response_excerpt: result.responseExcerpt,
    duration_ms: result.durationMs,
    error: result.error,
    next_status: status,
    retry_in: retryInSeconds,
  }));
  await db.execute(
    sql`with input as (
          select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
            as r(delivery_id uuid, company_id uuid, claimed_by uuid, ok boolean, request jsonb, status integer, response_excerpt text,
                 duration_ms integer, error text, next_status text, retry_in double precision)
        ), attempt as (
          insert into lead_delivery_attempts (delivery_id, company_id, ok, request, status, response_excerpt, duration_ms, error)
          select delivery_id, company_id, ok, request, status, response_excerpt, duration_ms, error from input
        )
        update lead_deliveries d set status = i.next_status, last_status = i.status, last_error = i.error,
               delivered_at = case when i.next_status = 'delivered' then now() else d.delivered_at end,
               due_at = case when i.next_status = 'pending' then now() + make_interval(secs => i.retry_in) else d.due_at end,
               is_queued = false, claimed_until = null, claimed_by = null, updated_at = now()
        from input i
        where d.id = i.delivery_id and d.claimed_by = i.claimed_by`,
  );
}
