import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { resolveJwtSecret } from '../../lib/jwt-secret.ts';
import {
  type CredentialKeyring,
  createKeyring,
  deriveCredentialKey,
  parseCredentialKeys,
} from './credentials-crypto.ts';

/**
 * The keys of stored credentials: CREDENTIALS_KEYS when set (its first key seals), with the key derived
 * from the app's secret kept last to open what was sealed before the variable was set; otherwise the
 * derived key alone (embedded default: no setting needed). The derived key lives wherever the app's
 * secret does (JWT_SECRET, or the database when that is unset), so production sets CREDENTIALS_KEYS.
 */
export async function resolveCredentialKeyring(
  db: Db,
  config: Pick<Config, 'credentialsKeys' | 'jwtSecret'>,
): Promise<CredentialKeyring> {
  const derived = deriveCredentialKey(await resolveJwtSecret(db, config.jwtSecret));
  const configured = config.credentialsKeys ? parseCredentialKeys(config.credentialsKeys) : [];
  return createKeyring([...configured, derived]);
}
