import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/lib/app-error.ts';
import {
  databaseUnavailableReason,
  isDatabaseUnavailable,
  isRetryableConflict,
  isUniqueViolation,
} from '../src/lib/db-errors.ts';
import { createScratchPostgres } from './scratch-postgres.ts';
import { freePort } from './server-process.ts';

const adminUrl = process.env.TEST_DATABASE_URL;

/** An error as Drizzle throws it: its own message, the driver's error in `cause`. */
const wrapped = (cause: object) => Object.assign(new Error('Failed query: select 1'), { cause });
const pgError = (code: string, message = 'server error') => Object.assign(new Error(message), { code });

describe('the database error classifier', () => {
  it('counts lost or refused connections, shutdowns and exhausted pools as the database being unavailable', () => {
    for (const error of [
      pgError('57P01', 'terminating connection due to administrator command'),
      pgError('57P02'),
      pgError('57P03', 'the database system is starting up'),
      pgError('53300', 'sorry, too many clients already'),
      pgError('08006'),
      pgError('08001'),
      pgError('ECONNREFUSED'),
      pgError('ETIMEDOUT'),
      new Error('Connection terminated unexpectedly'),
      new Error('Connection terminated due to connection timeout'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Client has encountered a connection error and is not queryable'),
      // Node's connect to a name with several addresses: one error per address.
      new AggregateError([pgError('ECONNREFUSED'), pgError('ECONNREFUSED')], 'connect failed'),
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
      expect(isDatabaseUnavailable(wrapped(error)), `wrapped ${error}`).toBe(true);
    }
  });

  it('leaves errors of the request or of our code alone', () => {
    for (const error of [
      pgError('23505', 'duplicate key value violates unique constraint'),
      pgError('23503'),
      pgError('40P01', 'deadlock detected'),
      pgError('42601', 'syntax error at or near "selec"'),
      pgError('22P02', 'invalid input syntax for type uuid'),
      new Error('prize pool x has no code for its next winner'),
      new AppError('NOT_FOUND', 404, 'Campaign not found'),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      'Connection terminated',
      null,
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
    }
    expect(isUniqueViolation(wrapped(pgError('23505')))).toBe(true);
    expect(isRetryableConflict(wrapped(pgError('40001')))).toBe(true);
    expect(isRetryableConflict(wrapped(pgError('23505')))).toBe(false);
  });
});

describe.runIf(adminUrl)('the classifier on errors PostgreSQL and pg really raise', () => {
  let scratch: Awaited<ReturnType<typeof createScratchPostgres>>;
  beforeAll(async () => {
    scratch = await createScratchPostgres(adminUrl ?? '', 'gc_dberr');
  });
  afterAll(() => scratch?.drop());

  it('a refused connection, through Drizzle', async () => {
    const url = new URL(scratch.url);
    url.port = String(await freePort());
    const pool = new pg.Pool({ connectionString: url.toString(), connectionTimeoutMillis: 2_000 });
    const error = await drizzle(pool)
      .execute(sql`select 1`)
      .catch((caught: unknown) => caught);
    await pool.end();
    expect(isDatabaseUnavailable(error)).toBe(true);
    // The log gets the driver's reason, not Drizzle's "Failed query: …" with the whole statement.
    expect(databaseUnavailableReason(error)).toMatch(/^ECONNREFUSED .*ECONNREFUSED/);
  });

  it('a query cut by an administrator (57P01)', async () => {
    const victim = new pg.Client({ connectionString: scratch.url });
    const admin = new pg.Client({ connectionString: scratch.url });
    await Promise.all([victim.connect(), admin.connect()]);
    victim.on('error', () => {});
    const { rows } = await victim.query<{ pid: number }>('select pg_backend_pid() as pid');
    const running = victim.query('select pg_sleep(30)').catch((caught: unknown) => caught);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await admin.query('select pg_terminate_backend($1)', [rows[0].pid]);
    const error = await running;
    await Promise.all([victim.end().catch(() => {}), admin.end()]);
    expect((error as { code?: string }).code).toBe('57P01');
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('a pool whose every connection stays busy past its wait', async () => {
    const pool = new pg.Pool({ connectionString: scratch.url, max: 1, connectionTimeoutMillis: 100 });
    const held = await pool.connect();
    const error = await pool.query('select 1').catch((caught: unknown) => caught);
    held.release();
    await pool.end();
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('but not a violated constraint or a wrong statement', async () => {
    const pool = new pg.Pool({ connectionString: scratch.url });
    const db = drizzle(pool);
    await db.execute(sql`create table t (id int primary key)`);
    await db.execute(sql`insert into t values (1)`);
    const duplicate = await db.execute(sql`insert into t values (1)`).catch((caught: unknown) => caught);
    const syntax = await db.execute(sql.raw('selec 1')).catch((caught: unknown) => caught);
    await pool.end();
    expect(isUniqueViolation(duplicate)).toBe(true);
    expect(isDatabaseUnavailable(duplicate)).toBe(false);
    expect(isDatabaseUnavailable(syntax)).toBe(false);
  });
});
