import type { AccessClaims, TokenPair } from '@gc/contracts/auth';
import { deleteCookie, getCookie, setCookie } from './cookies.ts';
import { decodeJwt } from './jwt.ts';
import { markTutorialsDue } from './tutorials-due.ts';

/**
 * The signed-in session of spec §4: tokens in cookies (access, refresh and a session cookie
 * holding the session id), roles in localStorage where the widgets read them. React reads it
 * through useSession (useSyncExternalStore); everything else calls these functions.
 */
const ACCESS_COOKIE = 'gc_access';
const REFRESH_COOKIE = 'gc_refresh';
const SESSION_COOKIE = 'gc_session';
const ROLES_KEY = 'gc_roles';
const FIRST_LOGIN_KEY = 'gc_first_login';

export type EndReason = 'logout' | 'expired' | 'roles-changed';

export type SessionSnapshot = {
  accessToken: string;
  claims: AccessClaims;
  roles: readonly string[];
} | null;

let snapshot: SessionSnapshot = read();
let lastEndReason: EndReason | null = null;
const listeners = new Set<() => void>();

function read(): SessionSnapshot {
  const accessToken = getCookie(ACCESS_COOKIE);
  const claims = accessToken ? decodeJwt(accessToken) : null;
  if (!accessToken || !claims) return null;
  return { accessToken, claims, roles: getStoredRoles() };
}

function publish(): void {
  snapshot = read();
  for (const listener of listeners) listener();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getSession(): SessionSnapshot {
  return snapshot;
}

/** Re-reads the cookies, for instance when the tab becomes visible after another tab logged out. */
export function reloadSession(): SessionSnapshot {
  const next = read();
  if (next?.accessToken !== snapshot?.accessToken) publish();
  return snapshot;
}

export function getStoredRoles(): string[] {
  try {
    const roles: unknown = JSON.parse(localStorage.getItem(ROLES_KEY) ?? '[]');
    return Array.isArray(roles) ? roles.filter((role): role is string => typeof role === 'string') : [];
  } catch {
    return [];
  }
}

export function getRefreshToken(): string | null {
  return getCookie(REFRESH_COOKIE);
}

/** Stores a freshly issued token pair (log-in, refresh, password change). */
export function storeTokens(pair: TokenPair): void {
  const claims = decodeJwt(pair.accessToken);
  setCookie(ACCESS_COOKIE, pair.accessToken);
  setCookie(REFRESH_COOKIE, pair.refreshToken);
  if (claims) {
    setCookie(SESSION_COOKIE, claims.sid);
    localStorage.setItem(ROLES_KEY, JSON.stringify(claims.roles));
    if (pair.showTutorials) markTutorialsDue(localStorage, claims.sub);
  }
  if (pair.firstLogin) localStorage.setItem(FIRST_LOGIN_KEY, 'true');
  lastEndReason = null;
  publish();
}

/** A response `Authorization` header replaces the stored access token (spec §4). */
export function replaceAccessToken(accessToken: string): void {
  if (accessToken === snapshot?.accessToken || !decodeJwt(accessToken)) return;
  setCookie(ACCESS_COOKIE, accessToken);
  publish();
}

export function endSession(reason: EndReason): void {
  deleteCookie(ACCESS_COOKIE);
  deleteCookie(REFRESH_COOKIE);
  deleteCookie(SESSION_COOKIE);
  localStorage.removeItem(ROLES_KEY);
  localStorage.removeItem(FIRST_LOGIN_KEY);
  lastEndReason = reason;
  publish();
}

/** Why the last session ended (the login page explains an expiry), consumed once. */
export function takeEndReason(): EndReason | null {
  const reason = lastEndReason;
  lastEndReason = null;
  return reason;
}

export function isFirstLogin(): boolean {
  return localStorage.getItem(FIRST_LOGIN_KEY) === 'true';
}
