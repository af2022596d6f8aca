import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { campaigns } from './campaigns.ts';
import { companies } from './companies.ts';

/** A campaign's mail type and sender (spec §7 Mail mailType/{id}, sender/{id}); no row: NOEMAIL, no sender name. */
export const campaignMailSettings = pgTable('campaign_mail_settings', {
  campaignId: uuid('campaign_id')
    .primaryKey()
    .references(() => campaigns.id),
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id),
  mailType: text('mail_type').notNull().default('NOEMAIL'),
  senderName: text('sender_name').notNull().default(''),
  replyTo: text('reply_to').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One e-mail of a campaign: for an outcome (or `all`) and a campaign language, its content as blocks. */
export const campaignEmails = pgTable(
  'campaign_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    outcome: text('outcome').notNull(),
    language: text('language').notNull(),
    subject: text('subject').notNull(),
    blocks: jsonb('blocks').notNull(),
    attachmentKey: text('attachment_key'),
    attachmentName: text('attachment_name'),
    attachmentType: text('attachment_type'),
    attachmentSize: integer('attachment_size'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('campaign_emails_outcome_language_idx').on(t.campaignId, t.outcome, t.language)],
);

/** A company's own e-mail templates; the default template (default-email) is the product's and has no row. */
export const emailTemplates = pgTable(
  'email_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    key: text('key').notNull(),
    name: text('name').notNull(),
    language: text('language'),
    subject: text('subject').notNull(),
    blocks: jsonb('blocks').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('email_templates_key_idx').on(t.companyId, t.key)],
);

/** Addresses that unsubscribed from a company's campaign e-mails (prize e-mails still go). */
export const emailUnsubscribes = pgTable(
  'email_unsubscribes',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    /** Lower case. */
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.email] }), index('email_unsubscribes_created_idx').on(t.createdAt)],
);
