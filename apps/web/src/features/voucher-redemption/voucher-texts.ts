import type { VoucherStatus } from '@gc/contracts/prizes';
import { isApiError } from '../../lib/api-error.ts';

/** The badge colour of each status: green may be redeemed, the rest may not. */
export const STATUS_COLORS: Record<VoucherStatus, string> = {
  issued: 'teal',
  redeemed: 'gray',
  expired: 'orange',
  'not-issued': 'yellow',
};

export type LookupFailure = 'notFound' | 'invalid' | 'other';

/** Why a lookup found nothing to show: an unknown code is an answer, a bad one is the typist's. */
export function lookupFailureOf(error: unknown): LookupFailure {
  if (isApiError(error, 'VOUCHER_NOT_FOUND')) return 'notFound';
  if (isApiError(error, 'VALIDATION_FAILED')) return 'invalid';
  return 'other';
}

export type RedeemRefusal = 'alreadyRedeemed' | 'expired' | 'notIssued' | 'notFound' | 'other';

/** A refused redemption in the till's terms; the refreshed lookup then shows when and by whom. */
export function redeemRefusalOf(error: unknown): RedeemRefusal {
  if (isApiError(error, 'VOUCHER_ALREADY_REDEEMED')) return 'alreadyRedeemed';
  if (isApiError(error, 'VOUCHER_EXPIRED')) return 'expired';
  if (isApiError(error, 'VOUCHER_NOT_ISSUED')) return 'notIssued';
  if (isApiError(error, 'VOUCHER_NOT_FOUND')) return 'notFound';
  return 'other';
}
