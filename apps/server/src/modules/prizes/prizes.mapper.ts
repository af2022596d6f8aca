import type { PrizeAuditEntry, PrizePool } from '@gc/contracts/prizes';
import type { prizeAuditLog } from '../../db/schema/index.ts';
import type { PoolRow } from './prizes.repo.ts';

/** The one place a pool row becomes its API shape; company and deletion stay inside. */
export function toPrizePoolResponse(row: PoolRow, now = new Date()): PrizePool {
  const stockTotal = row.isUnlimited ? null : (row.stockTotal ?? 0);
  const pastExpiry = row.expiresAt !== null && row.expiresAt <= now;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    imageUrl: row.imageUrl,
    isUnlimited: row.isUnlimited,
    stockTotal,
    issued: row.issued,
    remaining: stockTotal === null ? null : Math.max(0, stockTotal - row.issued),
    hasCodes: row.hasCodes,
    codeCount: row.codeCount,
    redeemed: row.redeemedCount,
    // Only vouchers can be redeemed: a pool without codes has no unused prizes to count as expired.
    expired: row.hasCodes && pastExpiry ? Math.max(0, row.issued - row.redeemedCount) : 0,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toAuditEntryResponse(row: typeof prizeAuditLog.$inferSelect): PrizeAuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actorEmail: row.actorEmail,
    action: row.action as PrizeAuditEntry['action'],
    poolId: row.poolId,
    campaignId: row.campaignId,
    details: (row.details ?? {}) as Record<string, unknown>,
  };
}

/** A timestamp read by raw SQL as ISO text (to_json), in the API's form. */
export const isoOrNull = (value: string | null) => (value === null ? null : new Date(value).toISOString());
