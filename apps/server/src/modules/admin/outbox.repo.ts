import { count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { emailOutbox, emailReveals, users } from '../../db/schema/index.ts';

export type OutboxRow = typeof emailOutbox.$inferSelect;

/** The outbox is the platform's, not a company's: only super admins reach these queries. */
export async function listOutboxPage(db: DbOrTx, page: number, size: number) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(emailOutbox)
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(size)
      .offset(page * size),
    db.select({ total: count() }).from(emailOutbox),
  ]);
  return { rows, total };
}

export function findOutboxMail(db: DbOrTx, id: string): Promise<OutboxRow | undefined> {
  return db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.id, id))
    .limit(1)
    .then((rows) => rows[0]);
}

export async function insertReveal(db: DbOrTx, emailId: string, userId: string): Promise<void> {
  await db.insert(emailReveals).values({ emailId, userId });
}

export function listReveals(db: DbOrTx, emailId: string) {
  return db
    .select({ revealedAt: emailReveals.revealedAt, userId: emailReveals.userId, userEmail: users.email })
    .from(emailReveals)
    .innerJoin(users, eq(users.id, emailReveals.userId))
    .where(eq(emailReveals.emailId, emailId))
    .orderBy(desc(emailReveals.revealedAt), desc(emailReveals.id));
}
