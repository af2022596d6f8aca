import { campaignAdsSchema } from '@gc/contracts/ads';
import { dataEnvelope } from '@gc/contracts/envelope';
import { BUILDER_ROLES, DASHBOARD_ROLES } from '@gc/contracts/roles';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/app-context.ts';
import { actorOf } from '../../plugins/auth.ts';
import { getCampaignAds, saveCampaignAds } from './ads.service.ts';

const tags = ['games'];
const params = z.object({ campaignId: z.uuid({ error: 'Campaign not found' }) });
const adsEnvelope = dataEnvelope(campaignAdsSchema);

/** Spec §7 Game settings "GET and PUT /campaigns/{id}/ads" (retailer game types), under /api/v1/games. */
export async function adsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const url = '/api/v1/games/campaigns/:campaignId/ads';

  r.get(
    url,
    { config: { roles: DASHBOARD_ROLES }, schema: { tags, params, response: { 200: adsEnvelope } } },
    async (request) => ({ data: await getCampaignAds(ctx, actorOf(request), request.params.campaignId) }),
  );

  r.put(
    url,
    {
      config: { roles: BUILDER_ROLES },
      schema: { tags, params, body: campaignAdsSchema, response: { 200: adsEnvelope } },
    },
    async (request) => ({
      data: await saveCampaignAds(ctx, actorOf(request), request.params.campaignId, request.body),
    }),
  );
}
