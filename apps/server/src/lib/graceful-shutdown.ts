import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import type { AppContext } from './app-context.ts';
import { trackConnections } from './connection-drain.ts';

/**
 * The drain's limits: the door closes after 100 ms without a new connection, or after 4 s at most. A
 * busy loop accepts slowly: on a loaded 2-core machine 200 requests arriving together were still being
 * accepted 2 s after SIGTERM (72 accepted, 27 reset when the door closed). 4 s leaves the requests in
 * flight 6 s of the 10 s grace delay (start-server.ts).
 */
const DRAIN = { quietMs: 100, maxMs: 4_000 };

/**
 * Returns SIGTERM's work; call it before listening, so that every connection is tracked. In order, so
 * that no request that reached the machine is dropped:
 *
 * 1. Health answers 503 (a load balancer stops sending) and every answer closes its connection.
 * 2. The listener stays open until closing it would reset nothing (lib/connection-drain.ts); the
 *    requests accepted meanwhile are served.
 * 3. app.close(): the listener closes, idle connections are closed, requests in flight finish (their
 *    plays wait for the batcher's call), then the background jobs stop after their run in flight.
 *    A request still arriving on an open connection gets a clean 503 (plugins/shutdown.ts).
 * 4. The database closes last, when nothing can query it any more.
 */
export function prepareGracefulShutdown(
  app: FastifyInstance,
  ctx: AppContext,
  database: Database,
): () => Promise<void> {
  const connections = trackConnections(app.server);
  return async () => {
    ctx.state.isShuttingDown = true;
    const accepted = await connections.acceptWaiting(DRAIN);
    app.log.info(`closing the listener (${accepted} connections accepted while draining)`);
    ctx.state.isClosing = true;
    // A streamed answer that started before shutdown keeps its keep-alive connection open when it ends;
    // close those as they go idle, or the process waits for the client to drop them (browsers wait minutes).
    const reaper = setInterval(() => app.server.closeIdleConnections(), 50);
    try {
      await app.close();
    } finally {
      clearInterval(reaper);
    }
    await database.close();
  };
}
