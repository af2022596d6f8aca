import { and, asc, desc, eq, isNull, like, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { assets, campaigns, prizePools } from '../../db/schema/index.ts';

/** Every query here is scoped to one company: neither an asset nor a campaign is loaded by id alone. */
const assetOfCompany = (companyId: string) => eq(assets.companyId, companyId);

export type AssetRow = typeof assets.$inferSelect;

/** Whether the campaign exists in the company (any status: a deleted campaign keeps its assets). */
export async function companyCampaignExists(db: DbOrTx, companyId: string, campaignId: string): Promise<boolean> {
  const rows = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.companyId, companyId), eq(campaigns.id, campaignId)))
    .limit(1);
  return rows.length > 0;
}

export async function insertAsset(db: DbOrTx, values: typeof assets.$inferInsert): Promise<AssetRow> {
  const [row] = await db.insert(assets).values(values).returning();
  return row;
}

/** What the campaign's asset picker shows: the campaign's own and the company library's, newest first. */
export function listCampaignAssets(db: DbOrTx, companyId: string, campaignId: string, category: string) {
  return db
    .select()
    .from(assets)
    .where(
      and(
        assetOfCompany(companyId),
        eq(assets.category, category),
        or(eq(assets.campaignId, campaignId), isNull(assets.campaignId)),
      ),
    )
    .orderBy(desc(assets.createdAt), desc(assets.id));
}

/** The company library alone (assets with no campaign) of one category, newest first: what the prize editor picks from. */
export function listCompanyLibraryAssets(db: DbOrTx, companyId: string, category: string) {
  return db
    .select()
    .from(assets)
    .where(and(assetOfCompany(companyId), eq(assets.category, category), isNull(assets.campaignId)))
    .orderBy(desc(assets.createdAt), desc(assets.id));
}

/** One image of the company library (no campaign), or undefined: a campaign's own image is not one. */
export async function findCompanyLibraryAsset(
  db: DbOrTx,
  target: { companyId: string; category: string; assetId: string },
): Promise<AssetRow | undefined> {
  const [row] = await db
    .select()
    .from(assets)
    .where(
      and(
        assetOfCompany(target.companyId),
        eq(assets.id, target.assetId),
        eq(assets.category, target.category),
        isNull(assets.campaignId),
      ),
    )
    .limit(1);
  return row;
}

/**
 * The names of the company's prizes (not deleted) that show the file at `url`, by name. A pool may
 * hold the app's own path or a full address ending in it; the key is random, so the suffix is unique.
 */
export async function prizesShowingFile(db: DbOrTx, companyId: string, url: string): Promise<string[]> {
  const rows = await db
    .select({ name: prizePools.name })
    .from(prizePools)
    .where(
      and(
        eq(prizePools.companyId, companyId),
        isNull(prizePools.deletedAt),
        or(eq(prizePools.imageUrl, url), like(prizePools.imageUrl, `%${url}`)),
      ),
    )
    .orderBy(asc(prizePools.name));
  return rows.map((row) => row.name);
}

/** Deletes one asset of the company and category among those `placed` allows, and returns it (for its file). */
async function deleteCompanyAsset(
  db: DbOrTx,
  target: { companyId: string; category: string; assetId: string },
  placed: SQL | undefined,
): Promise<AssetRow | undefined> {
  const [row] = await db
    .delete(assets)
    .where(
      and(
        assetOfCompany(target.companyId),
        eq(assets.id, target.assetId),
        eq(assets.category, target.category),
        placed,
      ),
    )
    .returning();
  return row;
}

/**
 * Deletes one asset the campaign's picker shows (the campaign's own or the company library's) and
 * returns it, so that its stored file can be removed; undefined when there is no such asset.
 */
export function deleteCampaignAsset(
  db: DbOrTx,
  target: { companyId: string; campaignId: string; category: string; assetId: string },
): Promise<AssetRow | undefined> {
  return deleteCompanyAsset(db, target, or(eq(assets.campaignId, target.campaignId), isNull(assets.campaignId)));
}

/** Deletes one asset of the company library (never a campaign's own) and returns it; undefined when there is none. */
export function deleteCompanyLibraryAsset(
  db: DbOrTx,
  target: { companyId: string; category: string; assetId: string },
): Promise<AssetRow | undefined> {
  return deleteCompanyAsset(db, target, isNull(assets.campaignId));
}
