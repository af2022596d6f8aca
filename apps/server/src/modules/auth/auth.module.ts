import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/app-context.ts';
import { resolveJwtSecret } from '../../lib/jwt-secret.ts';
import { authRoutes } from './auth.routes.ts';
import { createLoginGuard } from './login-guard.ts';
import { registrationRoutes } from './registration.routes.ts';
import { createResetRequestsJob } from './reset-requests.job.ts';

/**
 * Authentication's routes, its log-in guard and the job that mails queued password resets. The job
 * starts when the server listens (tests drive the app through inject() and call sendQueuedResets).
 */
export async function authModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const resets = createResetRequestsJob(ctx, app.log);
  app.addHook('onListen', async () => resets.start());
  app.addHook('onClose', async () => resets.stop());
  // A key of its own (labelled, like the player's), so that a player's solved challenge never passes here.
  const secret = await resolveJwtSecret(ctx.db, ctx.config.jwtSecret);
  const altchaKey = createHmac('sha256', secret).update('auth:login-altcha:v1').digest('hex');
  await app.register(authRoutes, { ctx, guard: createLoginGuard(ctx.db, altchaKey) });
  await app.register(registrationRoutes, { ctx });
}
