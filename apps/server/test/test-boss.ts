import { fromPglite, PgBoss } from 'pg-boss';
import type { Database } from '../src/db/client.ts';

/**
 * A pg-boss instance of its own on a test's database, as another process's would be (the flow's
 * settings; expiry checked every second): for jobs a test places itself. Stop it at the end.
 */
export async function startTestBoss(database: Database): Promise<PgBoss> {
  const common = { schema: 'pgboss', superviseIntervalSeconds: 1, monitorIntervalSeconds: 1, registerInstance: false };
  const db = database.db as unknown as {
    $client: Parameters<typeof fromPglite>[0] & { options: { connectionString: string } };
  };
  const boss =
    database.kind === 'pglite'
      ? new PgBoss({ ...common, db: fromPglite(db.$client), backend: 'pglite' })
      : new PgBoss({ ...common, connectionString: db.$client.options.connectionString, max: 2 });
  boss.on('error', () => {});
  await boss.start();
  return boss;
}

/**
 * A worker process killed during a job's last allowed try, as pg-boss sees it: the job is sent with no
 * retry left, fetched (active, as a worker takes it), then `beforeDying` runs (what the worker did
 * first, such as claiming its delivery) and the job is never completed. pg-boss expires it after a
 * second and, as no retry is left, fails it: the job's delivery has no job any more. Answers the job's
 * state as pg-boss has it.
 */
export async function jobDyingOnItsLastTry(
  boss: PgBoss,
  queue: string,
  data: object,
  beforeDying: () => Promise<unknown>,
): Promise<{ state(): Promise<string | undefined> }> {
  await boss.createQueue(queue);
  // Ahead of any other job waiting there: the one the worker takes.
  const jobId = await boss.send(queue, data, { retryLimit: 0, expireInSeconds: 1, priority: 1_000 });
  if (!jobId) throw new Error('the job was not sent');
  const [taken] = await boss.fetch(queue);
  if (taken?.id !== jobId) throw new Error('the dying worker did not take the job');
  await beforeDying();
  return { state: async () => (await boss.findJobs(queue, { id: jobId }))[0]?.state };
}
