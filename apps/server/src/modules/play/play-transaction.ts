import type { Db, Tx } from '../../db/client.ts';

const RETRYABLE = new Set(['40P01', '40001']);
const ATTEMPTS = 3;

function isRetryable(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === 'string' && RETRYABLE.has(e.code)) return true;
  }
  return false;
}

/**
 * Work that is one transaction, run again when PostgreSQL aborts it as a deadlock victim or a
 * serialization failure: the locks are taken in a fixed order, so this only guards the unlikely hash
 * collision of two keys. Everything the transaction did was rolled back, so running it again is safe.
 */
export async function withDeadlockRetries<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= ATTEMPTS || !isRetryable(error)) throw error;
    }
  }
}

/** A Drizzle transaction with deadlock retries, as above. */
export function inRetriedTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return withDeadlockRetries(() => db.transaction(work));
}

/** PostgreSQL's foreign_key_violation, bare or wrapped by Drizzle. */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23503') return true;
  }
  return false;
}
