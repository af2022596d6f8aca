import type { Voucher, VoucherStatus } from '@gc/contracts/prizes';
import { isoOrNull } from './prizes.mapper.ts';
import type { VoucherRow } from './voucher-redemption.repo.ts';

/** Redeemed wins over expired: a voucher used in time stays used after its pool expires. */
export function voucherStatusOf(row: Pick<VoucherRow, 'issuedAt' | 'redeemedAt' | 'pastExpiry'>): VoucherStatus {
  if (row.redeemedAt !== null) return 'redeemed';
  if (row.issuedAt === null) return 'not-issued';
  return row.pastExpiry ? 'expired' : 'issued';
}

export function toVoucherResponse(row: VoucherRow): Voucher {
  return {
    code: row.code,
    poolId: row.poolId,
    poolName: row.poolName,
    campaign: row.campaignId && row.campaignName !== null ? { id: row.campaignId, name: row.campaignName } : null,
    issuedAt: isoOrNull(row.issuedAt),
    expiresAt: isoOrNull(row.expiresAt),
    status: voucherStatusOf(row),
    redeemedAt: isoOrNull(row.redeemedAt),
    redeemedByEmail: row.redeemedByEmail,
  };
}
