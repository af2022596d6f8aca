import type { PrizeAuditEntry } from '@gc/contracts/prizes';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { prizeAuditLog } from '../../db/schema/index.ts';
import type { Actor } from '../../plugins/auth.ts';

export type AuditInput = {
  action: PrizeAuditEntry['action'];
  poolId?: string | null;
  campaignId?: string | null;
  details: Record<string, unknown>;
};

/** Written in the transaction of the change it records, so that no change goes unlogged. */
export async function writeAudit(db: DbOrTx, actor: Actor, entry: AuditInput) {
  await db.insert(prizeAuditLog).values({
    companyId: actor.companyId,
    actorUserId: actor.userId,
    actorEmail: actor.email,
    action: entry.action,
    poolId: entry.poolId ?? null,
    campaignId: entry.campaignId ?? null,
    details: entry.details,
  });
}

export async function listAudit(db: DbOrTx, companyId: string, query: { page: number; size: number; poolId?: string }) {
  const filters: SQL[] = [eq(prizeAuditLog.companyId, companyId)];
  if (query.poolId) filters.push(eq(prizeAuditLog.poolId, query.poolId));
  const where = and(...filters);
  const [items, [{ total }]] = await Promise.all([
    db
      .select()
      .from(prizeAuditLog)
      .where(where)
      .orderBy(desc(prizeAuditLog.at), desc(prizeAuditLog.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ total: count() }).from(prizeAuditLog).where(where),
  ]);
  return { items, total };
}
