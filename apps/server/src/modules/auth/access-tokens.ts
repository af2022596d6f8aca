import { ACCESS_TOKEN_SECONDS, type AccessClaims } from '@gc/contracts/auth';
import { errors, jwtVerify, SignJWT } from 'jose';

export const TOKEN_ISSUER = 'gamecampaigns';
export const TOKEN_AUDIENCE = 'builder';
/** Only HS256 is accepted: `alg: none` and algorithm-confusion tokens fail verification. */
const ALGORITHMS = ['HS256'];

export type AccessTokenSigner = {
  sign(claims: Omit<AccessClaims, 'exp' | 'iat'>): Promise<string>;
  /** Returns the claims, or null for any token that is malformed, forged, foreign or expired. */
  verify(token: string): Promise<AccessClaims | null>;
};

export function createAccessTokenSigner(secret: string): AccessTokenSigner {
  const key = new TextEncoder().encode(secret);
  return {
    sign: ({ sub, ...claims }) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(sub)
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
        .sign(key),
    verify: async (token) => {
      if (token.length > 8_192) return null;
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ALGORITHMS,
          issuer: TOKEN_ISSUER,
          audience: TOKEN_AUDIENCE,
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        if (typeof payload.sid !== 'string' || typeof payload.cid !== 'string') return null;
        return payload as unknown as AccessClaims;
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}
