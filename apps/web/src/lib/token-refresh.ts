import type { TokenPair } from '@gc/contracts/auth';
import { api } from './api-client.ts';
import { endSession, getRefreshToken, storeTokens } from './session.ts';

let inFlight: Promise<boolean> | null = null;

/**
 * Exchanges the refresh token for a new pair (the server rotates it). Concurrent callers share
 * one request, because a rotated refresh token used twice revokes the whole family. A failed
 * refresh logs out (spec §4).
 */
export function refreshTokens(): Promise<boolean> {
  inFlight ??= run().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function run(): Promise<boolean> {
  const refreshToken = getRefreshToken();
  if (!refreshToken) {
    endSession('expired');
    return false;
  }
  try {
    const pair = await api<TokenPair>('/user-management/users/refresh-token', {
      method: 'POST',
      body: { refreshToken },
      anonymous: true,
    });
    storeTokens(pair);
    return true;
  } catch {
    endSession('expired');
    return false;
  }
}
