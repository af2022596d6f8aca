import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../lib/app-context.ts';
import { AppError } from '../lib/app-error.ts';

/** Seconds a client is told to wait: another process (or this one restarted) answers by then. */
const RETRY_AFTER_SECONDS = 5;

export const serverClosing = () =>
  new AppError('SERVICE_UNAVAILABLE', 503, 'The server is shutting down. Please try again.', {
    headers: { 'retry-after': String(RETRY_AFTER_SECONDS) },
  });

/**
 * How requests are answered while the process shuts down (lib/graceful-shutdown.ts). Every answer
 * closes its connection, so no client keeps a keep-alive connection that is about to be closed under
 * it. Once the listener is closed, a request still arriving on an open connection gets a problem+json
 * 503 with Retry-After (Fastify's own 503 for that case is turned off in app.ts: it is plain JSON).
 */
export const shutdownPlugin = fp(async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  app.addHook('onRequest', async () => {
    if (ctx.state.isClosing) throw serverClosing();
  });
  app.addHook('onSend', async (_request, reply) => {
    if (ctx.state.isShuttingDown) reply.header('connection', 'close');
  });
});
