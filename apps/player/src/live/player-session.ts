/**
 * What survives a reload of /p/{slug} in this tab (sessionStorage, per campaign): the player token, so a
 * reload does not register again, and the Idempotency-Key of a registration not yet answered, so a
 * retried submit is the same registration to the server. Storage may be unavailable (private modes):
 * then nothing is kept and the page still works.
 */
const tokenKey = (campaignId: string) => `gc-player-token:${campaignId}`;
const pendingKey = (campaignId: string) => `gc-registration-key:${campaignId}`;

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
export const forgetPlayerToken = (campaignId: string) => write(tokenKey(campaignId), null);

/** The key of the registration being sent: the pending one after a failed try, else a new one. */
export function registrationKey(campaignId: string): string {
  const pending = read(pendingKey(campaignId));
  if (pending) return pending;
  const key = crypto.randomUUID();
  write(pendingKey(campaignId), key);
  return key;
}
