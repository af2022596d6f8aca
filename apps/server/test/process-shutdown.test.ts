import { afterAll, describe, expect, it } from 'vitest';
import { dataDirs, healthy, type ServerProcess, startServer, stop } from './server-process.ts';
import { type LoadResult, prepareLoad, sendWithSigterm } from './shutdown-load.ts';
import { createPostgresDatabase, DEMO_PASSWORD, DIALECTS } from './test-app.ts';

/** start-server.ts's grace delay: after it the process exits with 1 whatever is still running. */
const GRACE_MS = 10_000;
const folders = dataDirs();

/** A complete answer: the request's own (200), or the clean 503 of a request that came after shutdown began. */
function isComplete(result: LoadResult): boolean {
  if ('lost' in result) return false;
  if (result.status === 200) return JSON.parse(result.body).data !== undefined;
  return result.status === 503 && JSON.parse(result.body).code === 'SERVICE_UNAVAILABLE';
}

describe.each(DIALECTS)('the server process on %s, stopped with SIGTERM under load', (kind) => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    folders.removeAll();
  });

  it('answers all 200 requests in flight and exits 0 within the grace delay', async () => {
    // Every request logged: a failure shows when each arrived against the shutdown's own lines.
    const env: Record<string, string> = { DEMO_PASSWORD, LOG_LEVEL: 'info' };
    if (kind === 'postgres') {
      const database = await createPostgresDatabase();
      cleanups.push(database.drop);
      env.DATABASE_URL = database.url;
    }
    const server: ServerProcess = await startServer(folders.create(), env);
    cleanups.push(() => stop(server));
    await healthy(server);
    const requests = await prepareLoad(server, DEMO_PASSWORD);

    const { results, answeredBeforeSignal, signalledAt } = await sendWithSigterm(server, requests);

    const incomplete = results.filter((result) => !isComplete(result));
    const lost = results.filter((result) => 'lost' in result).length;
    const figures = `${lost} of ${results.length} lost (connection reset), ${incomplete.length - lost} answered otherwise; ${answeredBeforeSignal} answered before SIGTERM`;
    expect(incomplete, `${figures}\n${server.output()}`).toEqual([]);
    // The signal came in the middle: most requests were still waiting or running.
    expect(answeredBeforeSignal).toBeLessThan(results.length / 2);
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalledAt).toBeLessThan(GRACE_MS);
  }, 180_000);
});
