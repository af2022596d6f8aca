import { campaignSchema } from '@gc/contracts/campaigns';
import { dataEnvelope } from '@gc/contracts/envelope';
import { prizeSimulationQuerySchema, prizeSimulationSchema } from '@gc/contracts/prize-simulation';
import { checklistQuerySchema, publishChecklistSchema } from '@gc/contracts/publish-checklist';
import {
  deactivateRequestSchema,
  publishRequestSchema,
  RETAILER_PUBLISH_TYPES,
  type RetailerPublisher,
  releaseSchema,
} from '@gc/contracts/publishing';
import { DASHBOARD_ROLES, EDITING_ROLES } from '@gc/contracts/roles';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/app-context.ts';
import { actorOf } from '../../plugins/auth.ts';
import { campaignChecklist } from './checklist/checklist.service.ts';
import { campaignReleases, deactivateCampaign, publishCampaign } from './publishing.service.ts';
import { campaignPrizeSimulation } from './simulation/prize-simulation.service.ts';

const tags = ['build'];
const edit = { roles: EDITING_ROLES };
const campaignParams = z.object({ campaignId: z.uuid({ error: 'Campaign not found' }) });

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

  // §7 Build: each retailer's own publish endpoint, for its own game types only.
  for (const retailer of Object.keys(RETAILER_PUBLISH_TYPES) as RetailerPublisher[]) {
    r.post(
      `${base}/${retailer}/publish`,
      {
        config: edit,
        schema: {
          tags,
          body: publishRequestSchema,
          response: { 200: dataEnvelope(z.object({ campaign: campaignSchema, release: releaseSchema })) },
        },
      },
      async (request) => ({
        data: await publishCampaign(ctx, actorOf(request), request.body, RETAILER_PUBLISH_TYPES[retailer]),
      }),
    );
  }

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
        params: campaignParams,
        response: { 200: dataEnvelope(z.array(releaseSchema)) },
      },
    },
    async (request) => ({ data: await campaignReleases(ctx, actorOf(request), request.params.campaignId) }),
  );

  r.get(
    `${base}/checklist/:campaignId`,
    {
      config: edit,
      schema: {
        tags,
        params: campaignParams,
        querystring: checklistQuerySchema,
        response: { 200: dataEnvelope(publishChecklistSchema) },
      },
    },
    async (request) => ({
      data: await campaignChecklist(
        ctx,
        actorOf(request),
        request.params.campaignId,
        request.query.expectedPlays,
        request.query.playsPerDay,
      ),
    }),
  );

  r.get(
    `${base}/prize-simulation/:campaignId`,
    {
      config: edit,
      schema: {
        tags,
        params: campaignParams,
        querystring: prizeSimulationQuerySchema,
        response: { 200: dataEnvelope(prizeSimulationSchema) },
      },
    },
    async (request) => ({
      data: await campaignPrizeSimulation(ctx, actorOf(request), request.params.campaignId, request.query.playsPerDay),
    }),
  );
}
