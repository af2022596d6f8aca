import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appSettings } from '../db/schema/index.ts';

/**
 * JWT_SECRET when given; otherwise a secret generated on first start and kept in the database,
 * so that every process behind a load balancer signs and verifies with the same key.
 */
export async function resolveJwtSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appSettings)
    .values({ key: 'jwt_secret', value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing({ target: appSettings.key });
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'jwt_secret'));
  if (!row) throw new Error('Could not read the generated JWT secret');
  return row.value;
}
