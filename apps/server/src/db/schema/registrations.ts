import { bigserial, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { campaigns } from './campaigns.ts';
import { companies } from './companies.ts';
import { leads } from './play.ts';

/**
 * One registration: one Idempotency-Key of one campaign, i.e. one device or tab that registered a
 * player (the lead). Its player token names it (`jti`) and is issued at its creation, so that a second
 * registration with a known e-mail learns nothing about the first one (security.md, player identity).
 * Without multi-registration several registrations share a lead, and the lead's limits.
 */
export const registrations = pgTable(
  'registrations',
  {
    /** Made by the server before the insert: the e-mail code's hash is keyed by it. */
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    /**
     * SHA-256 of the registration's own fields (not its proof of work): the same key with another body
     * is refused. Null for registrations made before keys were bound to bodies (migration 0004).
     */
    bodyHash: text('body_hash'),
    /** The campaign language the player registered in: the one-time code's e-mail is written in it. */
    language: text('language').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a one-time code confirmed the e-mail; verification belongs to this registration only. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('registrations_campaign_key_idx').on(t.campaignId, t.idempotencyKey),
    index('registrations_lead_idx').on(t.leadId),
  ],
);

/**
 * The one-time codes sent to confirm a registration's e-mail: stored as an HMAC keyed by a server
 * secret and the registration (a bare hash of six digits is undone by trying all million), valid for
 * 10 minutes and 5 tries. A new code for the registration ends the earlier ones.
 */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    registrationId: uuid('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    /** Codes sent to one mailbox (the lead's e-mail) are counted across registrations. */
    leadId: uuid('lead_id').notNull(),
    codeHash: text('code_hash').notNull(),
    triesLeft: integer('tries_left').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('email_codes_registration_idx').on(t.registrationId, t.createdAt),
    index('email_codes_lead_idx').on(t.leadId, t.createdAt),
  ],
);
