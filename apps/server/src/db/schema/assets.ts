import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { campaigns } from './campaigns.ts';
import { companies } from './companies.ts';

/**
 * An uploaded file of a company's asset library: shared by the company (campaign_id null) or
 * belonging to one campaign. The bytes live in the file storage under storage_key.
 */
export const assets = pgTable(
  'assets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    campaignId: uuid('campaign_id').references(() => campaigns.id),
    category: text('category').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    /** Unguessable name in the storage; players fetch /files/{storage_key} without a token. */
    storageKey: text('storage_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('assets_company_campaign_idx').on(t.companyId, t.campaignId, t.category)],
);
