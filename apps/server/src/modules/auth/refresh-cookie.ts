import { REFRESH_TOKEN_SECONDS, TOKEN_DELIVERY_HEADER, type TokenPair } from '@gc/contracts/auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { isHttpsPublicUrl } from '../../lib/public-url.ts';
import type { IssuedTokens } from './session-tokens.ts';

export const REFRESH_PATH = '/api/v1/user-management/users/refresh-token';
export const REFRESH_COOKIE = 'gc_refresh';

/**
 * The builder's refresh token (spec §9: 14 days). HttpOnly: no script reads it, a campaign page's
 * included. SameSite=Strict: no other site sends it. Scoped to the one path that takes it, so it goes
 * along with no other request. Secure when PUBLIC_URL is https (a Secure cookie is dropped over http).
 */
function cookieOptions(config: Config) {
  return { path: REFRESH_PATH, httpOnly: true, sameSite: 'strict', secure: isHttpsPublicUrl(config) } as const;
}

export function refreshTokenFromCookie(request: FastifyRequest): string | undefined {
  return request.cookies[REFRESH_COOKIE] || undefined;
}

/** A Set-Cookie with the same name and Path removes it, whatever path the response itself has. */
export function clearRefreshCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(REFRESH_COOKIE, cookieOptions(config));
}

export function setRefreshCookie(reply: FastifyReply, config: Config, refreshToken: string): void {
  reply.setCookie(REFRESH_COOKIE, refreshToken, { ...cookieOptions(config), maxAge: REFRESH_TOKEN_SECONDS });
}

export function wantsCookieOnly(request: FastifyRequest): boolean {
  return request.headers[TOKEN_DELIVERY_HEADER.toLowerCase()] === 'cookie';
}

/**
 * The answer's body, and the refresh cookie for the builder. A client that asked for the cookie
 * (the builder) gets the refresh token only there, never in a body script could read; any other
 * client gets it in the body, as spec §7 has it, and no cookie.
 */
export function deliverTokens(
  reply: FastifyReply,
  config: Config,
  tokens: IssuedTokens,
  isCookieDelivery: boolean,
): { data: TokenPair } {
  if (!isCookieDelivery) return { data: tokens };
  setRefreshCookie(reply, config, tokens.refreshToken);
  const { refreshToken: _inCookie, ...rest } = tokens;
  return { data: rest };
}
