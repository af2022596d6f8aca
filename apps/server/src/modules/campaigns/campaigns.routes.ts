import { CAMPAIGN_TYPES } from '@gc/contracts/campaign-types';
import {
  CAMPAIGN_SORT_FIELDS,
  CAMPAIGN_STATUS_FILTERS,
  campaignOverviewSchema,
  campaignSchema,
  updateCampaignRequestSchema,
} from '@gc/contracts/campaigns';
import { customAttributeSchemaSchema } from '@gc/contracts/custom-attributes';
import { dataEnvelope } from '@gc/contracts/envelope';
import { LANGUAGE_CODES, languageSchema, toLanguage } from '@gc/contracts/languages';
import { emptyAsUnset, pageOf, pageQuerySchema } from '@gc/contracts/paging';
import { DASHBOARD_ROLES, EDITING_ROLES } from '@gc/contracts/roles';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/app-context.ts';
import { actorOf } from '../../plugins/auth.ts';
import { effectiveCustomAttributeSchema } from './campaign-resources.service.ts';
import {
  campaignNameExists,
  campaignOverview,
  copyCampaign,
  deleteCampaign,
  getCampaign,
  searchCampaigns,
  updateCampaign,
} from './campaigns.service.ts';

const tags = ['campaigns'];
const idParams = z.object({ id: z.uuid({ error: 'Campaign not found' }) });
const read = { roles: DASHBOARD_ROLES };
const edit = { roles: EDITING_ROLES };
const campaignEnvelope = dataEnvelope(campaignSchema);

/** Spec §7 Campaigns, under /api/v1/campaign. */
export async function campaignsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/v1/campaign';

  r.get(
    `${base}/search`,
    {
      config: read,
      schema: {
        tags,
        querystring: pageQuerySchema.extend({
          sort: emptyAsUnset(z.enum(CAMPAIGN_SORT_FIELDS)),
          status: emptyAsUnset(z.enum(CAMPAIGN_STATUS_FILTERS, { error: 'Unknown status' })),
          type: emptyAsUnset(z.enum(CAMPAIGN_TYPES, { error: 'Unknown campaign type' })),
          companyViewId: z.string().optional(),
        }),
        response: { 200: dataEnvelope(pageOf(campaignSchema)) },
      },
    },
    async (request) => ({ data: await searchCampaigns(ctx, actorOf(request), request.query) }),
  );

  r.get(
    `${base}/overview`,
    { config: read, schema: { tags, response: { 200: dataEnvelope(campaignOverviewSchema) } } },
    async (request) => ({ data: await campaignOverview(ctx, actorOf(request)) }),
  );

  r.get(
    `${base}/languages/`,
    { config: read, schema: { tags, response: { 200: dataEnvelope(z.array(languageSchema)) } } },
    async () => ({ data: LANGUAGE_CODES.map(toLanguage) }),
  );

  r.get(
    `${base}/exists/:name`,
    {
      config: read,
      schema: { tags, params: z.object({ name: z.string().max(1000) }), response: { 200: dataEnvelope(z.boolean()) } },
    },
    async (request) => ({ data: await campaignNameExists(ctx, actorOf(request), request.params.name) }),
  );

  r.get(
    `${base}/:id`,
    { config: read, schema: { tags, params: idParams, response: { 200: campaignEnvelope } } },
    async (request) => ({ data: await getCampaign(ctx, actorOf(request), request.params.id) }),
  );

  r.delete(
    `${base}/:id`,
    { config: edit, schema: { tags, params: idParams, response: { 200: campaignEnvelope } } },
    async (request) => ({ data: await deleteCampaign(ctx, actorOf(request), request.params.id) }),
  );

  r.put(
    `${base}/`,
    { config: edit, schema: { tags, body: updateCampaignRequestSchema, response: { 200: campaignEnvelope } } },
    async (request) => ({ data: await updateCampaign(ctx, actorOf(request), request.body) }),
  );

  r.post(
    `${base}/:id/copy`,
    { config: edit, schema: { tags, params: idParams, response: { 201: campaignEnvelope } } },
    async (request, reply) =>
      reply.status(201).send({ data: await copyCampaign(ctx, actorOf(request), request.params.id) }),
  );

  r.get(
    `${base}/:id/integrations/effective-custom-attributes-schema`,
    {
      config: read,
      schema: {
        tags,
        params: idParams,
        response: {
          200: dataEnvelope(z.object({ schema: z.object({ schema: customAttributeSchemaSchema }).nullable() })),
        },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await getCampaign(ctx, actor, request.params.id);
      const schema = await effectiveCustomAttributeSchema(ctx, actor.companyId);
      return { data: { schema: schema ? { schema } : null } };
    },
  );
}
