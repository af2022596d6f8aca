import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    parentId: uuid('parent_id').references((): AnyPgColumn => companies.id),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    timeZone: text('time_zone').notNull().default('Europe/Zurich'),
    expirationDate: timestamp('expiration_date', { withTimezone: true }),
    /** The custom outcome attribute schema its integrations define (spec §3); null when there is none. */
    customAttributeSchema: jsonb('custom_attribute_schema'),
    /** Set while a super admin has deactivated the company: none of its users can log in (issue 17). */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /** Opened from a demo offer (issue 17): it must accept the EULA before its first campaign. */
    isDemo: boolean('is_demo').notNull().default(false),
    /** When the demo company accepted the EULA (accept-EULA), and by whom; null until then. */
    eulaAcceptedAt: timestamp('eula_accepted_at', { withTimezone: true }),
    eulaAcceptedBy: uuid('eula_accepted_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('companies_parent_idx').on(t.parentId)],
);

/** Settings the server generates once and every process shares (the token signing secret). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
