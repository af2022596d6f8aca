import { bigint, bigserial, date, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The campaign analytics page's counts, one row per campaign, hour, event and split (issue 16). The
 * page's charts read hours, never single events, so a campaign with millions of plays answers from a
 * few thousand rows. `dimension`/`value` are '' for the event's total; at analytics level 3 the visit
 * also counts under language, device, referrer and UTM parameters. Written by the roll-up writer
 * (modules/analytics/analytics-rollup.ts), which adds up a second's events in memory and upserts them.
 */
export const analyticsHourly = pgTable(
  'analytics_hourly',
  {
    campaignId: uuid('campaign_id').notNull(),
    companyId: uuid('company_id').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    event: text('event').notNull(),
    dimension: text('dimension').notNull().default(''),
    value: text('value').notNull().default(''),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.event, t.dimension, t.hour, t.value] })],
);

/**
 * The visitors seen per campaign and day of the company's time zone (analytics level 2 and up), by a
 * hash only. A visitor's first visit of a day also counts as a 'visitor' event in the hourly roll-up,
 * so the page sums unique visitors per day from the roll-up and never counts distinct hashes (which
 * took ~1 s for a 90-day range of a million visitors). A range's visitors are the sum of its days'
 * (a cookieless visitor cannot be told apart across days anyway). Only today's and yesterday's rows
 * are needed; older ones are deleted with the day's salt.
 */
export const analyticsVisitors = pgTable(
  'analytics_visitors',
  {
    campaignId: uuid('campaign_id').notNull(),
    day: date('day').notNull(),
    visitor: text('visitor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.day, t.visitor] }), index('analytics_visitors_day_idx').on(t.day)],
);

/** The detailed level's (3) raw events: each page and step with its device, language, referrer and UTM. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: uuid('company_id').notNull(),
    campaignId: uuid('campaign_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    event: text('event').notNull(),
    page: text('page'),
    visitor: text('visitor'),
    device: text('device'),
    language: text('language'),
    referrer: text('referrer'),
    utm: jsonb('utm'),
  },
  (t) => [index('analytics_events_campaign_at_idx').on(t.campaignId, t.at)],
);

/**
 * The cookieless visitor hash's salt, one random value per UTC day, shared by every process. Salts of
 * past days are deleted, so yesterday's hashes can never be recomputed or linked to today's.
 */
export const analyticsSalts = pgTable('analytics_salts', {
  day: date('day').primaryKey(),
  salt: text('salt').notNull(),
});

/** Who did what to a campaign's data outside the editor (clearing its analytics), and when. */
export const campaignAuditLog = pgTable(
  'campaign_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull(),
    campaignId: uuid('campaign_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: uuid('actor_user_id'),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    details: jsonb('details').notNull().default({}),
  },
  (t) => [index('campaign_audit_campaign_at_idx').on(t.campaignId, t.at)],
);
