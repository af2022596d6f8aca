import { describe, expect, it } from 'vitest';
import { signUnsubscribe, unsubscribeKey, verifyUnsubscribe } from './unsubscribe-token.ts';

const key = unsubscribeKey('a secret of the app');
const who = { companyId: '0b6f3c8e-8d7e-4a55-9a9e-0f2d0b1c2d3e', email: 'Greta@Example.com' };

describe('unsubscribe links', () => {
  it('names the company and the address in lower case', () => {
    expect(verifyUnsubscribe(key, signUnsubscribe(key, who))).toEqual({ ...who, email: 'greta@example.com' });
  });

  it('refuses a token of another key, an altered address and malformed ones', () => {
    const token = signUnsubscribe(key, who);
    expect(verifyUnsubscribe(unsubscribeKey('another secret'), token)).toBeNull();
    const [, signature] = token.split('.');
    const other = Buffer.from(`${who.companyId}:someone@else.test`).toString('base64url');
    expect(verifyUnsubscribe(key, `${other}.${signature}`)).toBeNull();
    for (const bad of ['', 'x', 'a.b.c', `${token}x`, `.${signature}`, 'x'.repeat(2000)]) {
      expect(verifyUnsubscribe(key, bad), bad.slice(0, 20)).toBeNull();
    }
  });
});
