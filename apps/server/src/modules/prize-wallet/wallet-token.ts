import { errors, jwtVerify, SignJWT } from 'jose';
import { TOKEN_ISSUER } from '../auth/access-tokens.ts';

export const WALLET_TOKEN_AUDIENCE = 'wallet';
/**
 * A year: the link lives in a prize e-mail the player keeps, and vouchers are commonly valid for months
 * (a pool's expires_at is often far out). A longer life would only keep a forwarded link working; the
 * link stops at once when its lead is removed (the wallet then finds no player).
 */
export const WALLET_TOKEN_DAYS = 365;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whose prizes a link shows. `email`: every prize won with the lead's e-mail address in the company's
 * campaigns, given only where the holder proved the address (the link came in the prize e-mail, or the
 * registration confirmed its e-mail with a code). `lead`: the prizes of this one registration only, for
 * a win page of a campaign that does not check e-mails, where anyone may have typed someone else's address.
 */
export type WalletScope = 'email' | 'lead';
export type WalletHolder = { leadId: string; scope: WalletScope };

export function signWalletToken(key: Uint8Array, holder: WalletHolder, now = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ scope: holder.scope })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(holder.leadId)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(WALLET_TOKEN_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + WALLET_TOKEN_DAYS * 86_400)
    .sign(key);
}

/** The holder a link names, or null for anything malformed, forged, expired or meant for another audience. */
export async function verifyWalletToken(key: Uint8Array, token: string): Promise<WalletHolder | null> {
  if (token.length > 2048) return null;
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer: TOKEN_ISSUER,
      audience: WALLET_TOKEN_AUDIENCE,
      requiredClaims: ['sub', 'exp'],
    });
    const { sub, scope } = payload;
    if (typeof sub !== 'string' || !UUID.test(sub)) return null;
    if (scope !== 'email' && scope !== 'lead') return null;
    return { leadId: sub, scope };
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}

/**
 * The page of a wallet link. The token travels in the fragment: a browser never sends it to a server,
 * so it stays out of access logs, proxies and Referer headers; the page hands it to the API in a body.
 */
export function walletPath(slug: string, token: string): string {
  return `/p/${encodeURIComponent(slug)}/wallet#t=${token}`;
}
