import type { AccessClaims } from '@gc/contracts/auth';

/**
 * Reads the payload of a JWT without verifying it: the server verifies every token it receives,
 * the SPA only needs the expiry and the roles. Returns null for anything that is not a JWT.
 */
export function decodeJwt(token: string): AccessClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    const base64 = parts[1].replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
    const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (!isClaims(payload)) return null;
    return payload;
  } catch {
    return null;
  }
}

function isClaims(value: unknown): value is AccessClaims {
  if (typeof value !== 'object' || value === null) return false;
  const claims = value as Record<string, unknown>;
  return typeof claims.sub === 'string' && typeof claims.exp === 'number' && Array.isArray(claims.roles);
}
