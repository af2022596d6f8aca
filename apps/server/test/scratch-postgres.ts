import { randomUUID } from 'node:crypto';
import pg from 'pg';

/**
 * A fresh, empty PostgreSQL database on the server of `adminUrl`, for one test file or one benchmark
 * run; `drop()` removes it, even with connections still open.
 */
export async function createScratchPostgres(
  adminUrl: string,
  prefix = 'gc_test',
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
