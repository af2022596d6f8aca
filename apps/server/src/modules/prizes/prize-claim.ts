import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.ts';

export type ClaimedPrize = {
  pool: { id: string; name: string; description: string; imageUrl: string | null; expiresAt: string | null };
  /** The winner's code for a pool with codes; null for a pool without. */
  voucherCode: string | null;
};

type ClaimRow = {
  id: string;
  name: string;
  description: string;
  image_url: string | null;
  expires_at: string | null;
  has_codes: boolean;
  code: string | null;
};

/**
 * The guarded claim, as the two CTEs every prize claim uses (claimPrize below, and the play
 * statement in play/play.repo.ts), so that the rule is written once.
 *
 * The guarded counter update is the whole decision: PostgreSQL re-checks `issued < stock_total` on
 * the row's newest version after waiting for its lock, so concurrent winners queue on the row and the
 * pool never gives more than it has. The n-th winner gets the code numbered n (codes are numbered
 * 1..n per pool), so two winners can never share a code, and no scan for a free code is needed.
 */

/**
 * The body of a CTE that must be named `pool`: takes one prize from the pool when it is in stock,
 * not expired, not deleted and the company's, and returns the pool with its new `issued` count.
 * `guard` adds a condition that must also hold (the play's limits), checked in the same update.
 */
export function claimPoolCte(companyId: string, poolId: string, guard: SQL = sql`true`): SQL {
  return sql`update prize_pools set issued = issued + 1, updated_at = now()
    where id = ${poolId} and company_id = ${companyId} and deleted_at is null
      and (is_unlimited or issued < stock_total)
      and (expires_at is null or expires_at > now())
      and ${guard}
    returning id, name, description, image_url, to_json(expires_at) #>> '{}' as expires_at, has_codes, issued`;
}

/** The body of the CTE after `pool`: gives the play the code numbered by the pool's new count. */
export function claimCodeCte(playId: string): SQL {
  return sql`update voucher_codes v set play_id = ${playId}, claimed_at = now()
    from pool
    where pool.has_codes and v.pool_id = pool.id and v.seq = pool.issued
    returning v.code`;
}

/**
 * Takes one prize from a pool inside the caller's transaction, in one round trip (both updates are
 * one statement, a data-modifying CTE).
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
    sql`with pool as (${claimPoolCte(companyId, poolId)}), code as (${claimCodeCte(playId)})
        select pool.id, pool.name, pool.description, pool.image_url, pool.expires_at, pool.has_codes,
               (select code.code from code) as code
        from pool`,
  );
  if (!row) return null;
  if (row.has_codes && row.code === null) throw new Error(`prize pool ${row.id} has no code for its next winner`);
  return {
    pool: {
      id: row.id,
      name: row.name,
      description: row.description,
      imageUrl: row.image_url,
      expiresAt: row.expires_at === null ? null : new Date(row.expires_at).toISOString(),
    },
    voucherCode: row.code,
  };
}
