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
 * marks them queued, in the caller's transaction (the jobs are inserted in it too). SKIP LOCKED lets
 * every process pump at once; lead_deliveries_to_queue_idx holds exactly these rows. One whose attempt
 * holds a lease waits until it is recorded, or, when its process died, until the lease runs out.
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
        update lead_deliveries d set is_queued = true from due where d.id = due.id
        returning d.id, d.due_at`,
  );
}

/** The attempt lease a claim takes: how long, and the claim's own id (its attempt's record must name it). */
export type Lease = { seconds: number; by: string };

/**
 * Counts the attempt, takes its lease and answers the delivery and its destination, when it is still
 * pending, no other attempt's lease is running and its destination runs. Otherwise null: delivered or
 * dead already (a job that outlived its delivery); under another attempt (pg-boss expired a slow job and
 * handed it on: that job is dropped, and the holder's record, or the end of a dead holder's lease, brings
 * the delivery back to the pump); or paused, in which case the delivery goes back to the pump too, which
 * leaves it until the destination runs.
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
        returning d.id, d.lead_id, d.company_id, d.attempts, dest.kind, dest.settings, dest.credentials, dest.mapping`,
  );
  for (const row of rows) claimed.set(row.id, row);
  const others = deliveryIds.filter((id) => !claimed.has(id));
  if (others.length > 0) {
    await db.execute(
      sql`update lead_deliveries set is_queued = false, updated_at = now()
          where id = any(${uuidArray(others)}::uuid[]) and status = 'pending'`,
    );
  }
  return claimed;
}

/**
 * Records one attempt and where the delivery stands after it, releasing the attempt's lease, in one
 * statement. The attempt is always logged; the delivery changes only while the lease is still this
 * claim's (one that outlasted its lease lost the delivery to another claim, whose record decides).
 */
export function recordAttempt(
  db: DbOrTx,
  delivery: AttemptRecord['delivery'],
  result: AttemptResult,
  status: 'pending' | 'delivered' | 'dead',
): Promise<void> {
  return recordAttempts(db, [{ delivery, result, status }]);
}

export type AttemptRecord = {
  /** `claimedBy`: the lease its claim took; the delivery changes only while that lease is still its own. */
  delivery: { id: string; companyId: string; claimedBy: string };
  result: AttemptResult;
  status: 'pending' | 'delivered' | 'dead';
};

/** recordAttempt for a batch of attempts, in one statement (see claimDeliveries). */
export async function recordAttempts(db: DbOrTx, records: AttemptRecord[]): Promise<void> {
  if (records.length === 0) return;
  const rows = records.map(({ delivery, result, status }) => ({
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
  }));
  await db.execute(
    sql`with input as (
          select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
            as r(delivery_id uuid, company_id uuid, claimed_by uuid, ok boolean, request jsonb, status integer, response_excerpt text,
                 duration_ms integer, error text, next_status text)
        ), attempt as (
          insert into lead_delivery_attempts (delivery_id, company_id, ok, request, status, response_excerpt, duration_ms, error)
          select delivery_id, company_id, ok, request, status, response_excerpt, duration_ms, error from input
        )
        update lead_deliveries d set status = i.next_status, last_status = i.status, last_error = i.error,
               delivered_at = case when i.next_status = 'delivered' then now() else d.delivered_at end,
               is_queued = case when i.next_status = 'pending' then d.is_queued else false end,
               claimed_until = null, claimed_by = null, updated_at = now()
        from input i
        where d.id = i.delivery_id and d.claimed_by = i.claimed_by`,
  );
}
