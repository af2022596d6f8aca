import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { campaigns } from './campaigns.ts';
import { companies } from './companies.ts';

/**
 * A published campaign's frozen document, numbered per campaign. Players only ever see a release;
 * editing changes the draft until the next publish (ARCHITECTURE §4).
 */
export const campaignReleases = pgTable(
  'campaign_releases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    number: integer('number').notNull(),
    campaignType: text('campaign_type').notNull(),
    document: jsonb('document').notNull(),
    publishOptions: jsonb('publish_options').notNull(),
    publishedBy: text('published_by').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('campaign_releases_number_idx').on(t.campaignId, t.number),
    index('campaign_releases_company_idx').on(t.companyId),
  ],
);
