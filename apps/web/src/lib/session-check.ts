import { api } from './api-client.ts';
import { endSession, getSession, hasStoredSession } from './session.ts';
import { refreshTokens } from './token-refresh.ts';
import { sameRoles, tokenAction } from './token-schedule.ts';

/**
 * One tick of the 60-second session check (spec §4): refresh inside the 5-minute window; an
 * expired access token gets one refresh attempt with the 14-day refresh token before the user is
 * logged out; then the server's roles are compared with the stored ones.
 */
export async function checkSession(now = Date.now()): Promise<void> {
  const session = getSession();
  if (!session) return;
  const action = tokenAction(session.claims.exp, now);
  if (action !== 'none' && !(await refreshTokens())) return;
  await checkRoles();
}

let rolesInFlight: Promise<void> | null = null;

/** Logs out when the roles the server knows differ from the stored ones (a role change ends the session). */
export function checkRoles(): Promise<void> {
  rolesInFlight ??= (async () => {
    const session = getSession();
    if (!session) return;
    try {
      const serverRoles = await api<string[]>('/user-management/users/logged-in/roles');
      if (getSession() && !sameRoles(serverRoles, session.roles)) endSession('roles-changed');
    } catch {
      // A 401/440 already ended the session in the client; network trouble waits for the next tick.
    }
  })().finally(() => {
    rolesInFlight = null;
  });
  return rolesInFlight;
}

/**
 * At start-up the access token comes from the refresh cookie, when this browser holds a session
 * (spec §4: a session that cannot be refreshed logs out). Runs before the first render, so nothing
 * stale is ever shown and no reload is needed.
 */
export async function restoreSession(): Promise<void> {
  if (hasStoredSession()) await refreshTokens();
}
