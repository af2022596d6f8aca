import type { CampaignType } from '@gc/contracts/campaign-types';
import type { CampaignSortField, CampaignStatus } from '@gc/contracts/campaigns';
import type { PageQuery, SortDirection } from '@gc/contracts/paging';
import { and, asc, count, desc, eq, ilike, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { campaigns } from '../../db/schema/index.ts';

/** Every query here is scoped to one company: a campaign is never loaded by id alone. */
const scopedToCompany = (companyId: string) => eq(campaigns.companyId, companyId);

/** The columns of a campaign without its document: what lists and headers need. */
const listColumns = {
  id: campaigns.id,
  name: campaigns.name,
  type: campaigns.type,
  status: campaigns.status,
  tags: campaigns.tags,
  languages: campaigns.languages,
  slug: campaigns.slug,
  logoUrl: campaigns.logoUrl,
  demoUrl: campaigns.demoUrl,
  productionUrl: campaigns.productionUrl,
  isTailorMade: campaigns.isTailorMade,
  templateId: campaigns.templateId,
  startDate: campaigns.startDate,
  endDate: campaigns.endDate,
  createdAt: campaigns.createdAt,
};
export type CampaignListRow = Pick<typeof campaigns.$inferSelect, keyof typeof listColumns>;
export type CampaignRow = typeof campaigns.$inferSelect;

const lowerName = sql`lower(${campaigns.name})`;

/**
 * The ORDER BY of each sort, written to match an index read forwards or backwards, so that a page
 * reads only its own rows instead of sorting all the company's campaigns (see bench/README.md):
 * - by date created, campaigns_company_created_idx (created_at DESC NULLS LAST, id); created_at is
 *   never null, so the NULLS clauses only make the order the index's own.
 * - by name, case-insensitively ("apple" before "Banana") on lower(name), which the unique name index holds.
 * - by start date, never-started campaigns last whichever way (campaigns_company_started_idx serves ASC).
 * The id breaks ties, so that pages never overlap.
 */
function orderOf(sort: CampaignSortField, direction: SortDirection): SQL[] {
  const isAscending = direction === 'ASC';
  switch (sort) {
    case 'createdDate':
      return isAscending
        ? [sql`${campaigns.createdAt} asc nulls first`, desc(campaigns.id)]
        : [sql`${campaigns.createdAt} desc nulls last`, asc(campaigns.id)];
    case 'name':
      return isAscending ? [asc(lowerName), asc(campaigns.id)] : [desc(lowerName), desc(campaigns.id)];
    case 'startDate':
      return isAscending
        ? [sql`${campaigns.startDate} asc nulls last`, asc(campaigns.id)]
        : [sql`${campaigns.startDate} desc nulls last`, desc(campaigns.id)];
  }
}

function escapeLike(value: string) {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export type CampaignListQuery = PageQuery & {
  sort?: CampaignSortField;
  /** One status, or every status except DELETED when unset. */
  status?: CampaignStatus;
  /** One game type, or every type when unset. */
  type?: CampaignType;
};

export async function listCompanyCampaigns(db: DbOrTx, companyId: string, query: CampaignListQuery) {
  const filters: SQL[] = [scopedToCompany(companyId)];
  filters.push(query.status ? eq(campaigns.status, query.status) : ne(campaigns.status, 'DELETED'));
  // lower(…) LIKE rather than ILIKE: the same folding, and lower(name) is what the name index holds.
  if (query.type) filters.push(eq(campaigns.type, query.type));
  if (query.search) filters.push(sql`${lowerName} like lower(${`%${escapeLike(query.search)}%`})`);
  const where = and(...filters);
  const [items, [{ total }]] = await Promise.all([
    db
      .select(listColumns)
      .from(campaigns)
      .where(where)
      .orderBy(...orderOf(query.sort ?? 'createdDate', query.direction))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ total: count() }).from(campaigns).where(where),
  ]);
  return { items, total };
}

export function findCompanyCampaign(db: DbOrTx, companyId: string, campaignId: string) {
  return db
    .select()
    .from(campaigns)
    .where(and(scopedToCompany(companyId), eq(campaigns.id, campaignId)))
    .limit(1)
    .then((rows) => rows[0] as CampaignRow | undefined);
}

/** The row locked for an update of its document, so that two saves of one draft queue instead of racing. */
export function lockCompanyCampaign(db: DbOrTx, companyId: string, campaignId: string) {
  return db
    .select()
    .from(campaigns)
    .where(and(scopedToCompany(companyId), eq(campaigns.id, campaignId)))
    .for('update')
    .limit(1)
    .then((rows) => rows[0] as CampaignRow | undefined);
}

export function nameIsTaken(db: DbOrTx, companyId: string, name: string, exceptId?: string) {
  const filters: SQL[] = [
    scopedToCompany(companyId),
    ne(campaigns.status, 'DELETED'),
    sql`lower(${campaigns.name}) = lower(${name.trim()})`,
  ];
  if (exceptId) filters.push(ne(campaigns.id, exceptId));
  return db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(...filters))
    .limit(1)
    .then((rows) => rows.length > 0);
}

/** Names starting with `base` among the company's live campaigns, for picking "… (copy 2)". */
export function namesStartingWith(db: DbOrTx, companyId: string, base: string) {
  return db
    .select({ name: campaigns.name })
    .from(campaigns)
    .where(
      and(scopedToCompany(companyId), ne(campaigns.status, 'DELETED'), ilike(campaigns.name, `${escapeLike(base)}%`)),
    )
    .then((rows) => rows.map((row) => row.name));
}

export async function insertCampaign(db: DbOrTx, values: typeof campaigns.$inferInsert) {
  const [row] = await db.insert(campaigns).values(values).returning();
  return row;
}

export async function updateCompanyCampaign(
  db: DbOrTx,
  companyId: string,
  campaignId: string,
  values: Partial<typeof campaigns.$inferInsert>,
) {
  const [row] = await db
    .update(campaigns)
    .set({ ...values, updatedAt: new Date() })
    .where(and(scopedToCompany(companyId), eq(campaigns.id, campaignId)))
    .returning();
  return row as CampaignRow | undefined;
}

export async function countByStatus(db: DbOrTx, companyId: string) {
  return db
    .select({ status: campaigns.status, total: count() })
    .from(campaigns)
    .where(scopedToCompany(companyId))
    .groupBy(campaigns.status);
}

/** The company's live campaigns of one type, newest first: the wizard offers them as templates. */
export function listTemplateCandidates(db: DbOrTx, companyId: string, type: string, limit: number) {
  return db
    .select({ id: campaigns.id, name: campaigns.name, logoUrl: campaigns.logoUrl })
    .from(campaigns)
    .where(and(scopedToCompany(companyId), eq(campaigns.type, type), ne(campaigns.status, 'DELETED')))
    .orderBy(desc(campaigns.createdAt))
    .limit(limit);
}
