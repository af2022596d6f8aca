import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { type BuiltApp, buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type DatabaseKind, openDatabase } from '../src/db/client.ts';
import { type DemoSeedResult, seedDemoIfEmpty } from '../src/db/seed-demo.ts';
import { createScratchPostgres } from './scratch-postgres.ts';

/** The dialects every API suite runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set (CI sets it). */
export const DIALECTS: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export const DEMO_PASSWORD = 'Demo-Password-2026!';

export type TestApp = BuiltApp & {
  kind: DatabaseKind;
  seed: DemoSeedResult;
  close(): Promise<void>;
};

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: join(tmpdir(), `gc-test-${randomUUID()}`),
    PUBLIC_URL: 'http://localhost:3000',
    // The lead flow's tests deliver to receivers on 127.0.0.1 (url-guard.test.ts turns this off).
    INTEGRATIONS_ALLOW_PRIVATE_URLS: 'true',
    ...overrides,
  });
}

let snapshot: Blob | undefined;
/** The migrated-database dump made once by global-setup.ts, read once per test file. */
function pgliteSnapshot(): Blob {
  snapshot ??= new Blob([readFileSync(inject('pgliteSnapshotPath'))]);
  return snapshot;
}

/** A fresh PostgreSQL database per call, dropped again by the returned function. */
export function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  return createScratchPostgres(adminUrl, 'gc_test', inject('postgresTemplate') || undefined);
}

export type TestAppOptions = {
  /** PostgreSQL only: reach the server through this local port (a test's own TCP proxy) instead of its own. */
  postgresPort?: number;
};

/** A built app on a fresh database of the given dialect, with the demo company and one user per role. */
export async function createTestApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const config = testConfig(env);
  let drop = async () => {};
  let database: Awaited<ReturnType<typeof openDatabase>>;
  if (kind === 'postgres') {
    const created = await createPostgresDatabase();
    drop = created.drop;
    const url = new URL(created.url);
    if (options.postgresPort) url.port = String(options.postgresPort);
    database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 10 });
  } else {
    database = await openDatabase({ kind: 'pglite', snapshot: pgliteSnapshot() });
  }
  const built = await buildApp(config, database);
  const seed = await seedDemoIfEmpty(built.ctx.db, DEMO_PASSWORD);
  if (!seed) throw new Error('expected an empty database');
  await built.app.ready();
  return {
    ...built,
    kind,
    seed,
    close: async () => {
      await built.app.close();
      await database.close();
      await drop();
    },
  };
}
