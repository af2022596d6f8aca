import { CAMPAIGN_TYPES } from '@gc/contracts/campaign-types';
import { campaignTemplateSchema, campaignTypeInfoSchema } from '@gc/contracts/campaigns';
import { dataEnvelope } from '@gc/contracts/envelope';
import { BUILDER_ROLES } from '@gc/contracts/roles';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/app-context.ts';
import { actorOf } from '../../plugins/auth.ts';
import { effectiveFlags } from '../flags/flags.service.ts';
import { campaignTypes, companyTemplates } from './campaign-resources.service.ts';

const tags = ['resources'];

/** Spec §7 Resource service: what the wizard offers, under /api/v1/resources. */
export async function resourcesRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/v1/resources';

  r.get(
    `${base}/campaign-types`,
    {
      config: { roles: BUILDER_ROLES },
      schema: { tags, response: { 200: dataEnvelope(z.array(campaignTypeInfoSchema)) } },
    },
    async (request) => ({ data: campaignTypes(await effectiveFlags(ctx.db, actorOf(request).companyId)) }),
  );

  r.get(
    `${base}/company-templates/:type`,
    {
      config: { roles: BUILDER_ROLES },
      schema: {
        tags,
        params: z.object({ type: z.enum(CAMPAIGN_TYPES, { error: 'Unknown campaign type' }) }),
        response: { 200: dataEnvelope(z.array(campaignTemplateSchema)) },
      },
    },
    async (request) => ({ data: await companyTemplates(ctx, actorOf(request), request.params.type) }),
  );
}
