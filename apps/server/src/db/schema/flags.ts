import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';

/** A row with company_id null is the global default of a flag; a company row overrides it. */
export const featureFlags = pgTable(
  'feature_flags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    companyId: uuid('company_id').references(() => companies.id),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('feature_flags_global_idx').on(t.key).where(sql`company_id is null`),
    uniqueIndex('feature_flags_company_idx').on(t.key, t.companyId),
  ],
);
