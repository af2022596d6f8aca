import { dataEnvelope } from '@gc/contracts/envelope';
import { pageOf } from '@gc/contracts/paging';
import {
  freeTextSchema,
  freeTextsQuerySchema,
  responsesExportQuerySchema,
  responsesLanguageQuerySchema,
  responsesSummarySchema,
} from '@gc/contracts/responses';
import { DASHBOARD_ROLES, LEAD_DATA_ROLES } from '@gc/contracts/roles';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/app-context.ts';
import { actorOf } from '../../plugins/auth.ts';
import { exportLanguage } from '../leads/export-language.ts';
import { freeTexts, responsesExport, responsesSummary } from './responses.service.ts';
import { responsesCsv } from './responses-csv.ts';
import { responsesXlsx } from './responses-xlsx.ts';

const tags = ['responses'];
const params = z.object({ campaignId: z.uuid({ error: 'Campaign not found' }) });
const companyView = z.object({ companyViewId: z.string().optional() });

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A survey's results in the campaign details: the distribution per question (counts, as the details
 * page's counters: every dashboard role), the free texts and the export (what players wrote, next to
 * who they are: the lead-data roles only).
 */
export async function responsesRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/v1/responses/campaigns/:campaignId';

  r.get(
    `${base}/summary`,
    {
      config: { roles: DASHBOARD_ROLES, flag: 'ANALYTICS' },
      schema: {
        tags,
        params,
        querystring: companyView.extend(responsesLanguageQuerySchema.shape),
        response: { 200: dataEnvelope(responsesSummarySchema) },
      },
    },
    async (request) => {
      const language = exportLanguage(request.query.language, request.headers['accept-language']);
      return { data: await responsesSummary(ctx, actorOf(request), request.params.campaignId, language) };
    },
  );

  r.get(
    `${base}/free-texts`,
    {
      config: { roles: LEAD_DATA_ROLES, flag: 'ANALYTICS' },
      schema: {
        tags,
        params,
        querystring: companyView.extend(freeTextsQuerySchema.shape),
        response: { 200: dataEnvelope(pageOf(freeTextSchema)) },
      },
    },
    async (request) => ({ data: await freeTexts(ctx, actorOf(request), request.params.campaignId, request.query) }),
  );

  r.get(
    `${base}/export`,
    {
      // A download: the lead-data roles, while the company has exports on (spec §6 feature flags).
      config: { roles: LEAD_DATA_ROLES, flag: 'EXPORTS' },
      // Fastify's derived HEAD route would run the whole export and throw the rows away.
      exposeHeadRoute: false,
      schema: { tags, params, querystring: companyView.extend(responsesExportQuerySchema.shape) },
    },
    async (request, reply) => {
      const { campaignId } = request.params;
      const language = exportLanguage(request.query.language, request.headers['accept-language']);
      const { fileStem, questions, batches } = await responsesExport(ctx, actorOf(request), campaignId, language);
      const onError = (error: unknown) => request.log.error({ err: error }, 'responses export failed');
      const isXlsx = request.query.format === 'xlsx';
      const stream = isXlsx
        ? responsesXlsx(questions, batches, language, onError)
        : responsesCsv(questions, batches, language, onError);
      return reply
        .type(isXlsx ? XLSX_TYPE : 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileStem}.${isXlsx ? 'xlsx' : 'csv'}"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );
}
