import { type CredentialKeyring, decryptCredentials, encryptCredentials } from './credentials-crypto.ts';

/**
 * Destinations' credentials at rest, sealed with the connectors' keyring (credentials-crypto.ts:
 * AES-256-GCM, CREDENTIALS_KEYS with rotation, or a key derived from the app's secret) and bound to
 * the company that owns the destination: a sealed value copied to another company's row does not open.
 */
export type CredentialsCipher = {
  encrypt(value: unknown, companyId: string): string;
  decrypt(sealed: string, companyId: string): unknown;
};

const contextOf = (companyId: string) => `destination:${companyId}`;

export function cipherOver(keyring: CredentialKeyring): CredentialsCipher {
  return {
    encrypt: (value, companyId) => encryptCredentials(keyring, value, contextOf(companyId)),
    decrypt: (sealed, companyId) => decryptCredentials(keyring, sealed, contextOf(companyId)),
  };
}
