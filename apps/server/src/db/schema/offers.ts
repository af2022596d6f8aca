import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';

/**
 * Demo offers of the sales area (spec §4 Demo offer, issue 17). Not owned by a company: the platform's
 * sales staff make them for prospects. The id is the offer's uuid, the secret of the e-mailed
 * register-demo link; COMPLETED (the demo company is opened) is terminal.
 */
export const demoOffers = pgTable(
  'demo_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyName: text('company_name').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    /** How long the demo company runs from its registration. */
    demoDays: integer('demo_days').notNull(),
    status: text('status').notNull().default('CREATED'),
    /** The sales user who made it (no foreign key: the offer outlives a removed user). */
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The demo company registered from it. */
    companyId: uuid('company_id').references(() => companies.id),
  },
  (t) => [index('demo_offers_created_idx').on(t.createdAt)],
);
