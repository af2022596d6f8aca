import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.ts';
import { campaignDestinations, destinations, leadDeliveries, leadDeliveryAttempts } from '../../db/schema/index.ts';

export type DestinationRow = typeof destinations.$inferSelect;
export type HealthRow = {
  destination_id: string;
  pending: number;
  delivered: number;
  dead: number;
  failing_since: Date | string | null;
  latest_dead: number;
};

/** How many of a destination's latest deliveries must all be dead for it to count as failing. */
export const FAILING_LATEST_DEAD = 5;
/** A destination whose oldest pending delivery has kept failing this long counts as failing too. */
export const FAILING_FOR_MINUTES = 30;

export function listDestinations(db: DbOrTx, companyId: string): Promise<DestinationRow[]> {
  return db
    .select()
    .from(destinations)
    .where(eq(destinations.companyId, companyId))
    .orderBy(desc(destinations.createdAt));
}

export async function findDestination(db: DbOrTx, companyId: string, id: string): Promise<DestinationRow | undefined> {
  const [row] = await db
    .select()
    .from(destinations)
    .where(and(eq(destinations.companyId, companyId), eq(destinations.id, id)));
  return row;
}

/**
 * Each destination's counts, and what says it keeps failing: its latest deliveries all dead, or a
 * delivery that has been failing (attempted, still pending) since `failing_since`.
 */
export function destinationHealth(db: DbOrTx, companyId: string, id?: string): Promise<HealthRow[]> {
  const one = id ? sql`and d.id = ${id}` : sql``;
  return queryRows<HealthRow>(
    db,
    sql`select d.id as destination_id,
               (select count(*)::int from lead_deliveries x where x.destination_id = d.id and x.status = 'pending') as pending,
               (select count(*)::int from lead_deliveries x where x.destination_id = d.id and x.status = 'delivered') as delivered,
               (select count(*)::int from lead_deliveries x where x.destination_id = d.id and x.status = 'dead') as dead,
               (select min(x.created_at) from lead_deliveries x
                  where x.destination_id = d.id and x.status = 'pending' and x.attempts > 0 and x.last_error is not null) as failing_since,
               (select count(*)::int from (
                  select status from lead_deliveries x where x.destination_id = d.id
                  order by x.created_at desc limit ${FAILING_LATEST_DEAD}) latest
                where latest.status = 'dead') as latest_dead
        from destinations d
        where d.company_id = ${companyId} ${one}`,
  );
}

export async function campaignDestinationIds(db: DbOrTx, companyId: string, campaignId: string): Promise<string[]> {
  const rows = await db
    .select({ id: campaignDestinations.destinationId })
    .from(campaignDestinations)
    .where(and(eq(campaignDestinations.companyId, companyId), eq(campaignDestinations.campaignId, campaignId)));
  return rows.map((r) => r.id);
}

export async function setCampaignDestinationIds(
  db: DbOrTx,
  companyId: string,
  campaignId: string,
  ids: string[],
): Promise<void> {
  await db
    .delete(campaignDestinations)
    .where(and(eq(campaignDestinations.companyId, companyId), eq(campaignDestinations.campaignId, campaignId)));
  if (ids.length > 0) {
    await db
      .insert(campaignDestinations)
      .values(ids.map((destinationId) => ({ companyId, campaignId, destinationId })))
      .onConflictDoNothing();
  }
}

export async function countCompanyDestinations(db: DbOrTx, companyId: string, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .select({ id: destinations.id })
    .from(destinations)
    .where(and(eq(destinations.companyId, companyId), inArray(destinations.id, ids)));
  return rows.length;
}

export type DeliveryRow = {
  id: string;
  lead_id: string;
  campaign_id: string;
  email: string;
  status: string;
  attempts: number;
  last_status: number | null;
  last_error: string | null;
  created_at: Date | string;
  delivered_at: Date | string | null;
};

const DELIVERY_COLUMNS = sql`d.id, d.lead_id, d.campaign_id, l.email, d.status, d.attempts, d.last_status, d.last_error,
  d.created_at, d.delivered_at`;

/** A destination's deliveries, newest first, one page; optionally of one status. */
export async function listDeliveries(
  db: DbOrTx,
  companyId: string,
  destinationId: string,
  query: { page: number; size: number; status?: string },
): Promise<{ rows: DeliveryRow[]; total: number }> {
  const status = query.status ? sql`and d.status = ${query.status}` : sql``;
  const rows = await queryRows<DeliveryRow>(
    db,
    sql`select ${DELIVERY_COLUMNS} from lead_deliveries d join leads l on l.id = d.lead_id
        where d.company_id = ${companyId} and d.destination_id = ${destinationId} ${status}
        order by d.created_at desc, d.id desc limit ${query.size} offset ${query.page * query.size}`,
  );
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from lead_deliveries d
        where d.company_id = ${companyId} and d.destination_id = ${destinationId} ${status}`,
  );
  return { rows, total: count?.n ?? 0 };
}

export async function findDelivery(
  db: DbOrTx,
  companyId: string,
  destinationId: string,
  id: string,
): Promise<DeliveryRow | undefined> {
  const [row] = await queryRows<DeliveryRow>(
    db,
    sql`select ${DELIVERY_COLUMNS} from lead_deliveries d join leads l on l.id = d.lead_id
        where d.company_id = ${companyId} and d.destination_id = ${destinationId} and d.id = ${id}`,
  );
  return row;
}

export function listAttempts(db: DbOrTx, companyId: string, deliveryId: string) {
  return db
    .select()
    .from(leadDeliveryAttempts)
    .where(and(eq(leadDeliveryAttempts.companyId, companyId), eq(leadDeliveryAttempts.deliveryId, deliveryId)))
    .orderBy(leadDeliveryAttempts.createdAt);
}

/**
 * Dead deliveries (one, or all of the destination's) back to pending for the pump, due now, with a new
 * set of retries (the attempts count restarts; the log keeps every attempt); answers how many.
 */
export async function replayDead(
  db: DbOrTx,
  companyId: string,
  destinationId: string,
  deliveryId?: string,
): Promise<number> {
  const rows = await db
    .update(leadDeliveries)
    .set({ status: 'pending', isQueued: false, attempts: 0, dueAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(leadDeliveries.companyId, companyId),
        eq(leadDeliveries.destinationId, destinationId),
        eq(leadDeliveries.status, 'dead'),
        ...(deliveryId ? [eq(leadDeliveries.id, deliveryId)] : []),
      ),
    )
    .returning({ id: leadDeliveries.id });
  return rows.length;
}
