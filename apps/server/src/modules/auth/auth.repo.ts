import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.ts';
import { actionTokens, refreshTokens, sessions, users } from '../../db/schema/index.ts';

/** Queries of the authentication flows. Users are found by e-mail or id here: log-in is not tenant-scoped. */
export function findUserByEmail(db: DbOrTx, email: string) {
  return db
    .select()
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1)
    .then((rows) => rows[0]);
}

export function findUserById(db: DbOrTx, id: string) {
  return db
    .select()
    .from(users)
    .where(eq(users.id, id))
    .limit(1)
    .then((rows) => rows[0]);
}

export async function insertSession(db: DbOrTx, userId: string): Promise<string> {
  const [row] = await db.insert(sessions).values({ userId }).returning({ id: sessions.id });
  return row.id;
}

export async function revokeSession(db: DbOrTx, sessionId: string, reason: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeAllSessions(db: DbOrTx, userId: string, reason: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

export async function insertRefreshToken(db: DbOrTx, sessionId: string, tokenHash: string, expiresAt: Date) {
  await db.insert(refreshTokens).values({ sessionId, tokenHash, expiresAt });
}

export function findRefreshToken(db: DbOrTx, tokenHash: string) {
  return db
    .select({
      id: refreshTokens.id,
      sessionId: refreshTokens.sessionId,
      expiresAt: refreshTokens.expiresAt,
      usedAt: refreshTokens.usedAt,
      sessionRevokedAt: sessions.revokedAt,
      userId: sessions.userId,
    })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1)
    .then((rows) => rows[0]);
}

/**
 * Guarded: only one of two concurrent refreshes with the same token wins. The time is the server's
 * clock, the one the rotation grace is measured with.
 */
export async function markRefreshTokenUsed(db: DbOrTx, id: string, usedAt: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

/** True when a token of the session was used after `usedAt`: the rotation chain has moved on. */
export async function hasLaterRotation(db: DbOrTx, sessionId: string, usedAt: Date): Promise<boolean> {
  const rows = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.sessionId, sessionId), gt(refreshTokens.usedAt, usedAt)))
    .limit(1);
  return rows.length === 1;
}

export async function insertActionToken(
  db: DbOrTx,
  values: { userId: string; purpose: string; tokenHash: string; expiresAt: Date },
) {
  await db.insert(actionTokens).values(values);
}

export async function countRecentActionTokens(db: DbOrTx, userId: string, purpose: string, minutes: number) {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from action_tokens where user_id = ${userId} and purpose = ${purpose}
        and created_at > now() - make_interval(mins => ${minutes})`,
  );
  return row?.n ?? 0;
}

/** Takes a valid, unused, unexpired link token; returns its user id, or undefined. Single-use by the guard. */
export async function consumeActionToken(
  db: DbOrTx,
  tokenHash: string,
): Promise<{ userId: string; purpose: string } | undefined> {
  const rows = await db
    .update(actionTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(eq(actionTokens.tokenHash, tokenHash), isNull(actionTokens.usedAt), sql`${actionTokens.expiresAt} > now()`),
    )
    .returning({ userId: actionTokens.userId, purpose: actionTokens.purpose });
  return rows[0];
}

/** Uses up every outstanding link of a user: after a new password, no older e-mail may set another one. */
export async function revokeActionTokens(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(actionTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(actionTokens.userId, userId), isNull(actionTokens.usedAt)));
}

export async function updateUser(db: DbOrTx, id: string, values: Partial<typeof users.$inferInsert>) {
  await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}

/** Records a TOTP step as used; false if that step (or a later one) was already used. */
export async function claimOtpStep(db: DbOrTx, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ otpLastStep: step })
    .where(and(eq(users.id, userId), sql`(${users.otpLastStep} is null or ${users.otpLastStep} < ${step})`))
    .returning({ id: users.id });
  return rows.length === 1;
}

/** Spends a verified ALTCHA solution; false when it was spent before (each proof of work counts once). */
export async function spendChallenge(db: DbOrTx, solution: { signature: string; expiresAt: Date }): Promise<boolean> {
  const rows = await queryRows<{ signature: string }>(
    db,
    sql`insert into used_challenges (signature, expires_at) values (${solution.signature}, ${solution.expiresAt.toISOString()}::timestamptz)
        on conflict do nothing returning signature`,
  );
  return rows.length === 1;
}
