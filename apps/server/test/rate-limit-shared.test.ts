import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltApp, buildApp } from '../src/app.ts';
import { type Database, openDatabase, queryRows } from '../src/db/client.ts';
import { seedDemoIfEmpty } from '../src/db/seed-demo.ts';
import { createPostgresDatabase, DEMO_PASSWORD, testConfig } from './test-app.ts';

const FORGOT = '/api/v1/user-management/users/forgot-password';
/** CREDENTIAL_LIMIT of auth.routes.ts: 10 a minute per address. */
const CREDENTIAL_MAX = 10;

/**
 * Issue 17 (left from issue 2): per-IP limits of the credential routes are shared by all processes.
 * Two apps on one PostgreSQL database stand for two server processes behind a load balancer.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('rate limits shared by every process (postgres)', () => {
  const apps: BuiltApp[] = [];
  const databases: Database[] = [];
  let drop = async () => {};

  beforeAll(async () => {
    const created = await createPostgresDatabase();
    drop = created.drop;
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 4 });
      databases.push(database);
      const built = await buildApp(testConfig(), database);
      if (i === 0) await seedDemoIfEmpty(built.ctx.db, DEMO_PASSWORD);
      await built.app.ready();
      apps.push(built);
    }
  }, 60_000);
  afterAll(async () => {
    for (const built of apps) await built.app.close();
    for (const database of databases) await database.close();
    await drop();
  });

  const forgot = (app: BuiltApp, ip: string) =>
    app.app.inject({
      method: 'POST',
      url: FORGOT,
      remoteAddress: ip,
      payload: { email: 'nobody@example.test' },
    });

  it('counts one address over both processes: the limit holds, not twice the limit', async () => {
    const ip = '10.77.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < CREDENTIAL_MAX + 4; i++) statuses.push((await forgot(apps[i % 2], ip)).statusCode);
    expect(statuses.slice(0, CREDENTIAL_MAX)).toEqual(Array(CREDENTIAL_MAX).fill(202));
    expect(statuses.slice(CREDENTIAL_MAX)).toEqual([429, 429, 429, 429]);
    const refused = await forgot(apps[1], ip);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.json()).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
  });

  it('counts 40 concurrent tries over both processes exactly', async () => {
    const ip = '10.77.0.2';
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => forgot(apps[i % 2], ip)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 202)).toHaveLength(CREDENTIAL_MAX);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - CREDENTIAL_MAX);
  });

  it('keeps addresses and routes apart, and the play routes per process', async () => {
    // Another address has its own count.
    expect((await forgot(apps[0], '10.77.0.3')).statusCode).toBe(202);
    // The play routes' flood limits are not written to the database.
    const hits = async () =>
      (await queryRows<{ n: number }>(apps[0].ctx.db, sql`select count(*)::int as n from rate_limit_hits`))[0].n;
    const before = await hits();
    await apps[0].app.inject({ method: 'GET', url: '/api/play/campaigns/no-such-slug', remoteAddress: '10.77.0.4' });
    expect(await hits()).toBe(before);
  });
});
