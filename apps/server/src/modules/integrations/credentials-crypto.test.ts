import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import {
  CredentialsUnreadableError,
  createKeyring,
  DERIVED_KEY_ID,
  decryptCredentials,
  deriveCredentialKey,
  encryptCredentials,
  isSealedWithCurrentKey,
  parseCredentialKeys,
} from './credentials-crypto.ts';

const credentials = { apiKey: '0123456789abcdef0123456789abcdef-us21' };
const context = '0b6f3c8e-8d7e-4a55-9a9e-0f2d0b1c2d3e:7a0c9a53-6a8e-4c0f-8d39-3d1f5a9b2c11';
const key = (id: string) => ({ id, key: randomBytes(32) });

describe('credentials encryption at rest', () => {
  it('opens what it sealed, and never shows the secret in the sealed form', () => {
    const keyring = createKeyring([key('k2026')]);
    const sealed = encryptCredentials(keyring, credentials, context);
    expect(sealed).toMatch(/^v1\.k2026\.[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain('0123456789abcdef');
    expect(decryptCredentials(keyring, sealed, context)).toEqual(credentials);
    // A fresh IV each time: the same credentials never seal to the same text.
    expect(encryptCredentials(keyring, credentials, context)).not.toBe(sealed);
  });

  it('detects any changed byte', () => {
    const keyring = createKeyring([key('k1')]);
    const sealed = encryptCredentials(keyring, credentials, context);
    const payload = Buffer.from(sealed.split('.')[2] ?? '', 'base64url');
    for (const at of [0, 12, payload.length - 1]) {
      const altered = Buffer.from(payload);
      altered[at] = (altered[at] ?? 0) ^ 1;
      expect(() => decryptCredentials(keyring, `v1.k1.${altered.toString('base64url')}`, context), String(at)).toThrow(
        CredentialsUnreadableError,
      );
    }
    expect(() => decryptCredentials(keyring, `${sealed}x.y`, context)).toThrow(CredentialsUnreadableError);
    expect(() => decryptCredentials(keyring, 'v1.k1.AAAA', context)).toThrow(CredentialsUnreadableError);
  });

  it("refuses a wrong key, an unknown key id and another destination's context", () => {
    const sealed = encryptCredentials(createKeyring([key('k1')]), credentials, context);
    expect(() => decryptCredentials(createKeyring([key('k1')]), sealed, context)).toThrow(/another key/);
    expect(() => decryptCredentials(createKeyring([key('k9')]), sealed, context)).toThrow(/key "k1" is not configured/);
    const keyring = createKeyring([key('k1')]);
    const mine = encryptCredentials(keyring, credentials, context);
    expect(() => decryptCredentials(keyring, mine, 'another-company:another-destination')).toThrow(
      CredentialsUnreadableError,
    );
  });

  it('rotates: the new key seals, the old one still opens, and what the old key sealed is found', () => {
    const old = key('k1');
    const before = createKeyring([old]);
    const sealedBefore = encryptCredentials(before, credentials, context);
    const after = createKeyring([key('k2'), old]);
    expect(decryptCredentials(after, sealedBefore, context)).toEqual(credentials);
    expect(isSealedWithCurrentKey(after, sealedBefore)).toBe(false);
    const resealed = encryptCredentials(after, decryptCredentials(after, sealedBefore, context), context);
    expect(isSealedWithCurrentKey(after, resealed)).toBe(true);
    expect(resealed.startsWith('v1.k2.')).toBe(true);
  });

  it('reads CREDENTIALS_KEYS (base64 or hex) and derives a stable default key from the app secret', () => {
    const base64 = randomBytes(32).toString('base64');
    const hex = randomBytes(32).toString('hex');
    const keys = parseCredentialKeys(`k2:${base64}, k1:${hex}`);
    expect(keys.map((entry) => entry.id)).toEqual(['k2', 'k1']);
    expect(keys[0]?.key.toString('base64')).toBe(base64);
    expect(() => parseCredentialKeys('k1:c2hvcnQ=')).toThrow(/32 bytes/);
    expect(() => parseCredentialKeys(`bad id:${base64}`)).toThrow();
    expect(loadConfig({ CREDENTIALS_KEYS: `k2:${base64},k1:${hex}` }).credentialsKeys).toBe(`k2:${base64},k1:${hex}`);
    expect(() => loadConfig({ CREDENTIALS_KEYS: 'just-a-password' })).toThrow(/CREDENTIALS_KEYS/);

    const derived = deriveCredentialKey('the app secret, at least thirty-two characters');
    expect(derived.id).toBe(DERIVED_KEY_ID);
    expect(derived.key).toEqual(deriveCredentialKey('the app secret, at least thirty-two characters').key);
    expect(derived.key).not.toEqual(deriveCredentialKey('another app secret, at least thirty-two chars').key);
  });
});
