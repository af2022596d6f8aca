import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.ts';
import { passwordResetRequests } from '../../db/schema/index.ts';

/** The only work a forgot-password request does before its answer, whatever the e-mail. */
export async function insertResetRequest(db: DbOrTx, email: string): Promise<void> {
  await db.insert(passwordResetRequests).values({ email });
}

/**
 * Takes (deletes) the oldest waiting requests inside the caller's transaction: when it rolls back they
 * are taken again later; SKIP LOCKED lets several processes take different ones at once.
 */
export async function takeResetRequests(tx: DbOrTx, limit: number): Promise<string[]> {
  const rows = await queryRows<{ email: string }>(
    tx,
    sql`delete from password_reset_requests where id in (
          select id from password_reset_requests order by requested_at limit ${limit} for update skip locked)
        returning email`,
  );
  return rows.map((row) => row.email);
}

/** Serialises the reset mails of one account until the transaction ends, so the hourly cap holds across processes. */
export async function lockResetsOf(tx: DbOrTx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`password-reset:${userId}`}))`);
}
