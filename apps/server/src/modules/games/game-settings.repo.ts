import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { prizePools } from '../../db/schema/index.ts';

/**
 * Which of these ids are prize pools of the company that are not deleted. Taken with FOR KEY SHARE
 * inside the save: a pool deletion (which locks the pool FOR UPDATE, then looks for campaigns using it)
 * waits for the save and then sees it, while plays, which only move the pool's counter, are not held up.
 */
export async function companyPoolIdsAmong(db: DbOrTx, companyId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: prizePools.id })
    .from(prizePools)
    .where(and(eq(prizePools.companyId, companyId), inArray(prizePools.id, [...ids]), isNull(prizePools.deletedAt)))
    .for('key share');
  return new Set(rows.map((row) => row.id));
}
