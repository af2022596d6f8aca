import type { Problem } from '@gc/contracts/envelope';
import type { AccountState } from '@gc/contracts/registration';
import { ApiError, isApiError } from '../../lib/api-error.ts';

/** What /account-status shows: the state, the e-mail it is about, and the expiration date when expired. */
export type AccountStatusView = { state: AccountState; email: string; expirationDate?: string };

/**
 * Router state for /account-status: the sign-up page passes the view, the log-in page its refusal
 * (the problem as it came, so that the log-in page carries none of this file).
 */
export type AccountStatusNavigation = { accountStatus: AccountStatusView } | { refusal: Problem | null; email: string };

/** The view that the router state hands over, if any. */
export function handedOverView(state: unknown): AccountStatusView | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const navigation = state as Partial<{ accountStatus: AccountStatusView; refusal: Problem | null; email: string }>;
  if (navigation.accountStatus) return navigation.accountStatus;
  if (!navigation.refusal || typeof navigation.email !== 'string') return undefined;
  return accountStatusOf(new ApiError(navigation.refusal.status, navigation.refusal), navigation.email);
}

const STATE_OF_CODE: Record<string, AccountState> = {
  ACCOUNT_PENDING: 'PENDING',
  ACCOUNT_EXPIRED: 'EXPIRED',
  ACCOUNT_DEACTIVATED: 'DEACTIVATED',
};

/**
 * A log-in refused because of where the account stands (the right password, so telling it reveals
 * nothing): the view /account-status shows; undefined for any other failure.
 */
export function accountStatusOf(error: unknown, email: string): AccountStatusView | undefined {
  if (!isApiError(error) || !error.code) return undefined;
  const state = STATE_OF_CODE[error.code];
  if (!state) return undefined;
  const expirationDate = error.problem?.expirationDate;
  return { state, email, ...(expirationDate ? { expirationDate } : {}) };
}
