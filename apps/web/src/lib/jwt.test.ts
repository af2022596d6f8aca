import { describe, expect, it } from 'vitest';
import { decodeJwt } from './jwt.ts';

function encode(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

describe('decodeJwt', () => {
  const claims = { sub: 'u1', sid: 's1', email: 'žana@demo.test', roles: ['EDITOR'], cid: 'c1', exp: 2, iat: 1 };

  it('reads the payload, base64url and UTF-8 included', () => {
    const token = `${encode({ alg: 'HS256' })}.${encode(claims)}.signature`;
    expect(decodeJwt(token)).toEqual(claims);
  });
  it('returns null for malformed tokens', () => {
    expect(decodeJwt('nope')).toBeNull();
    expect(decodeJwt('a.b.c')).toBeNull();
    expect(decodeJwt(`x.${encode({ sub: 'u1' })}.y`)).toBeNull();
  });
});
