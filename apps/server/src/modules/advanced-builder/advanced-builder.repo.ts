import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { campaignCss, campaignPageHtml, releaseCustomCode } from '../../db/schema/index.ts';

/** Queries only; every one is scoped to the acting company (ARCHITECTURE §4). */
const htmlOfCompany = (companyId: string, campaignId: string) =>
  and(eq(campaignPageHtml.companyId, companyId), eq(campaignPageHtml.campaignId, campaignId));
const cssOfCompany = (companyId: string, campaignId: string) =>
  and(eq(campaignCss.companyId, companyId), eq(campaignCss.campaignId, campaignId));

export type PageHtmlRow = typeof campaignPageHtml.$inferSelect;
export type CampaignCssRow = typeof campaignCss.$inferSelect;

export async function findPageHtml(
  db: DbOrTx,
  companyId: string,
  campaignId: string,
  pageKey: string,
): Promise<PageHtmlRow | undefined> {
  const [row] = await db
    .select()
    .from(campaignPageHtml)
    .where(and(htmlOfCompany(companyId, campaignId), eq(campaignPageHtml.pageKey, pageKey)));
  return row;
}

export async function upsertPageHtml(db: DbOrTx, values: typeof campaignPageHtml.$inferInsert): Promise<PageHtmlRow> {
  const [row] = await db
    .insert(campaignPageHtml)
    .values(values)
    .onConflictDoUpdate({
      target: [campaignPageHtml.campaignId, campaignPageHtml.pageKey],
      set: { html: values.html, updatedBy: values.updatedBy, updatedAt: new Date() },
      // The conflicting row is the same company's: a campaign belongs to one company.
      setWhere: eq(campaignPageHtml.companyId, values.companyId),
    })
    .returning();
  return row;
}

export async function findCampaignCss(
  db: DbOrTx,
  companyId: string,
  campaignId: string,
): Promise<CampaignCssRow | undefined> {
  const [row] = await db.select().from(campaignCss).where(cssOfCompany(companyId, campaignId));
  return row;
}

export async function upsertCampaignCss(db: DbOrTx, values: typeof campaignCss.$inferInsert): Promise<CampaignCssRow> {
  const [row] = await db
    .insert(campaignCss)
    .values(values)
    .onConflictDoUpdate({
      target: campaignCss.campaignId,
      set: { css: values.css, updatedBy: values.updatedBy, updatedAt: new Date() },
      setWhere: eq(campaignCss.companyId, values.companyId),
    })
    .returning();
  return row;
}

/** The draft's custom code: every page's HTML and the style sheet. */
export async function findDraftCustomCode(db: DbOrTx, companyId: string, campaignId: string) {
  const pages = await db
    .select({ pageKey: campaignPageHtml.pageKey, html: campaignPageHtml.html })
    .from(campaignPageHtml)
    .where(htmlOfCompany(companyId, campaignId));
  const css = await findCampaignCss(db, companyId, campaignId);
  return { pages, css: css?.css ?? '' };
}

export async function insertReleaseCustomCode(
  db: DbOrTx,
  values: typeof releaseCustomCode.$inferInsert,
): Promise<void> {
  await db.insert(releaseCustomCode).values(values);
}

/** A release's frozen custom code. Read by release id alone: the player API is public, and a release is its campaign's. */
export async function findReleaseCustomCode(db: DbOrTx, releaseId: string) {
  const [row] = await db
    .select({ css: releaseCustomCode.css, pages: releaseCustomCode.pages })
    .from(releaseCustomCode)
    .where(eq(releaseCustomCode.releaseId, releaseId));
  return row;
}
