import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { lookupFailureOf, redeemRefusalOf } from './voucher-texts.ts';

const problem = (status: number, code: string) =>
  new ApiError(status, { type: 'about:blank', title: '', status, code, violations: [] });

describe('voucher failures', () => {
  it('tells an unknown code from a mistyped one and from a failure', () => {
    expect(lookupFailureOf(problem(404, 'VOUCHER_NOT_FOUND'))).toBe('notFound');
    expect(lookupFailureOf(problem(400, 'VALIDATION_FAILED'))).toBe('invalid');
    expect(lookupFailureOf(new TypeError('offline'))).toBe('other');
  });

  it('names each refusal of a redemption', () => {
    expect(redeemRefusalOf(problem(409, 'VOUCHER_ALREADY_REDEEMED'))).toBe('alreadyRedeemed');
    expect(redeemRefusalOf(problem(409, 'VOUCHER_EXPIRED'))).toBe('expired');
    expect(redeemRefusalOf(problem(409, 'VOUCHER_NOT_ISSUED'))).toBe('notIssued');
    expect(redeemRefusalOf(problem(404, 'VOUCHER_NOT_FOUND'))).toBe('notFound');
    expect(redeemRefusalOf(problem(500, 'INTERNAL'))).toBe('other');
  });
});
