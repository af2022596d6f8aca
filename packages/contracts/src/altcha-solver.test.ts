import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { describe, expect, it } from 'vitest';
import { findAltchaNumber, jsSha256, sha256For, solveAltcha, webCryptoSha256 } from './altcha-solver.ts';

const hmacKey = 'test-hmac-key';

describe('solveAltcha', () => {
  it('finds the secret number of a challenge made by altcha-lib, and the server accepts the payload', async () => {
    const challenge = await createChallenge({ algorithm: 'SHA-256', hmacKey, maxnumber: 2000, number: 1234 });
    expect(await findAltchaNumber(challenge)).toBe(1234);
    const payload = await solveAltcha(challenge);
    expect(payload).not.toBeNull();
    const decoded = JSON.parse(atob(payload ?? ''));
    expect(decoded).toMatchObject({ algorithm: 'SHA-256', number: 1234, salt: challenge.salt });
    expect(await verifySolution(payload ?? '', hmacKey)).toBe(true);
  });

  it('solves a random challenge within its maximum', async () => {
    const challenge = await createChallenge({ algorithm: 'SHA-256', hmacKey, maxnumber: 3000 });
    expect(await verifySolution((await solveAltcha(challenge)) ?? '', hmacKey)).toBe(true);
  });

  it('gives up (null) when no number up to the maximum matches, or for another algorithm', async () => {
    const challenge = await createChallenge({ algorithm: 'SHA-256', hmacKey, maxnumber: 2000, number: 1500 });
    expect(await solveAltcha({ ...challenge, maxnumber: 1000 })).toBeNull();
    expect(await solveAltcha({ ...challenge, algorithm: 'SHA-512' })).toBeNull();
  });

  it('solves without WebCrypto (a plain-http page has no crypto.subtle), and the server accepts the payload', async () => {
    expect(sha256For({})).toBe(jsSha256);
    expect(sha256For({ crypto: { getRandomValues: crypto.getRandomValues } as Crypto })).toBe(jsSha256);
    const challenge = await createChallenge({ algorithm: 'SHA-256', hmacKey, maxnumber: 3000, number: 2718 });
    expect(await findAltchaNumber(challenge, sha256For({}))).toBe(2718);
    expect(await verifySolution((await solveAltcha(challenge, jsSha256)) ?? '', hmacKey)).toBe(true);
  });

  it('hashes alike in JS and in WebCrypto', async () => {
    const inputs = ['', 'abc', 'salt?expires=1&x=y123456', 'ž'.repeat(100)].map((text) =>
      new TextEncoder().encode(text),
    );
    expect(await jsSha256(inputs)).toEqual(await webCryptoSha256(crypto.subtle)(inputs));
    expect((await jsSha256([new TextEncoder().encode('abc')]))[0]).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});
