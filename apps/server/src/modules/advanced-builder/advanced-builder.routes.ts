import {
  campaignCssSchema,
  MAX_PAGE_HTML_LENGTH,
  pageHtmlSchema,
  saveCampaignCssRequestSchema,
  savePageHtmlRequestSchema,
} from '@gc/contracts/advanced-builder';
import { dataEnvelope } from '@gc/contracts/envelope';
import { DASHBOARD_ROLES, EDITING_ROLES } from '@gc/contracts/roles';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/app-context.ts';
import { actorOf } from '../../plugins/auth.ts';
import { getCampaignCss, getPageHtml, saveCampaignCss, savePageHtml } from './advanced-builder.service.ts';

const tags = ['campaign data'];
const campaignId = z.uuid({ error: 'Campaign not found' });
const pageParams = z.object({ campaignId, pageId: z.string().max(64) });
const cssParams = z.object({ id: campaignId });
/**
 * Room for the largest page the schema accepts once JSON-escaped (quotes and backslashes double), so
 * that one over the limit gets the schema's 400 with its message; far larger bodies get 413.
 */
const BODY_LIMIT = MAX_PAGE_HTML_LENGTH * 3;

/**
 * Spec §7 Campaign data service, the advanced builder's calls (issue 17), under /api/v1/campaign-data:
 * "GET /api/html/{campaignId}/{pageId}", "PUT /api/html/", "GET /api/css/index/{id}", and the CSS's
 * save, which the spec does not show. Reading: the dashboard roles, as the draft; writing: the
 * editing roles of §6. Both need the company's builder2access tag.
 */
export async function advancedBuilderRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/v1/campaign-data';

  r.get(
    `${base}/html/:campaignId/:pageId`,
    {
      config: { roles: DASHBOARD_ROLES },
      schema: { tags, params: pageParams, response: { 200: dataEnvelope(pageHtmlSchema) } },
    },
    async (request) => ({
      data: await getPageHtml(ctx, actorOf(request), request.params.campaignId, request.params.pageId),
    }),
  );

  r.put(
    `${base}/html/`,
    {
      config: { roles: EDITING_ROLES },
      bodyLimit: BODY_LIMIT,
      schema: { tags, body: savePageHtmlRequestSchema, response: { 200: dataEnvelope(pageHtmlSchema) } },
    },
    async (request) => ({ data: await savePageHtml(ctx, actorOf(request), request.body) }),
  );

  r.get(
    `${base}/css/index/:id`,
    {
      config: { roles: DASHBOARD_ROLES },
      schema: { tags, params: cssParams, response: { 200: dataEnvelope(campaignCssSchema) } },
    },
    async (request) => ({ data: await getCampaignCss(ctx, actorOf(request), request.params.id) }),
  );

  r.put(
    `${base}/css/index/:id`,
    {
      config: { roles: EDITING_ROLES },
      bodyLimit: BODY_LIMIT,
      schema: {
        tags,
        params: cssParams,
        body: saveCampaignCssRequestSchema,
        response: { 200: dataEnvelope(campaignCssSchema) },
      },
    },
    async (request) => ({
      data: await saveCampaignCss(ctx, actorOf(request), request.params.id, request.body),
    }),
  );
}
