import { dataEnvelope } from '@gc/contracts/envelope';
import { leadExportRequestSchema, leadExportSchema } from '@gc/contracts/lead-exports';
import { leadsExportQuerySchema } from '@gc/contracts/leads';
import { LEAD_DATA_ROLES } from '@gc/contracts/roles';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/app-context.ts';
import { createFileStorage } from '../../lib/file-storage/create-file-storage.ts';
import { actorOf } from '../../plugins/auth.ts';
import { exportLanguage } from '../leads/export-language.ts';
import { campaignDataZip } from './campaign-data.service.ts';
import {
  deleteLeadExport,
  getLeadExport,
  leadExportFile,
  listCompanyLeadExports,
  retryLeadExport,
  startLeadExport,
} from './lead-exports.service.ts';

const tags = ['exports'];
const params = z.object({ campaignId: z.uuid({ error: 'Campaign not found' }) });
const companyView = z.object({ companyViewId: z.string().optional() });
const exportParams = z.object({ exportId: z.uuid({ error: 'Export not found' }) });
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

  // The general leads export as a background job (issue 16): started, followed, downloaded when done.
  const files = createFileStorage(ctx.config);
  app.addHook('onClose', () => files.close());
  const jobs = '/api/v1/leads/exports';

  r.post(
    jobs,
    {
      config: exportPersonalData,
      schema: {
        tags,
        querystring: companyView,
        body: leadExportRequestSchema,
        response: { 202: dataEnvelope(leadExportSchema) },
      },
    },
    async (request, reply) =>
      reply.code(202).send({ data: await startLeadExport(ctx, actorOf(request), request.body) }),
  );

  r.get(
    jobs,
    {
      config: exportPersonalData,
      schema: { tags, querystring: companyView, response: { 200: dataEnvelope(z.array(leadExportSchema)) } },
    },
    async (request) => ({ data: await listCompanyLeadExports(ctx, actorOf(request)) }),
  );

  r.get(
    `${jobs}/:exportId`,
    {
      config: exportPersonalData,
      schema: {
        tags,
        params: exportParams,
        querystring: companyView,
        response: { 200: dataEnvelope(leadExportSchema) },
      },
    },
    async (request) => ({ data: await getLeadExport(ctx, actorOf(request), request.params.exportId) }),
  );

  r.post(
    `${jobs}/:exportId/retry`,
    {
      config: exportPersonalData,
      schema: {
        tags,
        params: exportParams,
        querystring: companyView,
        response: { 200: dataEnvelope(leadExportSchema) },
      },
    },
    async (request) => ({ data: await retryLeadExport(ctx, actorOf(request), request.params.exportId) }),
  );

  r.delete(
    `${jobs}/:exportId`,
    { config: exportPersonalData, schema: { tags, params: exportParams, querystring: companyView } },
    async (request, reply) => {
      await deleteLeadExport(ctx, actorOf(request), request.params.exportId, files);
      return reply.code(204).send();
    },
  );

  r.get(
    `${jobs}/:exportId/file`,
    {
      config: exportPersonalData,
      exposeHeadRoute: false,
      schema: { tags, params: exportParams, querystring: companyView },
    },
    async (request, reply) => {
      const { fileName, size, stream } = await leadExportFile(ctx, actorOf(request), request.params.exportId, files);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-length', size)
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );
}
