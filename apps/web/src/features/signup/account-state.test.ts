import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { accountStatusOf, handedOverView } from './account-state.ts';

const problem = (code: string, extra: Record<string, unknown> = {}) =>
  new ApiError(403, { type: 'about:blank', title: code, status: 403, code, violations: [], ...extra } as never);

describe('accountStatusOf', () => {
  it('reads the state of a refused log-in, with the expiration date when there is one', () => {
    expect(accountStatusOf(problem('ACCOUNT_PENDING'), 'a@b.test')).toEqual({ state: 'PENDING', email: 'a@b.test' });
    expect(accountStatusOf(problem('ACCOUNT_DEACTIVATED'), 'a@b.test')?.state).toBe('DEACTIVATED');
    expect(
      accountStatusOf(problem('ACCOUNT_EXPIRED', { expirationDate: '2026-01-02T00:00:00.000Z' }), 'a@b.test'),
    ).toEqual({ state: 'EXPIRED', email: 'a@b.test', expirationDate: '2026-01-02T00:00:00.000Z' });
  });
  it('is undefined for any other failure', () => {
    expect(accountStatusOf(problem('INVALID_CREDENTIALS'), 'a@b.test')).toBeUndefined();
    expect(accountStatusOf(new Error('offline'), 'a@b.test')).toBeUndefined();
  });
});

describe('handedOverView', () => {
  it('takes the view of the sign-up page, or reads the refusal the log-in page passes', () => {
    const view = { state: 'PENDING' as const, email: 'a@b.test' };
    expect(handedOverView({ accountStatus: view })).toBe(view);
    expect(handedOverView({ refusal: problem('ACCOUNT_DEACTIVATED').problem, email: 'a@b.test' })).toEqual({
      state: 'DEACTIVATED',
      email: 'a@b.test',
    });
    expect(handedOverView(null)).toBeUndefined();
    expect(handedOverView({ refusal: problem('INVALID_CREDENTIALS').problem, email: 'a@b.test' })).toBeUndefined();
  });
});
