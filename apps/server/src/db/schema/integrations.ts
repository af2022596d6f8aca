import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { campaigns } from './campaigns.ts';
import { companies } from './companies.ts';
import { leads } from './play.ts';

/**
 * A company's lead destination (issue 15): a webhook, or a connector another kind names. Settings and
 * mapping are the kind's own (jsonb, validated by its connector); credentials are one AES-256-GCM blob
 * (modules/integrations/credentials-cipher.ts), never answered by the API.
 */
export const destinations = pgTable(
  'destinations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    settings: jsonb('settings').notNull().default({}),
    /** `v1.<iv>.<tag>.<ciphertext>` in base64url; null when the kind needs none. */
    credentials: text('credentials'),
    mapping: jsonb('mapping').notNull().default([]),
    isPaused: boolean('is_paused').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('destinations_company_idx').on(t.companyId, t.createdAt)],
);

/** The destinations a campaign's leads go to. */
export const campaignDestinations = pgTable(
  'campaign_destinations',
  {
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    destinationId: uuid('destination_id')
      .notNull()
      .references(() => destinations.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.destinationId] }),
    index('campaign_destinations_destination_idx').on(t.destinationId),
  ],
);

/**
 * One lead to one destination, written in the transaction that stores the lead (the outbox): pending
 * until delivered or dead. `isQueued` says its pg-boss job exists; the id is the idempotency key.
 */
export const leadDeliveries = pgTable(
  'lead_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id),
    destinationId: uuid('destination_id')
      .notNull()
      .references(() => destinations.id, { onDelete: 'cascade' }),
    /** pending | delivered | dead */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    isQueued: boolean('is_queued').notNull().default(false),
    /**
     * The lease of the attempt under way (modules/integrations/deliveries.repo.ts): set by the claim that
     * starts it, cleared when it is recorded. A claim while it lasts is refused, so a job that pg-boss
     * expired and handed to another process does not send the delivery again; a dead process's lease runs out.
     */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** Which claim holds the lease: only its attempt's record changes the delivery. */
    claimedBy: uuid('claimed_by'),
    /**
     * When the next attempt may start (its job starts then): the first waits for the lead's first play
     * to be in its payload, each retry for the backoff after the attempt before (retry-schedule.ts).
     */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('lead_deliveries_lead_destination_idx').on(t.leadId, t.destinationId),
    index('lead_deliveries_destination_idx').on(t.destinationId, t.createdAt),
    index('lead_deliveries_to_queue_idx').on(t.createdAt).where(sql`not is_queued and status = 'pending'`),
    // The lost-job sweep's rows (deliveries.repo.ts, takeLostDeliveries).
    index('lead_deliveries_queued_idx').on(t.dueAt).where(sql`is_queued and status = 'pending'`),
  ],
);

/** Every attempt of a delivery, as the delivery log shows it (credentials masked by the connector). */
export const leadDeliveryAttempts = pgTable(
  'lead_delivery_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => leadDeliveries.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    ok: boolean('ok').notNull(),
    request: jsonb('request').notNull(),
    status: integer('status'),
    responseExcerpt: text('response_excerpt').notNull().default(''),
    durationMs: integer('duration_ms').notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lead_delivery_attempts_delivery_idx').on(t.deliveryId, t.createdAt)],
);
