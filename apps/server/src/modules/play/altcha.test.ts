import { solveChallenge } from 'altcha-lib/v1';
import { describe, expect, it } from 'vitest';
import { newChallenge, verifyAltcha } from './altcha.ts';

const KEY = 'a'.repeat(64);
const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64');

async function solved(key = KEY, maxnumber = 2_000) {
  const challenge = await newChallenge(key, maxnumber);
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, maxnumber).promise;
  if (!solution) throw new Error('unsolved');
  return { ...challenge, number: solution.number };
}

describe('verifyAltcha', () => {
  it('accepts what the widget sends for a challenge of ours, with its expiry', async () => {
    const payload = await solved();
    const verified = verifyAltcha(encode(payload), KEY);
    expect(verified?.signature).toBe(payload.signature);
    const expiresInSeconds = ((verified?.expiresAt.getTime() ?? 0) - Date.now()) / 1000;
    expect(expiresInSeconds).toBeGreaterThan(590);
    expect(expiresInSeconds).toBeLessThanOrEqual(600);
  });

  it('refuses a wrong number, another key, a changed salt and an expired challenge', async () => {
    const payload = await solved();
    expect(verifyAltcha(encode({ ...payload, number: payload.number + 1 }), KEY)).toBeNull();
    expect(verifyAltcha(encode(payload), 'b'.repeat(64))).toBeNull();
    expect(
      verifyAltcha(encode({ ...payload, salt: payload.salt.replace(/expires=\d+/, 'expires=9999999999') }), KEY),
    ).toBeNull();
    expect(verifyAltcha(encode(payload), KEY, Date.now() + 601_000)).toBeNull();
  });

  it('refuses anything that is not a payload at all', () => {
    for (const input of [
      '',
      'not base64!',
      encode(null),
      encode([]),
      encode({ algorithm: 'SHA-1' }),
      encode('x'),
      '💥',
    ]) {
      expect(verifyAltcha(input, KEY)).toBeNull();
    }
  });
});
