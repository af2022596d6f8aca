import type { TokenPair } from '@gc/contracts/auth';
import { api } from './api-client.ts';
import { isApiError } from './api-error.ts';
import { endSession, markSessionUnreachable, storeTokens } from './session.ts';

let inFlight: Promise<boolean> | null = null;

/**
 * Gets a new access token with the HttpOnly refresh cookie, which the browser sends by itself; the
 * server rotates the cookie. Callers of one tab share one request (another tab refreshing at the
 * same moment is the server's grace to absorb). A refresh the server refuses logs out (spec §4); one it
 * could not answer (offline, its database unreachable for a moment: 5xx) keeps the session for the next
 * try, so an outage does not log every user out.
 */
export function refreshTokens(): Promise<boolean> {
  inFlight ??= run().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function run(): Promise<boolean> {
  try {
    storeTokens(await api<TokenPair>('/user-management/users/refresh-token', { method: 'POST', anonymous: true }));
    return true;
  } catch (error) {
    if (isApiError(error) && error.status < 500) endSession('expired');
    else markSessionUnreachable();
    return false;
  }
}
