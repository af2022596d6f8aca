import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
  },
  (t) => [index('email_outbox_due_idx').on(t.status, t.nextAttemptAt)],
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
