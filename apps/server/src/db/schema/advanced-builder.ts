import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { campaigns } from './campaigns.ts';
import { companies } from './companies.ts';
import { campaignReleases } from './publishing.ts';

/**
 * Issue 17, the advanced builder: a page's own HTML in the draft, already sanitised. Kept beside the
 * campaign document rather than in it: a page may hold up to 500 KB, more than a whole document may.
 */
export const campaignPageHtml = pgTable(
  'campaign_page_html',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    pageKey: text('page_key').notNull(),
    html: text('html').notNull(),
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.pageKey] }), index('campaign_page_html_company_idx').on(t.companyId)],
);

/** The campaign's one style sheet (spec §7 "GET /api/css/index/{id}"), sanitised. */
export const campaignCss = pgTable(
  'campaign_css',
  {
    campaignId: uuid('campaign_id')
      .primaryKey()
      .references(() => campaigns.id),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    css: text('css').notNull(),
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('campaign_css_company_idx').on(t.companyId)],
);

/**
 * A release's custom code, frozen at publish (sanitised once more then): what the published page
 * shows. A release without custom code has no row.
 */
export const releaseCustomCode = pgTable(
  'release_custom_code',
  {
    releaseId: uuid('release_id')
      .primaryKey()
      .references(() => campaignReleases.id),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    css: text('css').notNull(),
    /** Page key → HTML. */
    pages: jsonb('pages').notNull(),
  },
  (t) => [index('release_custom_code_company_idx').on(t.companyId)],
);
