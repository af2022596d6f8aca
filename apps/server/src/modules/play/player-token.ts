import { errors, jwtVerify, SignJWT } from 'jose';
import { TOKEN_ISSUER } from '../auth/access-tokens.ts';

export const PLAYER_TOKEN_AUDIENCE = 'player';
/** Long enough to come back on later days of a campaign; a player whose token lapsed registers again. */
const PLAYER_TOKEN_DAYS = 90;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Who plays: the lead (`sub`, whose limits a play counts against) through one registration (`jti`).
 * registrationId is null for a token issued before registrations existed: it plays where no e-mail
 * verification is asked for, and registers again where one is.
 */
export type PlayerIdentity = { leadId: string; campaignId: string; registrationId: string | null };

/**
 * Signs a registration's token. It is a pure function of the registration (issued at its creation,
 * not the lead's), so that a retried registration answers byte for byte what the first one did, and a
 * second registration with the same e-mail learns nothing of the first one but the lead's random id.
 */
export function signPlayerToken(
  key: Uint8Array,
  registration: PlayerIdentity & { registrationId: string; createdAt: Date },
): Promise<string> {
  const issuedAt = Math.floor(registration.createdAt.getTime() / 1000);
  return new SignJWT({ cid: registration.campaignId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(registration.leadId)
    .setJti(registration.registrationId)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(PLAYER_TOKEN_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + PLAYER_TOKEN_DAYS * 86_400)
    .sign(key);
}

/** The player a token names, or null for anything malformed, forged, expired or meant for another audience. */
export async function verifyPlayerToken(key: Uint8Array, token: string): Promise<PlayerIdentity | null> {
  if (token.length > 2048) return null;
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer: TOKEN_ISSUER,
      audience: PLAYER_TOKEN_AUDIENCE,
      requiredClaims: ['sub', 'exp'],
    });
    const { sub, cid, jti } = payload;
    if (typeof sub !== 'string' || typeof cid !== 'string' || !UUID.test(sub) || !UUID.test(cid)) return null;
    if (jti !== undefined && (typeof jti !== 'string' || !UUID.test(jti))) return null;
    return { leadId: sub, campaignId: cid, registrationId: jti ?? null };
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}
