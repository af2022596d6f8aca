import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';

/**
 * A campaign: the columns the list filters, sorts and shows, plus its draft content as one JSONB
 * document (ARCHITECTURE §4). Deleting is a status: a deleted campaign keeps its leads and plays.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    type: text('type').notNull(),
    status: text('status').notNull().default('DRAFT'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** Short names of the languages, in the document's order (kept in step with the document). */
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    /** The public address segment: /p/{slug}. */
    slug: text('slug').notNull(),
    logoUrl: text('logo_url'),
    demoUrl: text('demo_url'),
    productionUrl: text('production_url'),
    isTailorMade: boolean('is_tailor_made').notNull().default(false),
    templateId: text('template_id'),
    startDate: timestamp('start_date', { withTimezone: true }),
    endDate: timestamp('end_date', { withTimezone: true }),
    document: jsonb('document').notNull(),
    /** The release players see; null until the first publish. */
    currentReleaseId: uuid('current_release_id'),
    /** Increases with every saved change of the document (optimistic concurrency of the builder). */
    revision: integer('revision').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('campaigns_slug_idx').on(t.slug),
    // A name is taken once per company among campaigns that are not deleted, whatever its case.
    uniqueIndex('campaigns_company_name_idx')
      .on(t.companyId, sql`lower(${t.name})`)
      .where(sql`${t.status} <> 'DELETED'`),
    index('campaigns_company_created_idx').on(t.companyId, t.createdAt.desc(), t.id),
    index('campaigns_company_status_created_idx').on(t.companyId, t.status, t.createdAt.desc()),
    index('campaigns_company_started_idx').on(t.companyId, t.startDate),
  ],
);
