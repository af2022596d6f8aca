import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * A hard limit on guesses at a secret, kept in the database so that every process shares it: the first
 * MAX_FAILURES failed attempts in a window are answered normally, every further one with 429 until the
 * lock ends. Only for keys that nobody but their owner can push (one session's password change or
 * two-factor checks), so it can lock out nobody else; log-in uses login-guard.ts instead.
 */
export const MAX_FAILURES = 5;
const WINDOW_MINUTES = 15;
const LOCK_MINUTES = 15;

export const tooManyAttempts = () =>
  new AppError('TOO_MANY_REQUESTS', 429, 'Too many attempts. Please try again later.', {
    headers: { 'retry-after': String(LOCK_MINUTES * 60) },
  });

/** The counted window is over and no lock is running: counting starts again. */
const isStale = sql.raw(
  `(a.window_start < now() - make_interval(mins => ${WINDOW_MINUTES}) and not coalesce(a.locked_until > now(), false))`,
);

/**
 * Counts an attempt before the secret is checked, and refuses it once the account has used up its tries.
 * Counting first (one atomic upsert) is what stops a burst of simultaneous guesses: checking a lock and
 * recording the failure afterwards would let every request of the burst through the check.
 * A successful attempt calls clearFailures, so only failures keep counting.
 */
export async function takeAttempt(db: DbOrTx, key: string): Promise<void> {
  const [row] = await queryRows<{ attempts: number }>(
    db,
    sql`
    insert into login_attempts as a (key, failures, window_start) values (${key}, 1, now())
    on conflict (key) do update set
      failures = case when ${isStale} then 1 else a.failures + 1 end,
      window_start = case when ${isStale} then now() else a.window_start end,
      locked_until = case
        when not ${isStale} and a.failures + 1 >= ${MAX_FAILURES} and not coalesce(a.locked_until > now(), false)
        then now() + make_interval(mins => ${LOCK_MINUTES})
        else a.locked_until end
    returning failures as attempts`,
  );
  if ((row?.attempts ?? 0) > MAX_FAILURES) throw tooManyAttempts();
}

/** Gives back an attempt that turned out not to be a failure (the right password, the code still to come). */
export async function refundAttempt(db: DbOrTx, key: string): Promise<void> {
  await db.execute(sql`update login_attempts set failures = greatest(failures - 1, 0) where key = ${key}`);
}

export async function clearFailures(db: DbOrTx, key: string): Promise<void> {
  await db.execute(sql`delete from login_attempts where key = ${key}`);
}
