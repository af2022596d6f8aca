import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appSettings } from '../../db/schema/index.ts';

/**
 * Destinations' credentials at rest: AES-256-GCM under a key from configuration (INTEGRATIONS_KEY,
 * hashed to 32 bytes so any long string serves), a fresh 12-byte IV per value, the tag authenticating
 * it. Stored as `v1.<iv>.<tag>.<ciphertext>` (base64url) so that a later key scheme can sit beside it.
 */
export type CredentialsCipher = {
  encrypt(value: unknown): string;
  decrypt(blob: string): unknown;
};

export function createCredentialsCipher(secret: string): CredentialsCipher {
  const key = createHash('sha256').update(`gc-integrations:${secret}`).digest();
  return {
    encrypt(value) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const ciphertext = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), ciphertext]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    decrypt(blob) {
      const [version, iv, tag, ciphertext] = blob.split('.');
      if (version !== 'v1' || !iv || !tag || ciphertext === undefined) throw new Error('unknown credentials format');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      const plain = Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]);
      return JSON.parse(plain.toString('utf8'));
    },
  };
}

/**
 * INTEGRATIONS_KEY when given; otherwise one generated on first start and kept in the database (like
 * the JWT secret), so every process of an embedded install decrypts with the same key. That default
 * keeps credentials out of plain sight in dumps of the destinations table, not from someone holding
 * the whole database: production sets INTEGRATIONS_KEY (README, Configuration).
 */
export async function resolveIntegrationsKey(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appSettings)
    .values({ key: 'integrations_key', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: appSettings.key });
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'integrations_key'));
  if (!row) throw new Error('Could not read the generated integrations key');
  return row.value;
}
