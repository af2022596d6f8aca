import type { Voucher } from '@gc/contracts/prizes';
import { AppError } from '../../lib/app-error.ts';

/** The same answer for an unknown code and another company's: a till never learns other companies' codes. */
export const voucherNotFound = () => new AppError('VOUCHER_NOT_FOUND', 404, 'No prize of this company has this code.');

export const voucherAmbiguous = () =>
  new AppError('VOUCHER_AMBIGUOUS', 400, 'Several prizes have this code: choose the prize.', {
    violations: [{ field: 'poolId', message: 'Several prizes have this code: choose the prize.' }],
  });

/** Why a voucher cannot be redeemed; the voucher travels along so the till can show when and by whom. */
export function voucherRefused(voucher: Voucher): AppError {
  const extensions = { voucher };
  if (voucher.status === 'redeemed')
    return new AppError(
      'VOUCHER_ALREADY_REDEEMED',
      409,
      `This voucher was already redeemed on ${voucher.redeemedAt} by ${voucher.redeemedByEmail ?? 'someone'}.`,
      { extensions },
    );
  if (voucher.status === 'expired')
    return new AppError('VOUCHER_EXPIRED', 409, `This voucher expired on ${voucher.expiresAt}.`, { extensions });
  return new AppError('VOUCHER_NOT_ISSUED', 409, 'This code has not been won by any player yet.', { extensions });
}
