import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The company's app vouches for a player with a signed link (docs/decisions.md, Loyalty):
 *   userId=…&userIdExp={unix seconds}&userIdSig=base64url(HMAC-SHA256(secret, `${userId}.${userIdExp}`))
 * The secret is the company's (shown once when made); the expiry keeps a leaked link from working
 * for ever. Nothing else is signed: the id is what the points belong to.
 */

/** A link may be valid for at most this long ahead: a far expiry is as good as none. */
export const MAX_LINK_LIFETIME_S = 7 * 24 * 3600;

export function newAppSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function signClientUserId(secret: string, userId: string, expiresAtS: number): string {
  return createHmac('sha256', secret).update(`${userId}.${expiresAtS}`).digest('base64url');
}

/** Whether the signature is the app's for this id and has not expired (nor lies too far ahead). */
export function isClientUserIdSigned(
  secret: string,
  userId: string,
  expiresAt: string | undefined,
  signature: string | undefined,
  nowMs = Date.now(),
): boolean {
  if (!expiresAt || !signature || !/^\d{1,12}$/.test(expiresAt)) return false;
  const expiresAtS = Number(expiresAt);
  const nowS = Math.floor(nowMs / 1000);
  if (expiresAtS < nowS || expiresAtS > nowS + MAX_LINK_LIFETIME_S) return false;
  const expected = Buffer.from(signClientUserId(secret, userId, expiresAtS));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
