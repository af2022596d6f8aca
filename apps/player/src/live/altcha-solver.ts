/**
 * The ALTCHA proof of work (v1), solved in the page without the widget package (the player's bundle
 * budget). The server's challenge is SHA-256(salt + n) for a secret n in [0, maxnumber]; finding n
 * costs the browser real work, which is what keeps bots from farming plays.
 */
export type AltchaChallenge = {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
};

/** altcha-lib's default when a challenge names no maximum. */
const DEFAULT_MAX_NUMBER = 1_000_000;
/** Hashes started at once: WebCrypto is asynchronous, so a batch keeps its round trips overlapping. */
const BATCH = 500;

const hex = (buffer: ArrayBuffer) =>
  Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** The number n whose SHA-256(salt + n) is the challenge, or null when there is none up to maxnumber. */
export async function findAltchaNumber(challenge: AltchaChallenge, subtle: SubtleCrypto = crypto.subtle) {
  const max = challenge.maxnumber ?? DEFAULT_MAX_NUMBER;
  const encoder = new TextEncoder();
  const target = challenge.challenge.toLowerCase();
  for (let start = 0; start <= max; start += BATCH) {
    const numbers = Array.from({ length: Math.min(BATCH, max - start + 1) }, (_, offset) => start + offset);
    const digests = await Promise.all(
      numbers.map((n) => subtle.digest('SHA-256', encoder.encode(`${challenge.salt}${n}`))),
    );
    const found = digests.findIndex((digest) => hex(digest) === target);
    if (found !== -1) return numbers[found];
  }
  return null;
}

/** The base64 payload the play API takes as `altcha`, or null when the challenge cannot be solved. */
export async function solveAltcha(challenge: AltchaChallenge, subtle?: SubtleCrypto): Promise<string | null> {
  if (challenge.algorithm !== 'SHA-256') return null;
  const number = await findAltchaNumber(challenge, subtle);
  if (number === null) return null;
  const { algorithm, challenge: hash, salt, signature } = challenge;
  // Salt and signature are ASCII (hex and a query string), so btoa needs no UTF-8 step.
  return btoa(JSON.stringify({ algorithm, challenge: hash, number, salt, signature }));
}
