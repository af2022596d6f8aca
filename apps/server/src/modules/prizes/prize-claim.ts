import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.ts';

export type ClaimedPrize = {
  pool: { id: string; name: string; description: string; imageUrl: string | null; expiresAt: string | null };
  /** The winner's code for a pool with codes; null for a pool without. */
  voucherCode: string | null;
};

type ClaimRow = {
  /** Null when nothing was claimed. */
  pool_id: string | null;
  name: string;
  description: string;
  image_url: string | null;
  expires_at: string | null;
  has_codes: boolean;
  code: string | null;
};

/**
 * Takes one prize from a pool inside the caller's transaction, in one round trip.
 *
 * The rule lives once, in the claim_prize function of migration 0003, which the play (play_attempts)
 * calls too: a guarded counter update (`issued < stock_total`, re-checked by PostgreSQL on the row's
 * newest version after waiting for its lock) and the code numbered by the new count, so the pool
 * never gives more than it has and two winners never share a code.
 *
 * Null when the pool is out of stock, expired, deleted or another company's: the caller turns the
 * win into a loss. A pool with codes whose numbered code is missing would be a broken invariant:
 * that throws, rolling back the play, rather than handing out a win without its code.
 */
export async function claimPrize(
  tx: DbOrTx,
  companyId: string,
  poolId: string,
  playId: string,
): Promise<ClaimedPrize | null> {
  const [row] = await queryRows<ClaimRow>(
    tx,
    sql`select pool_id, name, description, image_url, expires_at, has_codes, code
        from claim_prize(${companyId}::uuid, ${poolId}::uuid, ${playId}::uuid)`,
  );
  if (!row || row.pool_id === null) return null;
  if (row.has_codes && row.code === null) throw new Error(`prize pool ${row.pool_id} has no code for its next winner`);
  return {
    pool: {
      id: row.pool_id,
      name: row.name,
      description: row.description,
      imageUrl: row.image_url,
      expiresAt: row.expires_at === null ? null : new Date(row.expires_at).toISOString(),
    },
    voucherCode: row.code,
  };
}
