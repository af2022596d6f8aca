import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.ts';

/** One pool's voucher with what a point of sale needs to judge it; timestamps as ISO text. */
export type VoucherRow = {
  code: string;
  poolId: string;
  poolName: string;
  campaignId: string | null;
  campaignName: string | null;
  issuedAt: string | null;
  expiresAt: string | null;
  redeemedAt: string | null;
  redeemedByEmail: string | null;
  /** Whether the pool's expiry has passed, by the database's clock (the same clock as the redemption's). */
  pastExpiry: boolean;
};

const iso = (column: string) => sql.raw(`to_json(${column}) #>> '{}'`);

/**
 * Every live pool of the company holding the code. The text is tried as typed and in upper case, both
 * on the (company_id, code) index: generated codes are upper case, and a cashier may type lower case.
 * The campaign comes from the winning play, and only within the company.
 */
export function findCompanyVouchers(db: DbOrTx, companyId: string, code: string): Promise<VoucherRow[]> {
  return queryRows<VoucherRow>(
    db,
    sql`select v.code, v.pool_id as "poolId", p.name as "poolName",
          c.id as "campaignId", c.name as "campaignName",
          ${iso('v.claimed_at')} as "issuedAt", ${iso('p.expires_at')} as "expiresAt",
          ${iso('v.redeemed_at')} as "redeemedAt", v.redeemed_by_email as "redeemedByEmail",
          coalesce(p.expires_at <= now(), false) as "pastExpiry"
        from voucher_codes v
        join prize_pools p on p.id = v.pool_id and p.company_id = v.company_id and p.deleted_at is null
        left join plays pl on pl.id = v.play_id and pl.company_id = v.company_id
        left join campaigns c on c.id = pl.campaign_id and c.company_id = v.company_id
        where v.company_id = ${companyId} and v.code in (${code}, upper(${code}))
        order by lower(p.name), p.id, v.code`,
  );
}

/**
 * Marks the voucher redeemed in one conditional UPDATE: PostgreSQL re-checks `redeemed_at is null` on
 * the row's newest version after waiting for a concurrent redemption's lock, so of any number of
 * simultaneous redemptions exactly one changes the row. Null when nothing was redeemed (the caller
 * reads the voucher again to say why).
 */
export async function redeemCompanyVoucher(
  db: DbOrTx,
  companyId: string,
  poolId: string,
  code: string,
  by: { userId: string; email: string },
): Promise<{ redeemedAt: string } | null> {
  const [row] = await queryRows<{ redeemedAt: string }>(
    db,
    sql`update voucher_codes v
        set redeemed_at = now(), redeemed_by_user_id = ${by.userId}, redeemed_by_email = ${by.email}
        from prize_pools p
        where p.id = v.pool_id and p.company_id = ${companyId} and p.deleted_at is null
          and v.company_id = ${companyId} and v.pool_id = ${poolId} and v.code = ${code}
          and v.redeemed_at is null and v.claimed_at is not null
          and (p.expires_at is null or p.expires_at > now())
        returning ${iso('v.redeemed_at')} as "redeemedAt"`,
  );
  return row ?? null;
}
