import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/app-context.ts';
import { sendDatabaseUnavailable, sendProblem } from '../../plugins/errors.ts';

/** 200 while the database answers; 503 while it does not or while the server is shutting down. */
export async function healthRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.get(
    '/api/health',
    { config: { isPublic: true, rateLimit: false }, schema: { tags: ['health'] } },
    async (_request, reply) => {
      if (ctx.state.isShuttingDown) {
        return sendProblem(reply, 503, 'SERVICE_UNAVAILABLE', 'The server is shutting down.');
      }
      try {
        await withTimeout(ctx.database.ping(), 2_000);
      } catch {
        return sendDatabaseUnavailable(reply);
      }
      return { status: 'ok', database: ctx.database.kind };
    },
  );
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
