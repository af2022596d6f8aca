import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { describe, expect, it } from 'vitest';
import { findAltchaNumber, solveAltcha } from './altcha-solver.ts';

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
});
