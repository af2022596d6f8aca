import type { RedeemVoucherRequest, Voucher, VoucherLookup } from '@gc/contracts/prizes';
import type { AppContext } from '../../lib/app-context.ts';
import type { Actor } from '../../plugins/auth.ts';
import { writeAudit } from './prize-audit.repo.ts';
import { voucherAmbiguous, voucherNotFound, voucherRefused } from './voucher-errors.ts';
import { findCompanyVouchers, redeemCompanyVoucher } from './voucher-redemption.repo.ts';
import { toVoucherResponse } from './voucher-status.ts';

/** Every pool of the caller's company holding the code, with its status (issue 13). */
export async function lookUpVoucher(ctx: AppContext, actor: Actor, code: string): Promise<VoucherLookup> {
  const rows = await findCompanyVouchers(ctx.db, actor.companyId, code);
  if (rows.length === 0) throw voucherNotFound();
  return { vouchers: rows.map(toVoucherResponse) };
}

/**
 * Redeems a voucher once. The conditional update decides, not the lookup before it: the lookup only
 * finds which pool's code is meant, and a refusal reads the voucher again to say why.
 */
export async function redeemVoucher(ctx: AppContext, actor: Actor, input: RedeemVoucherRequest): Promise<Voucher> {
  const found = (await findCompanyVouchers(ctx.db, actor.companyId, input.code)).filter(
    (row) => input.poolId === undefined || row.poolId === input.poolId,
  );
  if (found.length === 0) throw voucherNotFound();
  if (found.length > 1) throw voucherAmbiguous();
  const target = found[0];

  const redeemed = await ctx.db.transaction(async (tx) => {
    const done = await redeemCompanyVoucher(tx, actor.companyId, target.poolId, target.code, actor);
    if (!done) return null;
    await writeAudit(tx, actor, {
      action: 'voucher.redeemed',
      poolId: target.poolId,
      campaignId: target.campaignId,
      details: { code: target.code, name: target.poolName, redeemedAt: new Date(done.redeemedAt).toISOString() },
    });
    return done;
  });

  const now = (await findCompanyVouchers(ctx.db, actor.companyId, target.code)).find(
    (row) => row.poolId === target.poolId,
  );
  if (!now) throw voucherNotFound();
  const voucher = toVoucherResponse(now);
  if (!redeemed) throw voucherRefused(voucher);
  return voucher;
}
