import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createChallenge } from 'altcha-lib/v1';
import type { Challenge } from 'altcha-lib/v1/types';
import { z } from 'zod';

/**
 * Proof of work before a registration or a play counts (ALTCHA, v1 protocol). 50,000 tries at most,
 * about 25,000 SHA-256 on average: well under a second on a cheap phone, yet each play costs a bot
 * real CPU. A solved challenge counts once (used_challenges) and expires after 10 minutes.
 */
export const ALTCHA_MAX_NUMBER = 50_000;
export const CHALLENGE_SECONDS = 600;

export function newChallenge(hmacKey: string, maxnumber = ALTCHA_MAX_NUMBER, now = Date.now()): Promise<Challenge> {
  return createChallenge({
    algorithm: 'SHA-256',
    hmacKey,
    maxnumber,
    expires: new Date(now + CHALLENGE_SECONDS * 1000),
  });
}

/** The decoded payload the widget sends; checked before altcha-lib sees it (it throws on odd shapes). */
const payloadSchema = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string().regex(/^[0-9a-f]{64}$/),
  number: z.number().int().min(0).max(10_000_000),
  salt: z.string().min(1).max(512),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});

export type VerifiedSolution = { signature: string; expiresAt: Date };

/**
 * The solution's signature and expiry when the proof of work is right, signed by us and not expired;
 * null for anything else (bad base64, bad JSON, wrong shape, wrong number, foreign key, expired).
 * Whether it was used before is the caller's check, in its transaction.
 *
 * The check is altcha-lib's verifySolution (v1: challenge = SHA-256(salt + number), signature =
 * HMAC-SHA-256(challenge)), done with node:crypto synchronously: it runs on every play, and the
 * WebCrypto round trips of the library cost more than the hashing itself.
 */
export function verifyAltcha(encoded: string, hmacKey: string, nowMs = Date.now()): VerifiedSolution | null {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = payloadSchema.safeParse(decoded);
  if (!parsed.success) return null;
  const { challenge, number, salt, signature } = parsed.data;
  // Our challenges always carry an expiry inside the signed salt; one without it was not ours.
  const expires = new URLSearchParams(salt.split('?')[1] ?? '').get('expires') ?? '';
  const expiresAt = /^\d{1,12}$/.test(expires) ? Number(expires) * 1000 : 0;
  if (expiresAt <= nowMs) return null;
  const expectedChallenge = createHash('sha256').update(`${salt}${number}`).digest('hex');
  const expectedSignature = createHmac('sha256', hmacKey).update(expectedChallenge).digest('hex');
  const isValid = safeHexEqual(expectedChallenge, challenge) && safeHexEqual(expectedSignature, signature);
  return isValid ? { signature, expiresAt: new Date(expiresAt) } : null;
}

function safeHexEqual(expected: string, actual: string): boolean {
  return expected.length === actual.length && timingSafeEqual(Buffer.from(expected), Buffer.from(actual));
}
