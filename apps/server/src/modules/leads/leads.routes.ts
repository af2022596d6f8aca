import { dataEnvelope } from '@gc/contracts/envelope';
import {
  campaignStatsSchema,
  LEAD_SORT_FIELDS,
  leadSchema,
  leadsExportQuerySchema,
  leadsGeneralExportQuerySchema,
} from '@gc/contracts/leads';
import { emptyAsUnset, pageOf, pageQuerySchema } from '@gc/contracts/paging';
import { DASHBOARD_ROLES, LEAD_DATA_ROLES } from '@gc/contracts/roles';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/app-context.ts';
import { actorOf } from '../../plugins/auth.ts';
import { exportLanguage } from './export-language.ts';
import { generalLeadsExport } from './general-export.service.ts';
import { campaignStats, leadsExport, searchLeads } from './leads.service.ts';
import { leadsCsv } from './leads-csv.ts';
import { GENERAL_LEADS_CSV_COLUMNS } from './leads-csv-headers.ts';

const tags = ['leads'];
const params = z.object({ campaignId: z.uuid({ error: 'Campaign not found' }) });
const companyView = z.object({ companyViewId: z.string().optional() });
/** Counts: every dashboard role, while the company has analytics on (the details page, spec §6 flags). */
const readCounts = { roles: DASHBOARD_ROLES, flag: 'ANALYTICS' as const };
/** Who the leads are (the table and the CSV): the view roles only. */
const readPersonalData = { roles: LEAD_DATA_ROLES };
/** The details page's leads table: the view roles, while the company has analytics on. */
const readLeadsTable = { ...readPersonalData, flag: 'ANALYTICS' as const };
/** Downloads of the leads: the view roles, while the company has exports on (spec §6 feature flags). */
const exportPersonalData = { ...readPersonalData, flag: 'EXPORTS' as const };

/** The campaign details page (first part): counts, the leads table and the CSV export. */
export async function leadsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/v1/leads/campaigns/:campaignId';

  r.get(
    `${base}/stats`,
    {
      config: readCounts,
      schema: { tags, params, querystring: companyView, response: { 200: dataEnvelope(campaignStatsSchema) } },
    },
    async (request) => ({ data: await campaignStats(ctx, actorOf(request), request.params.campaignId) }),
  );

  r.get(
    base,
    {
      config: readLeadsTable,
      schema: {
        tags,
        params,
        querystring: pageQuerySchema.extend({ sort: emptyAsUnset(z.enum(LEAD_SORT_FIELDS)), ...companyView.shape }),
        response: { 200: dataEnvelope(pageOf(leadSchema)) },
      },
    },
    async (request) => ({ data: await searchLeads(ctx, actorOf(request), request.params.campaignId, request.query) }),
  );

  r.get(
    `${base}/export.csv`,
    {
      config: exportPersonalData,
      // Fastify's derived HEAD route would run the whole export and throw the rows away.
      exposeHeadRoute: false,
      schema: { tags, params, querystring: companyView.extend(leadsExportQuerySchema.shape) },
    },
    async (request, reply) => {
      const { fileName, batches } = await leadsExport(ctx, actorOf(request), request.params.campaignId);
      const language = exportLanguage(request.query.language, request.headers['accept-language']);
      const stream = leadsCsv(batches, language, (error) => request.log.error({ err: error }, 'leads export failed'));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );

  // The general leads export (issue 16): the company's leads across its campaigns, filtered.
  r.get(
    '/api/v1/leads/export.csv',
    {
      config: exportPersonalData,
      exposeHeadRoute: false,
      schema: { tags, querystring: companyView.and(leadsGeneralExportQuerySchema) },
    },
    async (request, reply) => {
      const { fileName, batches } = await generalLeadsExport(ctx, actorOf(request), request.query);
      const language = exportLanguage(request.query.language, request.headers['accept-language']);
      const onError = (error: unknown) => request.log.error({ err: error }, 'general leads export failed');
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(leadsCsv(batches, language, onError, GENERAL_LEADS_CSV_COLUMNS));
    },
  );
}
