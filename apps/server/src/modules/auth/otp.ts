import { Secret, TOTP } from 'otpauth';

const PERIOD_SECONDS = 30;

export function newOtpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function otpUri(secret: string, email: string): string {
  return totpFor(secret, email).toString();
}

function totpFor(secret: string, label = 'account'): TOTP {
  return new TOTP({ issuer: 'Game Campaigns', label, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) });
}

/**
 * Returns the time step the code belongs to (±1 step of clock drift), or null. Callers accept a step
 * only if it is newer than the last one used, which makes every code single-use.
 */
export function matchOtpStep(secret: string, typed: string, now = Date.now()): number | null {
  // Authenticator apps show the code as "123 456"; people type it that way.
  const code = typed.replace(/\s/g, '');
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(secret).validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  return Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/** For tests and the demo: the current code of a secret. */
export function currentOtpCode(secret: string, now = Date.now()): string {
  return totpFor(secret).generate({ timestamp: now });
}
