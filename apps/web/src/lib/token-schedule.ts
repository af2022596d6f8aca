/** Spec §9: the token is checked every 60 s and refreshed 5 minutes before it expires. */
export const TOKEN_CHECK_INTERVAL_MS = 60_000;
export const REFRESH_BEFORE_EXPIRY_SECONDS = 5 * 60;

export type TokenAction = 'none' | 'refresh' | 'expired';

/**
 * What the 60-second check does with a token expiring at `exp` (seconds since the epoch):
 * nothing, refresh now (inside the 5-minute window, or already in it at start), or treat it as
 * expired (the refresh token is then the only way back in).
 */
export function tokenAction(exp: number | undefined, nowMs: number): TokenAction {
  if (exp === undefined) return 'expired';
  const secondsLeft = exp - nowMs / 1000;
  if (secondsLeft <= 0) return 'expired';
  if (secondsLeft <= REFRESH_BEFORE_EXPIRY_SECONDS) return 'refresh';
  return 'none';
}

/** True when both role lists hold the same roles, whatever their order. */
export function sameRoles(a: readonly string[], b: readonly string[]): boolean {
  const left = [...new Set(a)].sort();
  const right = [...new Set(b)].sort();
  return left.length === right.length && left.every((role, index) => role === right[index]);
}
