import { randomUuid } from '@gc/contracts/random-uuid';

/**
 * What survives a reload of /p/{slug} in this tab (sessionStorage, per campaign): the player token, so a
 * reload does not register again, the Idempotency-Key of a registration not yet answered, so a retried
 * submit is the same registration to the server, and which token confirmed its e-mail. Storage may be unavailable (private modes):
 * then nothing is kept and the page still works.
 */
const tokenKey = (campaignId: string) => `gc-player-token:${campaignId}`;
const pendingKey = (campaignId: string) => `gc-registration-key:${campaignId}`;
const verifiedKey = (campaignId: string) => `gc-verified-token:${campaignId}`;

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // Not kept: a reload will ask to register again, which the server answers idempotently enough.
  }
}

export const storedPlayerToken = (campaignId: string) => read(tokenKey(campaignId));

export function storePlayerToken(campaignId: string, token: string) {
  write(tokenKey(campaignId), token);
  write(pendingKey(campaignId), null);
}

/** Forgets a token the server no longer accepts (e.g. after the campaign was reset), so the player registers again. */
export function forgetPlayerToken(campaignId: string) {
  write(tokenKey(campaignId), null);
  write(verifiedKey(campaignId), null);
}

/** The token whose registration confirmed its e-mail in this tab (verification belongs to a registration). */
export const storedVerifiedToken = (campaignId: string) => read(verifiedKey(campaignId));

export const storeVerifiedToken = (campaignId: string, token: string | null) => write(verifiedKey(campaignId), token);

/**
 * Drops the pending key after the server refused it for a registration with other details
 * (IDEMPOTENCY_KEY_REUSED): the form as it is now is a new registration.
 */
export const forgetRegistrationKey = (campaignId: string) => write(pendingKey(campaignId), null);

/** The key of the registration being sent: the pending one after a failed try, else a new one. */
export function registrationKey(campaignId: string): string {
  const pending = read(pendingKey(campaignId));
  if (pending) return pending;
  const key = randomUuid();
  write(pendingKey(campaignId), key);
  return key;
}
