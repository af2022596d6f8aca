import type { AccessClaims, TokenPair } from '@gc/contracts/auth';
import { decodeJwt } from './jwt.ts';
import { markTutorialsDue } from './tutorials-due.ts';

/**
 * The signed-in session of spec §4. The access token lives only in this module's memory: campaign
 * pages (/p/…) share the builder's origin, so nothing that authenticates the builder may sit in
 * document.cookie, localStorage or sessionStorage. The refresh token is an HttpOnly cookie the server
 * sets and only the refresh call carries; a page load gets its access token by refreshing.
 * The roles stay in localStorage (the spec's stored roles, compared with the server's by the role
 * guard): they authenticate nothing, and they tell a page load that a session may be waiting.
 * React reads the session through useSession (useSyncExternalStore); everything else calls these.
 */
const ROLES_KEY = 'gc_roles';
const FIRST_LOGIN_KEY = 'gc_first_login';

export type EndReason = 'logout' | 'expired' | 'roles-changed';

export type SessionSnapshot = {
  accessToken: string;
  claims: AccessClaims;
  roles: readonly string[];
} | null;

let accessToken: string | null = null;
let snapshot: SessionSnapshot = null;
let lastEndReason: EndReason | null = null;
/** The browser holds a session whose refresh the server could not answer (offline, 5xx): not logged out. */
let unreachable = false;
const listeners = new Set<() => void>();

function read(): SessionSnapshot {
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

export function getStoredRoles(): string[] {
  try {
    const roles: unknown = JSON.parse(localStorage.getItem(ROLES_KEY) ?? '[]');
    return Array.isArray(roles) ? roles.filter((role): role is string => typeof role === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * True while this browser holds a signed-in user's roles: a page load then tries the refresh cookie.
 * Another tab's log-out removes them, which this tab notices when it is shown again.
 */
export function hasStoredSession(): boolean {
  return localStorage.getItem(ROLES_KEY) !== null;
}

/** Keeps a freshly issued access token (log-in, refresh, password change); the refresh token is the server's cookie. */
export function storeTokens(pair: TokenPair): void {
  const claims = decodeJwt(pair.accessToken);
  accessToken = pair.accessToken;
  if (claims) {
    localStorage.setItem(ROLES_KEY, JSON.stringify(claims.roles));
    if (pair.showTutorials) markTutorialsDue(localStorage, claims.sub);
  }
  if (pair.firstLogin) localStorage.setItem(FIRST_LOGIN_KEY, 'true');
  lastEndReason = null;
  unreachable = false;
  publish();
}

/**
 * Notes that a stored session could not be refreshed because the server did not answer (offline, its
 * database unreachable). Guarded pages then say so and try again instead of showing the log-in form.
 */
export function markSessionUnreachable(): void {
  if (unreachable || !hasStoredSession()) return;
  unreachable = true;
  publish();
}

export function isSessionUnreachable(): boolean {
  return unreachable && accessToken === null && hasStoredSession();
}

/** A response `Authorization` header replaces the stored access token (spec §4). */
export function replaceAccessToken(next: string): void {
  if (next === accessToken || !decodeJwt(next)) return;
  accessToken = next;
  publish();
}

export function endSession(reason: EndReason): void {
  accessToken = null;
  localStorage.removeItem(ROLES_KEY);
  localStorage.removeItem(FIRST_LOGIN_KEY);
  lastEndReason = reason;
  unreachable = false;
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
