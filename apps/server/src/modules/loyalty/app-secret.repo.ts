import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.ts';
import { type CredentialKeyring, decryptCredentials, encryptCredentials } from '../integrations/credentials-crypto.ts';

/**
 * The company's app secret at rest: sealed with the credentials keyring (AES-256-GCM, CREDENTIALS_KEYS
 * with rotation) and bound to the company, so a sealed value copied to another company's row does not
 * open. Rows made before sealing hold the secret as it was; they are read as they are and sealed on that
 * read, and `sealPlainAppSecrets` seals every such row when the server starts (docs/decisions.md).
 */
const contextOf = (companyId: string) => `app-secret:${companyId}`;

/** A sealed value is `v1.<keyId>.<data>`; a secret as made (32 bytes in base64url) has no dot. */
const isSealed = (stored: string) => stored.includes('.');

export function sealAppSecret(keyring: CredentialKeyring, companyId: string, secret: string): string {
  return encryptCredentials(keyring, secret, contextOf(companyId));
}

export async function findAppSecret(
  db: DbOrTx,
  keyring: CredentialKeyring,
  companyId: string,
): Promise<{ secret: string; created_ms: number } | null> {
  const [row] = await queryRows<{ secret: string; created_ms: number }>(
    db,
    sql`select secret, (extract(epoch from created_at) * 1000)::float8 as created_ms
        from company_app_secrets where company_id = ${companyId}`,
  );
  if (!row) return null;
  if (isSealed(row.secret)) {
    const secret = decryptCredentials(keyring, row.secret, contextOf(companyId));
    if (typeof secret !== 'string') throw new Error('The stored app secret is not a string');
    return { secret, created_ms: row.created_ms };
  }
  // Made before sealing: sealed now, unless it was replaced meanwhile.
  await db.execute(
    sql`update company_app_secrets set secret = ${sealAppSecret(keyring, companyId, row.secret)}
        where company_id = ${companyId} and secret = ${row.secret}`,
  );
  return row;
}

/** Makes or replaces the company's secret: links signed with the old one stop working. */
export async function replaceAppSecret(
  db: DbOrTx,
  keyring: CredentialKeyring,
  companyId: string,
  secret: string,
): Promise<number> {
  const sealed = sealAppSecret(keyring, companyId, secret);
  const [row] = await queryRows<{ created_ms: number }>(
    db,
    sql`insert into company_app_secrets (company_id, secret) values (${companyId}, ${sealed})
        on conflict (company_id) do update set secret = excluded.secret, created_at = now()
        returning (extract(epoch from created_at) * 1000)::float8 as created_ms`,
  );
  return row.created_ms;
}

/** Seals every secret still held as made (rows from before sealing); answers how many. */
export async function sealPlainAppSecrets(db: DbOrTx, keyring: CredentialKeyring): Promise<number> {
  const rows = await queryRows<{ company_id: string; secret: string }>(
    db,
    sql`select company_id, secret from company_app_secrets where position('.' in secret) = 0`,
  );
  for (const row of rows) {
    await db.execute(
      sql`update company_app_secrets set secret = ${sealAppSecret(keyring, row.company_id, row.secret)}
          where company_id = ${row.company_id} and secret = ${row.secret}`,
    );
  }
  return rows.length;
}
