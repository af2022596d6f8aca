import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.ts';
import type { AttemptResult } from './connector.ts';

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
 * every process pump at once; lead_deliveries_to_queue_idx holds exactly these rows.
 */
export function takeDeliveriesToQueue(tx: DbOrTx, limit: number): Promise<{ id: string; due_at: Date | string }[]> {
  return queryRows(
    tx,
    sql`with due as (
          select d.id from lead_deliveries d
          join destinations dest on dest.id = d.destination_id and not dest.is_paused
          where not d.is_queued and d.status = 'pending'
          order by d.created_at
          limit ${limit}
          for update of d skip locked
        )
        update lead_deliveries d set is_queued = true from due where d.id = due.id
        returning d.id, d.due_at`,
  );
}

/**
 * Counts the attempt and answers the delivery and its destination, when it is still pending and its
 * destination runs. Otherwise null: delivered or dead already (a job that outlived its delivery), or
 * paused, in which case the delivery goes back to the pump, which leaves it until the destination runs.
 */
export async function claimDelivery(db: DbOrTx, deliveryId: string): Promise<ClaimedDelivery | null> {
  const [row] = await queryRows<ClaimedDelivery>(
    db,
    sql`update lead_deliveries d set attempts = d.attempts + 1, updated_at = now()
        from destinations dest
        where d.id = ${deliveryId} and d.status = 'pending' and dest.id = d.destination_id and not dest.is_paused
        returning d.id, d.lead_id, d.company_id, d.attempts, dest.kind, dest.settings, dest.credentials, dest.mapping`,
  );
  if (row) return row;
  await db.execute(
    sql`update lead_deliveries set is_queued = false, updated_at = now() where id = ${deliveryId} and status = 'pending'`,
  );
  return null;
}

/** Records one attempt and where the delivery stands after it, in one transaction. */
export async function recordAttempt(
  db: DbOrTx,
  delivery: { id: string; companyId: string },
  result: AttemptResult,
  status: 'pending' | 'delivered' | 'dead',
): Promise<void> {
  await db.execute(
    sql`with attempt as (
          insert into lead_delivery_attempts (delivery_id, company_id, ok, request, status, response_excerpt, duration_ms, error)
          values (${delivery.id}, ${delivery.companyId}, ${result.ok}, ${JSON.stringify(result.request)}::jsonb,
                  ${result.status}, ${result.responseExcerpt}, ${result.durationMs}, ${result.error})
        )
        update lead_deliveries set status = ${status}, last_status = ${result.status}, last_error = ${result.error},
               delivered_at = case when ${status} = 'delivered' then now() else delivered_at end,
               is_queued = case when ${status} = 'pending' then is_queued else false end,
               updated_at = now()
        where id = ${delivery.id}`,
  );
}
