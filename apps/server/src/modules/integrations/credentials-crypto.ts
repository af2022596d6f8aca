import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * A destination's credentials (a HubSpot token, a Mailchimp key, a hook address) encrypted at rest with
 * AES-256-GCM, the authenticated cipher node:crypto ships: a changed byte, another key or another
 * destination's context fails to open instead of decrypting to garbage.
 *
 * Sealed form: `v1.<keyId>.<base64url(iv ‖ ciphertext ‖ tag)>`. The key id names which key sealed it, so
 * keys rotate: a new key goes first in the keyring and seals from then on, older keys stay to open what
 * they sealed, and `isSealedWithCurrentKey` finds what to seal again before an old key is dropped.
 */
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;
const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;

export type CredentialKey = { id: string; key: Buffer };
export type CredentialKeyring = { current: CredentialKey; keys: ReadonlyMap<string, Buffer> };

export class CredentialsUnreadableError extends Error {
  constructor(reason: string) {
    super(`The stored credentials cannot be opened: ${reason}`);
    this.name = 'CredentialsUnreadableError';
  }
}

/** The first key seals; every key opens what it sealed. */
export function createKeyring(keys: readonly CredentialKey[]): CredentialKeyring {
  const [current] = keys;
  if (!current) throw new Error('A credentials keyring needs at least one key');
  const byId = new Map<string, Buffer>();
  for (const { id, key } of keys) {
    if (!KEY_ID.test(id)) throw new Error(`Credentials key id "${id}" must be 1–32 letters, digits, _ or -`);
    if (key.length !== KEY_BYTES) throw new Error(`Credentials key "${id}" must be 32 bytes`);
    if (!byId.has(id)) byId.set(id, key);
  }
  return { current, keys: byId };
}

/**
 * CREDENTIALS_KEYS: `id:key[,id:key…]`, each key 32 bytes as base64 (`openssl rand -base64 32`) or 64
 * hex digits; the first one seals.
 */
export function parseCredentialKeys(value: string): CredentialKey[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const at = entry.indexOf(':');
      const id = entry.slice(0, at);
      const text = entry.slice(at + 1);
      if (at < 1 || !KEY_ID.test(id))
        throw new Error('CREDENTIALS_KEYS entries are id:key (id: letters, digits, _ or -)');
      const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
      if (key.length !== KEY_BYTES)
        throw new Error(`CREDENTIALS_KEYS key "${id}" must be 32 bytes (base64 or 64 hex digits)`);
      return { id, key };
    });
}

/** The embedded default: a key derived from the app's secret with its own label, as the player keys are. */
export const DERIVED_KEY_ID = 'app1';
export function deriveCredentialKey(appSecret: string): CredentialKey {
  return { id: DERIVED_KEY_ID, key: createHmac('sha256', appSecret).update('integrations:credentials:v1').digest() };
}

/** Binds the key id and the owner (e.g. `companyId:destinationId`): a sealed value moved to another row does not open. */
const additionalData = (keyId: string, context: string) => Buffer.from(`gc-credentials:${VERSION}:${keyId}:${context}`);

export function encryptCredentials(keyring: CredentialKeyring, credentials: unknown, context: string): string {
  const { id, key } = keyring.current;
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(additionalData(id, context));
  const sealed = Buffer.concat([cipher.update(JSON.stringify(credentials), 'utf8'), cipher.final()]);
  return `${VERSION}.${id}.${Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url')}`;
}

function parts(sealed: string): { keyId: string; payload: Buffer } {
  const [version, keyId, data, extra] = sealed.split('.');
  if (version !== VERSION || !keyId || !data || extra !== undefined)
    throw new CredentialsUnreadableError('not a sealed value');
  const payload = Buffer.from(data, 'base64url');
  if (payload.length < IV_BYTES + TAG_BYTES + 1) throw new CredentialsUnreadableError('too short');
  return { keyId, payload };
}

export function decryptCredentials(keyring: CredentialKeyring, sealed: string, context: string): unknown {
  const { keyId, payload } = parts(sealed);
  const key = keyring.keys.get(keyId);
  if (!key) throw new CredentialsUnreadableError(`key "${keyId}" is not configured (CREDENTIALS_KEYS)`);
  const decipher = createDecipheriv('aes-256-gcm', key, payload.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES });
  decipher.setAAD(additionalData(keyId, context));
  decipher.setAuthTag(payload.subarray(payload.length - TAG_BYTES));
  try {
    const plain = Buffer.concat([
      decipher.update(payload.subarray(IV_BYTES, payload.length - TAG_BYTES)),
      decipher.final(),
    ]);
    return JSON.parse(plain.toString('utf8'));
  } catch {
    throw new CredentialsUnreadableError('altered, sealed with another key of the same id, or for another destination');
  }
}

/** False for a value sealed with an older key: seal it again (decrypt, encrypt) before that key is removed. */
export function isSealedWithCurrentKey(keyring: CredentialKeyring, sealed: string): boolean {
  return parts(sealed).keyId === keyring.current.id;
}
