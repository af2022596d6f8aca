import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/app-context.ts';
import { publishingRoutes } from './publishing.routes.ts';
import { createScheduleRunner } from './schedule-runner.ts';

/**
 * Publishing's routes and its schedule runner. The runner starts when the server listens, not when
 * the app is built: tests drive the app through inject() without listening, so their clocks stay in
 * their hands (they call runScheduleOnce), while every real process carries out the schedule.
 */
export async function publishingModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const runner = createScheduleRunner(ctx.db, app.log);
  app.addHook('onListen', async () => runner.start());
  app.addHook('onClose', async () => runner.stop());
  await app.register(publishingRoutes, { ctx });
}
