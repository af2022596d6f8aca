import { analyticsQuerySchema, campaignAnalyticsSchema } from '@gc/contracts/analytics';
import { dataEnvelope } from '@gc/contracts/envelope';
import { DASHBOARD_ROLES, EDITING_ROLES } from '@gc/contracts/roles';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/app-context.ts';
import { actorOf } from '../../plugins/auth.ts';
import { campaignAnalytics, clearAnalytics } from './analytics.service.ts';

const tags = ['analytics'];
const params = z.object({ campaignId: z.uuid({ error: 'Campaign not found' }) });
const companyView = z.object({ companyViewId: z.string().optional() });

/** The campaign analytics page (issue 16): counts only, so every dashboard role, while analytics are on. */
export async function analyticsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/v1/analytics/campaigns/:campaignId';

  r.get(
    base,
    {
      config: { roles: DASHBOARD_ROLES, flag: 'ANALYTICS' },
      schema: {
        tags,
        params,
        querystring: analyticsQuerySchema.and(companyView),
        response: { 200: dataEnvelope(campaignAnalyticsSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await campaignAnalytics(ctx, actorOf(request), request.params.campaignId, request.query) };
    },
  );

  // Clear analytics: the counts go, plays and leads stay; an editor's act, recorded in the campaign's audit log.
  r.delete(
    base,
    {
      config: { roles: EDITING_ROLES, flag: 'ANALYTICS' },
      schema: { tags, params, querystring: companyView },
    },
    async (request, reply) => {
      await clearAnalytics(ctx, actorOf(request), request.params.campaignId);
      return reply.status(204).send();
    },
  );
}
