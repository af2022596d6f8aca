import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query API as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type DatabaseKind = 'pglite' | 'postgres';

export type Database = {
  db: Db;
  kind: DatabaseKind;
  /** PostgreSQL's pool, for what needs the driver itself (the presence adapter's LISTEN/NOTIFY). */
  pgPool?: pg.Pool;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
};

const migrationsFolder = new URL('./migrations', import.meta.url).pathname;

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /**
   * dataDir undefined means an in-memory database (tests); `snapshot` starts it from a dump of an
   * already migrated database (4 s of WebAssembly initdb saved per test file).
   */
  | { kind: 'pglite'; dataDir?: string; snapshot?: Blob };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'postgres'
    ? openPostgres(options.url, options.poolSize)
    : openPglite(options.dataDir, options.snapshot);
}

/**
 * PGlite's start parameters, PostgreSQL's `-c` settings after its own defaults. Its data folder keeps
 * initdb's shared_buffers of 128 MB, and all of it is resident from the start: 128 MB in a
 * process that idles at a few hundred. 32 MB (4,096 pages) suits an embedded install's small data,
 * and a page that misses is read back from the operating system's file cache, not from disk.
 * Measured on an idle PGlite (bench/README.md, Restart): 327 MB resident at 128 MB, 224 MB at 32 MB.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

async function openPglite(dataDir: string | undefined, snapshot: Blob | undefined): Promise<Database> {
  let releaseLock = () => {};
  let client: PGlite;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    releaseLock = acquireDataDirLock(dataDir);
    client = new PGlite(join(dataDir, 'db'), { startParams: PGLITE_START_PARAMS });
  } else {
    client = new PGlite({ startParams: PGLITE_START_PARAMS, ...(snapshot ? { loadDataDir: snapshot } : {}) });
  }
  try {
    await client.waitReady;
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    await migratePglite(drizzlePglite(client), { migrationsFolder });
    return {
      db,
      kind: 'pglite',
      ping: async () => {
        await client.query('select 1');
      },
      close: async () => {
        try {
          await client.close();
        } finally {
          releaseLock();
        }
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/** Several processes may start at once against one PostgreSQL: migrations run under an advisory lock. */
const MIGRATION_LOCK_ID = 7_246_001;

async function openPostgres(url: string, poolSize = 20): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5_000 });
  // An idle client that loses its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg(lockClient), { migrationsFolder });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    lockClient.release();
  }
  return {
    db,
    kind: 'postgres',
    pgPool: pool,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

/** Rows of a raw query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The query method both drivers' own clients have (pg.Pool and PGlite answer `{ rows }`). */
type DriverClient = {
  query(
    config: { name: string; text: string; values: unknown[] } | string,
    values?: unknown[],
  ): Promise<{ rows: unknown[] }>;
};

/**
 * Rows of one hot statement run on the driver's own client, outside any transaction (it is its own):
 * on PostgreSQL as a named prepared statement, parsed and planned once per connection instead of per
 * call; PGlite runs in-process, where a parse costs no round trip. For the few statements a player's
 * request runs many times a second (the play); everything else goes through Drizzle.
 */
export async function preparedRows<T>(
  database: Pick<Database, 'db' | 'kind'>,
  name: string,
  text: string,
  values: unknown[],
): Promise<T[]> {
  const client = (database.db as unknown as { $client: DriverClient }).$client;
  const result =
    database.kind === 'postgres' ? await client.query({ name, text, values }) : await client.query(text, values);
  return result.rows as T[];
}
