/**
 * The zod-free part of the auth contract: what the builder's start-up code (its API client and
 * session) needs, kept apart so that its log-in page loads without zod (issue 18). auth.ts re-exports it.
 */

/**
 * Sent by the builder with `cookie`: log-in, refresh and password change then answer the refresh token
 * only as the HttpOnly cookie, never in the body. Without it (API clients) the body carries it and no
 * cookie is set; a refresh by the cookie answers by the cookie either way.
 */
export const TOKEN_DELIVERY_HEADER = 'X-Token-Delivery';

/** Claims of the access token (JWT, HS256, audience "builder"). */
export type AccessClaims = {
  sub: string;
  sid: string;
  email: string;
  roles: string[];
  cid: string;
  exp: number;
  iat: number;
};

/** Token lifetimes (spec §9: cookies last 14 days; the SPA refreshes 5 minutes before expiry). */
export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_SECONDS = 14 * 24 * 60 * 60;
