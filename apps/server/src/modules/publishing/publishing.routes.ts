import { campaignSchema } from '@gc/contracts/campaigns';
import { dataEnvelope } from '@gc/contracts/envelope';
import { deactivateRequestSchema, publishRequestSchema, releaseSchema } from '@gc/contracts/publishing';
import { DASHBOARD_ROLES, EDITING_ROLES } from '@gc/contracts/roles';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/app-context.ts';
import { actorOf } from '../../plugins/auth.ts';
import { campaignReleases, deactivateCampaign, publishCampaign } from './publishing.service.ts';

const tags = ['build'];
const edit = { roles: EDITING_ROLES };

/** Spec §7 Build, under /api/v1/build. */
export async function publishingRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/v1/build';

  r.post(
    `${base}/publish`,
    {
      config: edit,
      schema: {
        tags,
        body: publishRequestSchema,
        response: { 200: dataEnvelope(z.object({ campaign: campaignSchema, release: releaseSchema })) },
      },
    },
    async (request) => ({ data: await publishCampaign(ctx, actorOf(request), request.body) }),
  );

  r.put(
    `${base}/deactivate`,
    { config: edit, schema: { tags, body: deactivateRequestSchema, response: { 200: dataEnvelope(campaignSchema) } } },
    async (request) => ({ data: await deactivateCampaign(ctx, actorOf(request), request.body.campaignId) }),
  );

  r.get(
    `${base}/releases/:campaignId`,
    {
      config: { roles: DASHBOARD_ROLES },
      schema: {
        tags,
        params: z.object({ campaignId: z.uuid({ error: 'Campaign not found' }) }),
        response: { 200: dataEnvelope(z.array(releaseSchema)) },
      },
    },
    async (request) => ({ data: await campaignReleases(ctx, actorOf(request), request.params.campaignId) }),
  );
}
