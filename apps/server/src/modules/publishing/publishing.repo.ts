import { and, desc, eq, gt, inArray, isNull, lte, max, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { campaignReleases, campaigns, companies, prizePools } from '../../db/schema/index.ts';
import type { PoolStock } from './checklist/pool-stock.ts';

/** Queries of publishing; every one is scoped to the acting company except the schedule's own sweep. */
export type ReleaseRow = typeof campaignReleases.$inferSelect;

export function companyTimeZone(db: DbOrTx, companyId: string) {
  return db
    .select({ timeZone: companies.timeZone })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1)
    .then((rows) => rows[0]?.timeZone);
}

/** Of the given pool ids, the company's pools that are not deleted, with their stock. */
export async function livePoolStocks(
  db: DbOrTx,
  companyId: string,
  poolIds: string[],
): Promise<Map<string, PoolStock>> {
  if (poolIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: prizePools.id,
      name: prizePools.name,
      isUnlimited: prizePools.isUnlimited,
      hasCodes: prizePools.hasCodes,
      stockTotal: prizePools.stockTotal,
      issued: prizePools.issued,
    })
    .from(prizePools)
    .where(and(eq(prizePools.companyId, companyId), inArray(prizePools.id, poolIds), isNull(prizePools.deletedAt)));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function lastReleaseNumber(db: DbOrTx, companyId: string, campaignId: string): Promise<number> {
  const [row] = await db
    .select({ last: max(campaignReleases.number) })
    .from(campaignReleases)
    .where(and(eq(campaignReleases.companyId, companyId), eq(campaignReleases.campaignId, campaignId)));
  return row?.last ?? 0;
}

export async function insertRelease(db: DbOrTx, values: typeof campaignReleases.$inferInsert): Promise<ReleaseRow> {
  const [row] = await db.insert(campaignReleases).values(values).returning();
  return row;
}

/** The campaign's releases, newest first, without their documents. */
export function listReleases(db: DbOrTx, companyId: string, campaignId: string) {
  return db
    .select({
      id: campaignReleases.id,
      campaignId: campaignReleases.campaignId,
      number: campaignReleases.number,
      publishedAt: campaignReleases.publishedAt,
      publishedBy: campaignReleases.publishedBy,
    })
    .from(campaignReleases)
    .where(and(eq(campaignReleases.companyId, companyId), eq(campaignReleases.campaignId, campaignId)))
    .orderBy(desc(campaignReleases.number));
}

/**
 * The schedule's two transitions for every company at once (a system job, not a request). Each is a
 * single UPDATE whose WHERE re-checks status and dates, so that N processes running it together, or
 * one running it twice, change each campaign once: a row already moved no longer matches.
 * A campaign whose whole window passed while nothing ran ends INACTIVE without passing through ACTIVE.
 */
export async function startDueCampaigns(db: DbOrTx, now: Date): Promise<number> {
  const rows = await db
    .update(campaigns)
    .set({ status: 'ACTIVE', updatedAt: now })
    .where(
      and(
        eq(campaigns.status, 'SCHEDULED'),
        lte(campaigns.startDate, now),
        or(isNull(campaigns.endDate), gt(campaigns.endDate, now)),
      ),
    )
    .returning({ id: campaigns.id });
  return rows.length;
}

export async function endDueCampaigns(db: DbOrTx, now: Date): Promise<number> {
  const rows = await db
    .update(campaigns)
    .set({ status: 'INACTIVE', updatedAt: now })
    .where(and(inArray(campaigns.status, ['ACTIVE', 'SCHEDULED']), lte(campaigns.endDate, now)))
    .returning({ id: campaigns.id });
  return rows.length;
}
