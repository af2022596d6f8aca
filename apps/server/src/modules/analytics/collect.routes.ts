import { collectRequestSchema } from '@gc/contracts/analytics-collect';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PlayContext } from '../play/play-context.ts';
import { collect } from './collect.service.ts';

/** A page sends a handful of events per visit (batched); more than this from one address is a flood. */
const COLLECT_LIMIT = { max: 240, timeWindow: '1 minute' };
const slugParams = z.object({ slug: z.string().max(500) });

/**
 * POST /api/play/campaigns/{slug}/events: the published page's analytics (issue 16) that did not ride
 * on a play or a finish (what is left when the page is left, or after it waited long). 204 whatever the
 * level stores (0 stores nothing), so the answer never tells what is collected beyond what the page knows.
 */
export function collectRoutes(app: FastifyInstance, pc: PlayContext, base: string) {
  app.withTypeProvider<ZodTypeProvider>().post(
    `${base}/campaigns/:slug/events`,
    {
      config: { isPublic: true, rateLimit: COLLECT_LIMIT },
      helmet: false,
      schema: { tags: ['play'], params: slugParams, body: collectRequestSchema },
    },
    async (request, reply) => {
      await collect(pc.ctx, pc.salts, {
        slug: request.params.slug,
        body: request.body,
        ip: request.ip,
        userAgent: String(request.headers['user-agent'] ?? '').slice(0, 500),
      });
      reply.header('cache-control', 'no-store');
      return reply.status(204).send();
    },
  );
}
