import { leadsExportQuerySchema } from '@gc/contracts/leads';
import { LEAD_DATA_ROLES } from '@gc/contracts/roles';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/app-context.ts';
import { actorOf } from '../../plugins/auth.ts';
import { exportLanguage } from '../leads/export-language.ts';
import { campaignDataZip } from './campaign-data.service.ts';

const tags = ['exports'];
const params = z.object({ campaignId: z.uuid({ error: 'Campaign not found' }) });
const companyView = z.object({ companyViewId: z.string().optional() });
/** Who the leads are: the view roles, while the company has exports on (spec §6 feature flags). */
const exportPersonalData = { roles: LEAD_DATA_ROLES, flag: 'EXPORTS' as const };

/** Downloads of a campaign's data (issue 16, exports). */
export async function exportsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Spec §7: GET /api/download/campaignData/{id}, saved as {campaignId}.zip.
  r.get(
    '/api/v1/campaign-data/download/campaignData/:campaignId',
    {
      config: exportPersonalData,
      // Fastify's derived HEAD route would build the whole zip and throw it away.
      exposeHeadRoute: false,
      schema: { tags, params, querystring: companyView.extend(leadsExportQuerySchema.shape) },
    },
    async (request, reply) => {
      const language = exportLanguage(request.query.language, request.headers['accept-language']);
      const { fileName, stream } = await campaignDataZip(
        ctx,
        actorOf(request),
        request.params.campaignId,
        language,
        (error) => request.log.error({ err: error }, 'campaign data download failed'),
      );
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );
}
