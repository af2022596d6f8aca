import { sql } from 'drizzle-orm';
import { bigserial, date, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { campaigns } from './campaigns.ts';
import { companies } from './companies.ts';
import { campaignReleases } from './publishing.ts';

/** A registered player of one campaign (the company's lead). */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    releaseId: uuid('release_id').references(() => campaignReleases.id),
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone'),
    address: text('address'),
    postalCode: text('postal_code'),
    city: text('city'),
    birthDate: date('birth_date'),
    jobTitle: text('job_title'),
    companyName: text('company_name'),
    /** URL-parameter registration: the customer's own id of the player. */
    externalUserId: text('external_user_id'),
    source: text('source').notNull().default('form'),
    language: text('language').notNull(),
    /** Consent with the version (release number and link) of the texts the player agreed to. */
    consent: jsonb('consent'),
    ip: text('ip'),
    /** A retried registration with the same key returns this lead instead of creating another. */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('leads_idempotency_idx').on(t.campaignId, t.idempotencyKey).where(sql`${t.idempotencyKey} is not null`),
    // The export's keyset `(created_at, id) > (…)` and the leads table's date sort (created_at, id) both
    // walk this one index from the cursor on, ties included.
    index('leads_campaign_created_id_idx').on(t.campaignId, t.createdAt, t.id),
    index('leads_campaign_email_idx').on(t.campaignId, t.email),
  ],
);

/**
 * One play: who, when (and on which day in the campaign's time zone), what the server decided.
 *
 * Written on the hot path (the play_attempts function of migration 0003), so the company, campaign and
 * release are not foreign keys: each would take a KEY SHARE lock on the one campaign row every
 * concurrent play shares, which PostgreSQL records as a multixact per play. Those rows are never
 * removed (a campaign is deleted by status, a release never), and the play writes ids it has just
 * read from them. The lead stays a foreign key: its row is the player's own, and a removed lead
 * must stop its token from playing.
 */
export const plays = pgTable(
  'plays',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull(),
    campaignId: uuid('campaign_id').notNull(),
    releaseId: uuid('release_id').notNull(),
    leadId: uuid('lead_id').references(() => leads.id),
    ip: text('ip'),
    /**
     * The player's user agent (modules/play/stored-user-agent.ts): its first 200 characters, or the day's
     * salted hash where the page is cookieless. Only the live view's burst alert reads it; no index.
     */
    userAgent: text('user_agent'),
    /** The calendar day of the play in the campaign's time zone: plays per day count by it. */
    playDay: date('play_day').notNull(),
    /** win, lose, or open: a multi-step play not finished yet. */
    page: text('page').notNull(),
    /** The game's own result, as its Player reads it (plain JSON the platform never looks inside); null while open. */
    result: jsonb('result'),
    /**
     * A multi-step play: the game's hidden state (never sent to the player), and the steps taken, each
     * {step, feedback}, so that a repeated step answers the same feedback. Null for single-step plays.
     */
    state: jsonb('state'),
    steps: jsonb('steps'),
    /**
     * The game's name for what this play used up (a calendar's `tile-5`): at most one play per key,
     * campaign and player (the lead, or the IP of a player without registration). Null for most games.
     */
    playKey: text('play_key'),
    poolId: uuid('pool_id'),
    voucherCode: text('voucher_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /**
     * When the prize e-mail of a registered winner was handled (queued, or skipped because the
     * campaign turned those e-mails off). The play is the outbox: modules/play/prize-emails.ts picks
     * up winners where this is null, so the hot play statement writes nothing more for it.
     */
    prizeEmailAt: timestamp('prize_email_at', { withTimezone: true }),
    /**
     * When the campaign e-mail of a registered player's decided play was handled (queued, or skipped:
     * no mail type, no e-mail for the outcome, an unsubscribed address). Like prizeEmailAt, the play is the outbox.
     */
    campaignEmailAt: timestamp('campaign_email_at', { withTimezone: true }),
  },
  (t) => [
    // Only registered players' plays are counted per lead: an anonymous play adds no entry here.
    index('plays_campaign_lead_day_idx').on(t.campaignId, t.leadId, t.playDay).where(sql`${t.leadId} is not null`),
    // The database's guarantee of one play per key and player, whatever requests arrive together.
    uniqueIndex('plays_campaign_player_key_idx')
      .on(t.campaignId, sql`coalesce(${t.leadId}::text, 'ip:' || coalesce(${t.ip}, ''))`, t.playKey)
      .where(sql`${t.playKey} is not null`),
    index('plays_campaign_ip_created_idx').on(t.campaignId, t.ip, t.createdAt),
    // The campaign data download reads a campaign's plays in time order window by window. A BRIN
    // index costs a play insert nearly nothing (a btree in time order made every insert of a busy
    // campaign contend for its rightmost page: the play throughput fell by a third at 100 players).
    index('plays_created_brin_idx').using('brin', t.createdAt),
    // Decided multi-step plays (a survey's answers), in order: the responses view and export read them by it.
    // Single-step plays never enter it (no state), so the hot play insert pays nothing for it.
    index('plays_campaign_responses_idx')
      .on(t.campaignId, t.createdAt, t.id)
      .where(sql`${t.state} is not null and ${t.page} <> 'open'`),
    index('plays_prize_email_due_idx')
      .on(t.createdAt)
      .where(sql`${t.poolId} is not null and ${t.leadId} is not null and ${t.prizeEmailAt} is null`),
    index('plays_campaign_email_due_idx')
      .on(t.createdAt)
      .where(sql`${t.leadId} is not null and ${t.campaignEmailAt} is null and ${t.page} <> 'open'`),
  ],
);

/** Analytics events of §7: game_started, game_finished, lead_created. */
export const playEvents = pgTable(
  'play_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: uuid('company_id').notNull(),
    campaignId: uuid('campaign_id').notNull(),
    type: text('type').notNull(),
    playId: uuid('play_id'),
    leadId: uuid('lead_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('play_events_campaign_type_idx').on(t.campaignId, t.type)],
);

/** ALTCHA solutions already used: each proof of work counts once. */
export const usedChallenges = pgTable('used_challenges', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
