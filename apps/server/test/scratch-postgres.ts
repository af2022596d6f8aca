import { randomUUID } from 'node:crypto';
import pg from 'pg';

/**
 * A fresh PostgreSQL database on the server of `adminUrl`, for one test file or one benchmark run;
 * `drop()` removes it, even with connections still open. With `template` it starts as a copy of that
 * database (already migrated: see global-setup.ts), which PostgreSQL makes in a fraction of the time
 * the migrations take.
 */
export async function createScratchPostgres(
  adminUrl: string,
  prefix = 'gc_test',
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  // WAL_LOG (PostgreSQL 15's default) copies block by block without the checkpoint FILE_COPY waits for.
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  return {
    url: databaseUrl(adminUrl, name),
    drop: () => dropScratchPostgres(adminUrl, name),
  };
}

/** `adminUrl` pointing at the database `name` instead. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropScratchPostgres(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.end();
}
