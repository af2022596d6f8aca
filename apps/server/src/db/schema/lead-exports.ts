import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { users } from './users.ts';

/**
 * A general leads export run as a background job (issue 16): the filters it was asked with, how far it
 * got and where its file is. The file is written in parts to the file storage (assets' storage), each
 * part committed here with the keyset it ended at, so a restarted process continues after the last part
 * instead of starting over. `lease_until` is when a worker's claim lapses: a process that died mid-part
 * leaves a lapsed lease, and the pump hands the export to a worker again.
 */
export const leadExports = pgTable(
  'lead_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** queued | running | done | failed */
    status: text('status').notNull().default('queued'),
    /** The filters as asked ({ campaignIds, from, to, outcome }) and the header's language. */
    filters: jsonb('filters').notNull(),
    language: text('language').notNull(),
    /** The campaigns read, in the order they are read (resolved when the export starts). */
    campaignIds: uuid('campaign_ids').array().notNull(),
    /** Leads in the range of the chosen campaigns (counted at the first run); null until then. */
    total: integer('total'),
    /** Leads read so far (the outcome filter may keep fewer: `rows`). */
    processed: integer('processed').notNull().default(0),
    rows: integer('rows').notNull().default(0),
    /** The committed parts' storage keys, in order, and their bytes in total. */
    parts: text('parts').array().notNull().default(sql`'{}'::text[]`),
    bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
    /** Where the last committed part ended: { campaign: index into campaign_ids, createdAt, id } or null. */
    cursor: jsonb('cursor'),
    attempts: smallint('attempts').notNull().default(0),
    error: text('error'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('lead_exports_company_idx').on(t.companyId, t.createdAt),
    index('lead_exports_pending_idx').on(t.leaseUntil).where(sql`status in ('queued', 'running')`),
  ],
);
