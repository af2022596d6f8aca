import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { users } from './users.ts';

/**
 * Every e-mail the product sends is written here first, in the transaction that caused it.
 * Without SMTP_URL it stays KEPT and a super admin reads it in the UI; with SMTP_URL the sender delivers it.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').references(() => companies.id),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /**
     * What only the recipient may read (the token of a reset or invitation link): the outbox list shows
     * the mail with these hidden; a super admin's reveal of the whole mail is written to email_reveals.
     */
    secrets: text('secrets').array().notNull().default(sql`'{}'::text[]`),
    status: text('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** A campaign e-mail (issue 14): its campaign, the play it was sent for and the play's outcome. */
    campaignId: uuid('campaign_id'),
    playId: uuid('play_id'),
    outcome: text('outcome'),
    /** The sender's display name and reply-to (the address itself is MAIL_FROM). */
    fromName: text('from_name'),
    replyTo: text('reply_to'),
    /** Extra headers (List-Unsubscribe of marketing e-mails). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** An attachment in the file storage, sent under its file name. */
    attachmentKey: text('attachment_key'),
    attachmentName: text('attachment_name'),
    attachmentType: text('attachment_type'),
    /** A test e-mail (send a test to me, or a play of a debug-mode release): sent to the editor. */
    isTest: boolean('is_test').notNull().default(false),
    /** When an editor last asked for a failed mail to be sent again. */
    retriedAt: timestamp('retried_at', { withTimezone: true }),
  },
  (t) => [
    index('email_outbox_due_idx').on(t.status, t.nextAttemptAt),
    // The sender's claim, oldest due first, without sorting a long queue (bench/mail-sending.ts).
    index('email_outbox_sendable_idx').on(t.nextAttemptAt).where(sql`${t.status} in ('PENDING', 'SENDING')`),
    // The database's guarantee of one campaign e-mail per play, whatever processes write it.
    uniqueIndex('email_outbox_play_idx').on(t.playId).where(sql`${t.playId} is not null`),
    index('email_outbox_campaign_idx').on(t.campaignId, t.createdAt).where(sql`${t.campaignId} is not null`),
  ],
);

/** Audit of the outbox: who revealed which mail in full (its hidden links included), and when. */
export const emailReveals = pgTable(
  'email_reveals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    emailId: uuid('email_id')
      .notNull()
      .references(() => emailOutbox.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    revealedAt: timestamp('revealed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_reveals_email_idx').on(t.emailId, t.revealedAt)],
);
