import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** A one-time code: 6 digits from the system's CSPRNG, leading zeros kept. */
export const newEmailCode = (): string => String(randomInt(1_000_000)).padStart(6, '0');

/**
 * How a code is stored: HMAC-SHA-256 under a server key (PlayKeys.emailCode) and the registration it
 * was sent for. A plain hash of six digits would be undone by trying all million; this one needs the
 * key, and the same code sent to two registrations is stored differently.
 */
export function emailCodeHash(key: Buffer, registrationId: string, code: string): string {
  return createHmac('sha256', key).update(`${registrationId}:${code}`).digest('hex');
}

/** Whether a typed code is the stored one; compares the hashes in constant time. */
export function isEmailCode(key: Buffer, registrationId: string, typed: string, storedHash: string): boolean {
  const typedHash = Buffer.from(emailCodeHash(key, registrationId, typed), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return stored.length === typedHash.length && timingSafeEqual(stored, typedHash);
}
