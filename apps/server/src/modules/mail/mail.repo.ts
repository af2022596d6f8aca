import { and, asc, count, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  campaignEmails,
  campaignMailSettings,
  emailOutbox,
  emailTemplates,
  emailUnsubscribes,
} from '../../db/schema/index.ts';

export type MailSettingsRow = typeof campaignMailSettings.$inferSelect;
export type CampaignEmailRow = typeof campaignEmails.$inferSelect;
export type EmailTemplateRow = typeof emailTemplates.$inferSelect;
export type DeliveryRow = typeof emailOutbox.$inferSelect;

export function findMailSettings(db: DbOrTx, companyId: string, campaignId: string) {
  return db
    .select()
    .from(campaignMailSettings)
    .where(and(eq(campaignMailSettings.companyId, companyId), eq(campaignMailSettings.campaignId, campaignId)))
    .limit(1)
    .then((rows) => rows[0] as MailSettingsRow | undefined);
}

/** Writes the given settings of a campaign, leaving the others as they were (a new row takes the defaults). */
export async function upsertMailSettings(
  db: DbOrTx,
  companyId: string,
  campaignId: string,
  changes: Partial<Pick<MailSettingsRow, 'mailType' | 'senderName' | 'replyTo'>>,
): Promise<MailSettingsRow> {
  const [row] = await db
    .insert(campaignMailSettings)
    .values({ companyId, campaignId, ...changes })
    .onConflictDoUpdate({ target: campaignMailSettings.campaignId, set: { ...changes, updatedAt: new Date() } })
    .returning();
  return row;
}

const emailsOf = (companyId: string, campaignId: string) =>
  and(eq(campaignEmails.companyId, companyId), eq(campaignEmails.campaignId, campaignId));

export function listCampaignEmails(db: DbOrTx, companyId: string, campaignId: string) {
  return db
    .select()
    .from(campaignEmails)
    .where(emailsOf(companyId, campaignId))
    .orderBy(asc(campaignEmails.outcome), asc(campaignEmails.language));
}

export function findCampaignEmail(db: DbOrTx, companyId: string, campaignId: string, id: string) {
  return db
    .select()
    .from(campaignEmails)
    .where(and(emailsOf(companyId, campaignId), eq(campaignEmails.id, id)))
    .limit(1)
    .then((rows) => rows[0] as CampaignEmailRow | undefined);
}

export function findEmailFor(db: DbOrTx, companyId: string, campaignId: string, outcome: string, language: string) {
  return db
    .select()
    .from(campaignEmails)
    .where(
      and(emailsOf(companyId, campaignId), eq(campaignEmails.outcome, outcome), eq(campaignEmails.language, language)),
    )
    .limit(1)
    .then((rows) => rows[0] as CampaignEmailRow | undefined);
}

export async function insertCampaignEmail(db: DbOrTx, values: typeof campaignEmails.$inferInsert) {
  const [row] = await db.insert(campaignEmails).values(values).returning();
  return row;
}

/** Writes an e-mail's content; for a generated e-mail an existing one of the same outcome and language is replaced. */
export async function upsertCampaignEmail(db: DbOrTx, values: typeof campaignEmails.$inferInsert) {
  const [row] = await db
    .insert(campaignEmails)
    .values(values)
    .onConflictDoUpdate({
      target: [campaignEmails.campaignId, campaignEmails.outcome, campaignEmails.language],
      set: { subject: values.subject, blocks: values.blocks, updatedAt: new Date() },
    })
    .returning();
  return row;
}

export async function updateCampaignEmail(
  db: DbOrTx,
  companyId: string,
  campaignId: string,
  id: string,
  changes: Partial<typeof campaignEmails.$inferInsert>,
) {
  const [row] = await db
    .update(campaignEmails)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(emailsOf(companyId, campaignId), eq(campaignEmails.id, id)))
    .returning();
  return row as CampaignEmailRow | undefined;
}

export function deleteCampaignEmails(db: DbOrTx, companyId: string, campaignId: string) {
  return db.delete(campaignEmails).where(emailsOf(companyId, campaignId)).returning();
}

