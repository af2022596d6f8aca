import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
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

/**
 * A company's loyalty program (spec §3 Company integration, loyaltyIntegration.key): the key names the
 * program, the endpoint is where awarded points go once the lead flow delivers them (issue 15).
 */
export const loyaltyIntegrations = pgTable(
  'loyalty_integrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    key: text('key').notNull(),
    name: text('name').notNull(),
    endpointUrl: text('endpoint_url').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('loyalty_integrations_company_key_idx').on(t.companyId, t.key)],
);

/** Spec §3 Loyalty outcome setting: what an outcome awards in which program; one per outcome. */
export const loyaltyOutcomeSettings = pgTable(
  'loyalty_outcome_settings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    /** The outcome's id in the campaign document (outcomes[].id). */
    outcomeId: text('outcome_id').notNull(),
    companyIntegrationId: uuid('company_integration_id')
      .notNull()
      .references(() => loyaltyIntegrations.id),
    integrationKey: text('integration_key').notNull(),
    identifier: text('identifier').notNull(),
    /** Points the outcome awards; null: the program decides (the identifier alone is sent). */
    points: integer('points'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('loyalty_outcome_settings_outcome_idx').on(t.campaignId, t.outcomeId)],
);

/** Spec §3 Spending points, per campaign: a play costs this many points of the program's balance. */
export const loyaltySpendingPoints = pgTable(
  'loyalty_spending_points',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    companyIntegrationId: uuid('company_integration_id')
      .notNull()
      .references(() => loyaltyIntegrations.id),
    pointsPerPlay: integer('points_per_play').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('loyalty_spending_points_campaign_idx').on(t.campaignId),
    check('loyalty_spending_points_positive', sql`${t.pointsPerPlay} > 0`),
  ],
);

/**
 * A player's points in one program (the client user id the company's app signed). The play's spend
 * is a guarded update of this row (points >= cost), so concurrent plays never spend a point twice;
 * the check keeps it from going negative whatever the code does.
 */
export const loyaltyBalances = pgTable(
  'loyalty_balances',
  {
    integrationId: uuid('integration_id')
      .notNull()
      .references(() => loyaltyIntegrations.id),
    clientUserId: text('client_user_id').notNull(),
    points: integer('points').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.integrationId, t.clientUserId] }),
    check('loyalty_balances_not_negative', sql`${t.points} >= 0`),
  ],
);

/**
 * Every change of a balance: a credit, a play's spend, an outcome's award. Written in the same
 * transaction as the balance (and the play); at most one spend and one award per play. An award is
 * also its own delivery to the program (the outbox, modules/loyalty/award-delivery.ts): pending until
 * delivered or dead, `isQueued` while its pg-boss job exists, `deliveryKey` the idempotency key.
 */
export const loyaltyLedger = pgTable(
  'loyalty_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    integrationId: uuid('integration_id')
      .notNull()
      .references(() => loyaltyIntegrations.id),
    clientUserId: text('client_user_id').notNull(),
    /** credit, spend or award. */
    kind: text('kind').notNull(),
    /** Signed: a spend is negative. */
    points: integer('points').notNull(),
    campaignId: uuid('campaign_id'),
    playId: uuid('play_id'),
    /** The outcome setting's identifier (an award). */
    identifier: text('identifier'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** An award's delivery: pending | delivered | dead; null for credits and spends. */
    deliveryStatus: text('delivery_status'),
    /** The award's idempotency key: the same on every attempt, so the program can drop a repeat. */
    deliveryKey: uuid('delivery_key').notNull().defaultRandom(),
    deliveryAttempts: integer('delivery_attempts').notNull().default(0),
    isQueued: boolean('is_queued').notNull().default(false),
    /** An award's attempt lease, as lead_deliveries.claimed_until (modules/loyalty/award-deliveries.repo.ts). */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    claimedBy: uuid('claimed_by'),
    /** When an award's next attempt may start, as lead_deliveries.due_at: now at first, then after each backoff. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
  },
  (t) => [
    uniqueIndex('loyalty_ledger_play_kind_idx').on(t.playId, t.kind).where(sql`${t.playId} is not null`),
    index('loyalty_ledger_user_idx').on(t.integrationId, t.clientUserId, t.id),
    index('loyalty_ledger_to_queue_idx').on(t.id).where(sql`${t.deliveryStatus} = 'pending' and not ${t.isQueued}`),
    // The lost-job sweep's rows (award-deliveries.repo.ts, takeLostAwards).
    index('loyalty_ledger_queued_idx').on(t.dueAt).where(sql`${t.deliveryStatus} = 'pending' and ${t.isQueued}`),
    index('loyalty_ledger_awards_idx').on(t.integrationId, t.id).where(sql`${t.kind} = 'award'`),
  ],
);

/**
 * A multi-step play of a loyalty player that may end in an award, written in the transaction that
 * opens it: the award's durable intent. The award (normal path or the sweeper after a crash) deletes
 * it in its own transaction, so a play decided by a process that died before awarding is found again.
 */
export const loyaltyPendingAwards = pgTable('loyalty_pending_awards', {
  playId: uuid('play_id').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The secret a company's app signs its client user ids with (HMAC-SHA256); shown once when made.
 * Sealed at rest with the credentials keyring, bound to the company (modules/loyalty/app-secret.repo.ts).
 */
export const companyAppSecrets = pgTable('company_app_secrets', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id),
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every attempt to deliver an award to its program, as the account page's delivery log shows it: the
 * lead deliveries' attempt (lead_delivery_attempts), of a ledger row.
 */
export const loyaltyAwardAttempts = pgTable(
  'loyalty_award_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    awardId: bigint('award_id', { mode: 'number' })
      .notNull()
      .references(() => loyaltyLedger.id, { onDelete: 'cascade' }),
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
  (t) => [index('loyalty_award_attempts_award_idx').on(t.awardId, t.createdAt)],
);
