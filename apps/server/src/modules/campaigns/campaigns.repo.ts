import type { CampaignSortField, CampaignStatus } from '@gc/contracts/campaigns';
import type { PageQuery } from '@gc/contracts/paging';
import { and, asc, count, desc, eq, ilike, ne, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
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

const SORT_COLUMNS: Record<CampaignSortField, AnyPgColumn> = {
  name: campaigns.name,
  createdDate: campaigns.createdAt,
  startDate: campaigns.startDate,
};

function escapeLike(value: string) {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export type CampaignListQuery = PageQuery & {
  sort?: CampaignSortField;
  /** One status, or every status except DELETED when unset. */
  status?: CampaignStatus;
};

export async function listCompanyCampaigns(db: DbOrTx, companyId: string, query: CampaignListQuery) {
  const filters: SQL[] = [scopedToCompany(companyId)];
  filters.push(query.status ? eq(campaigns.status, query.status) : ne(campaigns.status, 'DELETED'));
  if (query.search) filters.push(ilike(campaigns.name, `%${escapeLike(query.search)}%`));
  const where = and(...filters);
  const column = SORT_COLUMNS[query.sort ?? 'createdDate'];
  // Campaigns never started sort last whichever way the list is sorted.
  const order = query.direction === 'ASC' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`;
  const [items, [{ total }]] = await Promise.all([
    db
      .select(listColumns)
      .from(campaigns)
      .where(where)
      .orderBy(order, query.direction === 'ASC' ? asc(campaigns.id) : desc(campaigns.id))
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
