import { dataEnvelope } from '@gc/contracts/envelope';
import {
  internalEventCountSchema,
  internalEventCountsQuerySchema,
  internalEventRequestSchema,
} from '@gc/contracts/internal-analytics';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/app-context.ts';
import { actorOf } from '../../plugins/auth.ts';
import { internalEventCounts, recordInternalEvent } from './internal-analytics.service.ts';

const tags = ['internal analytics'];
const base = '/api/v1/internal-analytics';

/**
 * Spec §7 Other `POST /analytics/api/internal-analytics`: the builder's usage events while the
 * INTERNAL_ANALYTICS flag is on (403 while it is off), and their daily counts for super admins.
 */
export async function internalAnalyticsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    `${base}/events`,
    {
      // A page load sends one or two; a script sending more is cut off rather than filling the table.
      config: { flag: 'INTERNAL_ANALYTICS', rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: { tags, body: internalEventRequestSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await recordInternalEvent(ctx, actorOf(request), request.body);
      return reply.status(204).send(null);
    },
  );

  r.get(
    `${base}/counts`,
    {
      config: { roles: ['SUPER_ADMIN'] },
      schema: {
        tags,
        querystring: internalEventCountsQuerySchema,
        response: { 200: dataEnvelope(z.array(internalEventCountSchema)) },
      },
    },
    async (request) => ({ data: await internalEventCounts(ctx, request.query) }),
  );
}
