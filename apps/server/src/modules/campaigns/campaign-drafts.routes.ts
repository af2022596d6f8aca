import { campaignDraftSchema, createCampaignRequestSchema, saveDraftRequestSchema } from '@gc/contracts/campaigns';
import { dataEnvelope } from '@gc/contracts/envelope';
import { BUILDER_ROLES, DASHBOARD_ROLES } from '@gc/contracts/roles';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/app-context.ts';
import { actorOf } from '../../plugins/auth.ts';
import { createCampaign, getCampaignDraft, saveCampaignDraft } from './campaign-drafts.service.ts';

const tags = ['campaign data'];
const idParams = z.object({ id: z.uuid({ error: 'Campaign not found' }) });
const draftEnvelope = dataEnvelope(campaignDraftSchema);

/** Spec §7 Campaign data service: the campaign's draft document, under /api/v1/campaign-data. */
export async function campaignDraftsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/v1/campaign-data/campaigns';

  r.post(
    base,
    {
      config: { roles: BUILDER_ROLES },
      schema: { tags, body: createCampaignRequestSchema, response: { 201: draftEnvelope } },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createCampaign(ctx, actorOf(request), request.body) }),
  );

  r.get(
    `${base}/:id`,
    { config: { roles: DASHBOARD_ROLES }, schema: { tags, params: idParams, response: { 200: draftEnvelope } } },
    async (request) => ({ data: await getCampaignDraft(ctx, actorOf(request), request.params.id) }),
  );

  r.put(
    `${base}/:id`,
    {
      config: { roles: BUILDER_ROLES },
      schema: { tags, params: idParams, body: saveDraftRequestSchema, response: { 200: draftEnvelope } },
    },
    async (request) => ({
      data: await saveCampaignDraft(ctx, actorOf(request), request.params.id, request.body),
    }),
  );
}
