import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appSettings } from '../db/schema/index.ts';

/** The stored secret of each database: once stored it never changes, and three parts of the app ask at start. */
const resolvedSecrets = new WeakMap<Db, Promise<string>>();

/**
 * JWT_SECRET when given; otherwise a secret generated on first start and kept in the database,
 * so that every process behind a load balancer signs and verifies with the same key.
 */
export function resolveJwtSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return Promise.resolve(configured);
  let secret = resolvedSecrets.get(db);
  if (!secret) {
    secret = storedOrGeneratedSecret(db);
    resolvedSecrets.set(db, secret);
    // A failed read is tried again by the next caller.
    secret.catch(() => resolvedSecrets.delete(db));
  }
  return secret;
}

/**
 * A restart only reads the secret (issue 18: an insert, even one that conflicts, is a write transaction
 * on every start); the first start stores one, and of several first starts at once the first insert wins.
 */
async function storedOrGeneratedSecret(db: Db): Promise<string> {
  const stored = await readSecret(db);
  if (stored) return stored;
  await db
    .insert(appSettings)
    .values({ key: 'jwt_secret', value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing({ target: appSettings.key });
  const generated = await readSecret(db);
  if (!generated) throw new Error('Could not read the generated JWT secret');
  return generated;
}

async function readSecret(db: Db): Promise<string | undefined> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'jwt_secret'));
  return row?.value;
}
