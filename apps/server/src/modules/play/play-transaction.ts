import type { Db, Tx } from '../../db/client.ts';
import { isRetryableConflict } from '../../lib/db-errors.ts';

const ATTEMPTS = 3;

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
      if (attempt >= ATTEMPTS || !isRetryableConflict(error)) throw error;
    }
  }
}

/** A Drizzle transaction with deadlock retries, as above. */
export function inRetriedTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return withDeadlockRetries(() => db.transaction(work));
}
