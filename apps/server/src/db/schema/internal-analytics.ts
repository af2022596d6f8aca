import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The builder's usage events (spec §6 INTERNAL_ANALYTICS), one row each; the sender is the session's user. */
export const internalAnalyticsEvents = pgTable(
  'internal_analytics_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull(),
    userId: uuid('user_id').notNull(),
    eventName: text('event_name').notNull(),
    campaignId: uuid('campaign_id'),
    appVersion: text('app_version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The super admins' summary reads the last days in time order.
  (t) => [index('internal_analytics_events_created_idx').on(t.createdAt)],
);