export function listCompanyTemplates(db: DbOrTx, companyId: string) {
  return db
    .select()
    .from(emailTemplates)
    .where(eq(emailTemplates.companyId, companyId))
    .orderBy(asc(emailTemplates.name));
}

export function findCompanyTemplate(db: DbOrTx, companyId: string, key: string) {
  return db
    .select()
    .from(emailTemplates)
    .where(and(eq(emailTemplates.companyId, companyId), eq(emailTemplates.key, key)))
    .limit(1)
    .then((rows) => rows[0] as EmailTemplateRow | undefined);
}

export async function insertTemplate(db: DbOrTx, values: typeof emailTemplates.$inferInsert) {
  const [row] = await db.insert(emailTemplates).values(values).returning();
  return row;
}

export function deleteCompanyTemplate(db: DbOrTx, companyId: string, key: string) {
  return db
    .delete(emailTemplates)
    .where(and(eq(emailTemplates.companyId, companyId), eq(emailTemplates.key, key)))
    .returning();
}

export async function insertUnsubscribe(db: DbOrTx, companyId: string, email: string) {
  await db.insert(emailUnsubscribes).values({ companyId, email: email.toLowerCase() }).onConflictDoNothing();
}

export async function isUnsubscribed(db: DbOrTx, companyId: string, email: string): Promise<boolean> {
  const rows = await db
    .select({ email: emailUnsubscribes.email })
    .from(emailUnsubscribes)
    .where(and(eq(emailUnsubscribes.companyId, companyId), eq(emailUnsubscribes.email, email.toLowerCase())))
    .limit(1);
  return rows.length > 0;
}

/** The delivery log's states over the outbox's: queued is every state before an answer. */
export const STATUSES_OF_STATE = {
  queued: ['PENDING', 'SENDING', 'KEPT'],
  sent: ['SENT'],
  failed: ['FAILED'],
} as const;

const campaignMails = (companyId: string, campaignId: string) =>
  and(eq(emailOutbox.companyId, companyId), eq(emailOutbox.campaignId, campaignId), isNotNull(emailOutbox.campaignId));

export async function listDeliveries(
  db: DbOrTx,
  companyId: string,
  campaignId: string,
  filter: { state?: keyof typeof STATUSES_OF_STATE; outcome?: string; page: number; size: number },
) {
  const filters: SQL[] = [campaignMails(companyId, campaignId) as SQL];
  if (filter.state) filters.push(inArray(emailOutbox.status, [...STATUSES_OF_STATE[filter.state]]));
  if (filter.outcome) filters.push(eq(emailOutbox.outcome, filter.outcome));
  const where = and(...filters);
  const [rows, [{ total }], counts] = await Promise.all([
    db
      .select()
      .from(emailOutbox)
      .where(where)
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(filter.size)
      .offset(filter.page * filter.size),
    db.select({ total: count() }).from(emailOutbox).where(where),
    db
      .select({ status: emailOutbox.status, n: count() })
      .from(emailOutbox)
      .where(
        filter.outcome
          ? and(campaignMails(companyId, campaignId), eq(emailOutbox.outcome, filter.outcome))
          : campaignMails(companyId, campaignId),
      )
      .groupBy(emailOutbox.status),
  ]);
  return { rows, total, counts };
}

/** Puts a failed mail back in the queue, due now; answers the row, or undefined when it is not a failed mail of the campaign. */
export async function retryFailedDelivery(db: DbOrTx, companyId: string, campaignId: string, id: string) {
  const [row] = await db
    .update(emailOutbox)
    .set({ status: 'PENDING', attempts: 0, nextAttemptAt: sql`now()`, retriedAt: sql`now()` })
    .where(and(campaignMails(companyId, campaignId), eq(emailOutbox.id, id), eq(emailOutbox.status, 'FAILED')))
    .returning();
  return row as DeliveryRow | undefined;
}

export function findDelivery(db: DbOrTx, companyId: string, campaignId: string, id: string) {
  return db
    .select({ id: emailOutbox.id, status: emailOutbox.status })
    .from(emailOutbox)
    .where(and(campaignMails(companyId, campaignId), eq(emailOutbox.id, id)))
    .limit(1)
    .then((rows) => rows[0]);
}
