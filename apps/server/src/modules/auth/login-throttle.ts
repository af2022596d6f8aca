import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * Per-account brute-force limit, kept in the database so that every process shares it. Keys exist
 * for unknown e-mails too, so an answer never tells whether an account exists.
 */
export const MAX_FAILURES = 5;
const WINDOW_MINUTES = 15;
const LOCK_MINUTES = 15;

export const tooManyAttempts = () =>
  new AppError('TOO_MANY_REQUESTS', 429, 'Too many attempts. Please try again later.', {
    headers: { 'retry-after': String(LOCK_MINUTES * 60) },
  });

export async function assertNotLocked(db: DbOrTx, key: string): Promise<void> {
  const [row] = await queryRows<{ locked: boolean }>(
    db,
    sql`select locked_until > now() as locked from login_attempts where key = ${key}`,
  );
  if (row?.locked) throw tooManyAttempts();
}

export async function recordFailure(db: DbOrTx, key: string): Promise<void> {
  await db.execute(sql`
    insert into login_attempts as a (key, failures, window_start) values (${key}, 1, now())
    on conflict (key) do update set
      failures = case when a.window_start < now() - make_interval(mins => ${WINDOW_MINUTES}) then 1 else a.failures + 1 end,
      window_start = case when a.window_start < now() - make_interval(mins => ${WINDOW_MINUTES}) then now() else a.window_start end,
      locked_until = case
        when a.window_start >= now() - make_interval(mins => ${WINDOW_MINUTES}) and a.failures + 1 >= ${MAX_FAILURES}
        then now() + make_interval(mins => ${LOCK_MINUTES})
        else a.locked_until end`);
}

export async function clearFailures(db: DbOrTx, key: string): Promise<void> {
  await db.execute(sql`delete from login_attempts where key = ${key}`);
}
