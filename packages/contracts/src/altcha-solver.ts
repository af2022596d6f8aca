/**
 * The ALTCHA proof of work (v1), solved without the widget package (the player's bundle budget); shared
 * by the player (registrations and plays) and the builder's log-in (after failed attempts). The server's
 * challenge is SHA-256(salt + n) for a secret n in [0, maxnumber]; finding n costs the browser real work,
 * which is what keeps bots from farming plays and guessing passwords.
 */
export type AltchaChallenge = {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
};

/** SHA-256 of each input, as lowercase hex, in order. */
export type Sha256Batch = (inputs: Uint8Array[]) => Promise<string[]>;

/** altcha-lib's default when a challenge names no maximum. */
const DEFAULT_MAX_NUMBER = 1_000_000;
/** Hashes started at once: WebCrypto is asynchronous, so a batch keeps its round trips overlapping. */
const BATCH = 500;

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

export const webCryptoSha256 =
  (subtle: typeof crypto.subtle): Sha256Batch =>
  async (inputs) =>
    (await Promise.all(inputs.map((input) => subtle.digest('SHA-256', input as Uint8Array<ArrayBuffer>)))).map(
      (digest: ArrayBuffer) => hex(new Uint8Array(digest)),
    );

/** The audited pure-JS SHA-256 of @noble/hashes, loaded only where it is needed. */
export const jsSha256: Sha256Batch = async (inputs) => {
  const { sha256 } = await import('@noble/hashes/sha2.js');
  return inputs.map((input) => hex(sha256(input)));
};

/**
 * WebCrypto where the page has it. crypto.subtle exists only in a secure context, which a campaign
 * opened over plain http on a host name other than localhost (an intranet) is not.
 */
export function sha256For(scope: { crypto?: { subtle?: typeof crypto.subtle } } = globalThis): Sha256Batch {
  const subtle = scope.crypto?.subtle;
  return subtle ? webCryptoSha256(subtle) : jsSha256;
}

/** The number n whose SHA-256(salt + n) is the challenge, or null when there is none up to maxnumber. */
export async function findAltchaNumber(challenge: AltchaChallenge, sha256: Sha256Batch = sha256For()) {
  const max = challenge.maxnumber ?? DEFAULT_MAX_NUMBER;
  const encoder = new TextEncoder();
  const target = challenge.challenge.toLowerCase();
  for (let start = 0; start <= max; start += BATCH) {
    const numbers = Array.from({ length: Math.min(BATCH, max - start + 1) }, (_, offset) => start + offset);
    const digests = await sha256(numbers.map((n) => encoder.encode(`${challenge.salt}${n}`)));
    const found = digests.indexOf(target);
    if (found !== -1) return numbers[found];
  }
  return null;
}

/** The base64 payload the play API takes as `altcha`, or null when the challenge cannot be solved. */
export async function solveAltcha(challenge: AltchaChallenge, sha256?: Sha256Batch): Promise<string | null> {
  if (challenge.algorithm !== 'SHA-256') return null;
  const number = await findAltchaNumber(challenge, sha256);
  if (number === null) return null;
  const { algorithm, challenge: hash, salt, signature } = challenge;
  // Salt and signature are ASCII (hex and a query string), so btoa needs no UTF-8 step.
  return btoa(JSON.stringify({ algorithm, challenge: hash, number, salt, signature }));
}
