import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.ts';
import { campaigns, companies, leadExports, leads } from '../../db/schema/index.ts';

export type LeadExportRow = typeof leadExports.$inferSelect;

/**
 * Where the last committed part ended: the campaign being read (an index into campaign_ids) and the
 * keyset of its last lead read, (created_at, id), or null when that campaign is still to be started.
 */
export type PartCursor = { campaign: number; after: { createdAt: string; id: string } | null };

const ofCompany = (companyId: string, id: string) => and(eq(leadExports.companyId, companyId), eq(leadExports.id, id));

/** The company's campaigns among `ids` (all of them when `ids` is empty), in the order exports read them. */
export function companyCampaigns(db: DbOrTx, companyId: string, ids: readonly string[]) {
  return db
    .select({ id: campaigns.id, name: campaigns.name })
    .from(campaigns)
    .where(and(eq(campaigns.companyId, companyId), ids.length > 0 ? inArray(campaigns.id, [...ids]) : undefined))
    .orderBy(asc(campaigns.createdAt), asc(campaigns.id));
}

export async function insertLeadExport(db: DbOrTx, values: typeof leadExports.$inferInsert) {
  const [row] = await db.insert(leadExports).values(values).returning();
  return row;
}

export async function findLeadExport(db: DbOrTx, companyId: string, id: string) {
  const [row] = await db.select().from(leadExports).where(ofCompany(companyId, id));
  return row;
}

/** The company's latest exports, newest first. */
export function listLeadExports(db: DbOrTx, companyId: string, limit: number) {
  return db
    .select()
    .from(leadExports)
    .where(eq(leadExports.companyId, companyId))
    .orderBy(desc(leadExports.createdAt), desc(leadExports.id))
    .limit(limit);
}

/** A failed export back in the queue, to continue after its last committed part. */
export async function requeueFailedExport(db: DbOrTx, companyId: string, id: string) {
  const [row] = await db
    .update(leadExports)
    .set({ status: 'queued', attempts: 0, error: null, leaseUntil: null, updatedAt: sql`now()` })
    .where(and(ofCompany(companyId, id), eq(leadExports.status, 'failed')))
    .returning();
  return row;
}

/** Removes a finished or failed export's row and answers its parts' keys (a running one is kept). */
export async function deleteSettledExport(db: DbOrTx, companyId: string, id: string) {
  const [row] = await db
    .delete(leadExports)
    .where(and(ofCompany(companyId, id), inArray(leadExports.status, ['done', 'failed'])))
    .returning({ parts: leadExports.parts });
  return row;
}

/**
 * Up to `limit` exports waiting for a worker (queued, or running under a lapsed lease: its process died
 * or its slice ended), leased for `leaseMs` so that no other pump takes them meanwhile.
 */
export async function takeExportsToRun(db: DbOrTx, limit: number, leaseMs: number) {
  return queryRows<{ id: string }>(
    db,
    sql`
    update ${leadExports} set lease_until = now() + ${leaseMs} * interval '1 millisecond'
    where id in (
      select id from ${leadExports}
      where status in ('queued', 'running') and (lease_until is null or lease_until < now())
      order by created_at
      limit ${limit}
      for update skip locked
    )
    returning id`,
  );
}

/** The export as a worker starts a slice of it (queued or running), marked running and leased. */
export async function startSlice(db: DbOrTx, id: string, leaseMs: number) {
  const [row] = await db
    .update(leadExports)
    .set({
      status: 'running',
      leaseUntil: sql`now() + ${leaseMs} * interval '1 millisecond'`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(leadExports.id, id), inArray(leadExports.status, ['queued', 'running'])))
    .returning();
  return row;
}

/** Leads registered within the range in the chosen campaigns: the export's total. */
export async function countLeadsInRange(
  db: DbOrTx,
  companyId: string,
  campaignIds: readonly string[],
  range: { from?: string; to?: string },
) {
  if (campaignIds.length === 0) return 0;
  const [company] = await db
    .select({ timeZone: companies.timeZone })
    .from(companies)
    .where(eq(companies.id, companyId));
  const timeZone = company?.timeZone ?? 'UTC';
  const from = range.from
    ? sql`and ${leads.createdAt} >= (${range.from}::date::timestamp at time zone ${timeZone})`
    : sql``;
  const to = range.to
    ? sql`and ${leads.createdAt} < ((${range.to}::date + 1)::timestamp at time zone ${timeZone})`
    : sql``;
  const [row] = await queryRows<{ total: number }>(
    db,
    sql`
    select count(*)::int as total from ${leads}
    where ${leads.companyId} = ${companyId} and ${inArray(leads.campaignId, [...campaignIds])} ${from} ${to}`,
  );
  return Number(row?.total ?? 0);
}

export async function setTotal(db: DbOrTx, id: string, total: number) {
  await db.update(leadExports).set({ total }).where(eq(leadExports.id, id));
}

/**
 * Commits a written part: its key, its bytes, the keyset it ended at and the leads it read. Guarded by
 * the number of parts committed before it, so that of two workers on one export (a lease that lapsed
 * under a slow part) only one commits each part; answers whether this one did.
 */
export async function commitPart(
  db: DbOrTx,
  id: string,
  part: {
    index: number;
    key: string | null;
    bytes: number;
    cursor: PartCursor;
    processed: number;
    rows: number;
    isLast: boolean;
    leaseMs: number;
  },
): Promise<boolean> {
  const parts = part.key ? sql`array_append(${leadExports.parts}, ${part.key})` : sql`${leadExports.parts}`;
  const committed = await db
    .update(leadExports)
    .set({
      parts,
      bytes: sql`${leadExports.bytes} + ${part.bytes}`,
      cursor: part.cursor,
      processed: sql`${leadExports.processed} + ${part.processed}`,
      rows: sql`${leadExports.rows} + ${part.rows}`,
      status: part.isLast ? 'done' : 'running',
      finishedAt: part.isLast ? sql`now()` : null,
      leaseUntil: part.isLast ? null : sql`now() + ${part.leaseMs} * interval '1 millisecond'`,
      attempts: 0,
      error: null,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(leadExports.id, id),
        eq(leadExports.status, 'running'),
        // A part without a key (the end, found right after a full part) adds nothing and ends the export.
        sql`cardinality(${leadExports.parts}) = ${part.index}`,
      ),
    )
    .returning({ id: leadExports.id });
  return committed.length > 0;
}

/** The slice ended with the export unfinished: its lease is given up, so the pump hands it out again at once. */
export async function releaseLease(db: DbOrTx, id: string) {
  await db
    .update(leadExports)
    .set({ leaseUntil: null })
    .where(and(eq(leadExports.id, id), eq(leadExports.status, 'running')));
}

/**
 * An attempt failed: retried after `retryAfterMs` while attempts are left, otherwise the export is
 * failed with the reason (the user may retry it, from its last committed part).
 */
export async function recordFailure(db: DbOrTx, id: string, reason: string, maxAttempts: number, retryAfterMs: number) {
  await db
    .update(leadExports)
    .set({
      attempts: sql`${leadExports.attempts} + 1`,
      error: reason,
      status: sql`case when ${leadExports.attempts} + 1 >= ${maxAttempts} then 'failed' else ${leadExports.status} end`,
      leaseUntil: sql`case when ${leadExports.attempts} + 1 >= ${maxAttempts} then null
        else now() + ${retryAfterMs} * interval '1 millisecond' end`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(leadExports.id, id), inArray(leadExports.status, ['queued', 'running'])));
}
