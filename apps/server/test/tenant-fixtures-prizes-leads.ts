import { randomUUID } from 'node:crypto';
import { each, eachCampaign, type RouteFixture, type TenantA, type WalkRequest } from './tenant-walk-types.ts';

const prizes = '/api/v1/prizes';
const leadsApi = '/api/v1/leads/campaigns';
const responsesApi = '/api/v1/responses/campaigns';
const A_VOUCHER_CODES = ['ALPHAMARKER-1', 'ALPHAMARKER-2', 'ALPHAMARKER-3', 'alphamarker-1'];
const eachPool = (a: TenantA, toRequest: (id: string) => WalkRequest) => each(a.poolIds, toRequest);

/** Prizes and vouchers, leads, exports, survey responses and the campaign analytics page. */
export const PRIZE_AND_LEAD_ROUTE_FIXTURES: Record<string, RouteFixture> = {
  // prizes
  [`GET ${prizes}/pools`]: { requests: () => [{}] },
  [`POST ${prizes}/pools`]: { requests: () => [{ body: { name: `Walk prize ${randomUUID()}`, stock: 1 } }] },
  [`GET ${prizes}/pools/:id`]: { requests: (a) => eachPool(a, (id) => ({ params: { id } })) },
  [`PUT ${prizes}/pools/:id`]: {
    requests: (a) => eachPool(a, (id) => ({ params: { id }, body: { name: 'Hijacked by B', stock: 0 } })),
  },
  [`DELETE ${prizes}/pools/:id`]: { requests: (a) => eachPool(a, (id) => ({ params: { id } })) },
  // No body: a foreign pool answers 404 before the body is read (a string body would get Fastify's 415 first).
  [`POST ${prizes}/pools/:id/codes/import`]: { requests: (a) => eachPool(a, (id) => ({ params: { id } })) },
  [`POST ${prizes}/pools/:id/codes/generate`]: {
    requests: (a) => eachPool(a, (id) => ({ params: { id }, body: { pattern: 'WALK-XXXX####', count: 3 } })),
  },
  [`GET ${prizes}/pools/:id/codes`]: {
    requests: (a) => eachPool(a, (id) => ({ params: { id }, query: { search: 'ALPHAMARKER' } })),
  },
  [`GET ${prizes}/audit`]: { requests: (a) => [{}, ...eachPool(a, (poolId) => ({ query: { poolId } }))] },
  // A's codes as tenant-walk-seed.ts gives them (ALPHAMARKER-1 is won): B must get 404, never A's voucher.
  [`GET ${prizes}/vouchers`]: { requests: () => each(A_VOUCHER_CODES, (code) => ({ query: { code } })) },
  [`POST ${prizes}/vouchers/redeem`]: {
    requests: (a) =>
      A_VOUCHER_CODES.flatMap((code) => [{ body: { code } }, ...eachPool(a, (poolId) => ({ body: { code, poolId } }))]),
  },

  // leads
  [`GET ${leadsApi}/:campaignId/stats`]: {
    requests: (a) => eachCampaign(a, (campaignId) => ({ params: { campaignId } })),
  },
  [`GET ${leadsApi}/:campaignId`]: {
    requests: (a) => [
      ...eachCampaign(a, (campaignId) => ({ params: { campaignId }, query: { size: '100' } })),
      ...eachCampaign(a, (campaignId) => ({ params: { campaignId }, query: { search: 'zyx' } })),
    ],
  },
  [`GET ${leadsApi}/:campaignId/export.csv`]: {
    requests: (a) => eachCampaign(a, (campaignId) => ({ params: { campaignId } })),
  },

  // exports (issue 16)
  'GET /api/v1/leads/export.csv': {
    requests: (a) => [
      {},
      { query: { outcome: 'won' } },
      { query: { campaignIds: a.campaignIds.join(',') } },
      ...eachCampaign(a, (campaignId) => ({ query: { campaignIds: campaignId, from: '2000-01-01' } })),
    ],
  },
  // background leads exports (issue 16)
  'POST /api/v1/leads/exports': {
    requests: (a) => [
      { body: { campaignIds: a.campaignIds } },
      ...eachCampaign(a, (campaignId) => ({ body: { campaignIds: [campaignId], outcome: 'won' } })),
    ],
  },
  'GET /api/v1/leads/exports': { requests: () => [{}] },
  'GET /api/v1/leads/exports/:exportId': {
    requests: (a) => each(a.leadExportIds, (exportId) => ({ params: { exportId } })),
  },
  'GET /api/v1/leads/exports/:exportId/file': {
    requests: (a) => each(a.leadExportIds, (exportId) => ({ params: { exportId } })),
  },
  'POST /api/v1/leads/exports/:exportId/retry': {
    requests: (a) => each(a.leadExportIds, (exportId) => ({ params: { exportId } })),
  },
  'DELETE /api/v1/leads/exports/:exportId': {
    requests: (a) => each(a.leadExportIds, (exportId) => ({ params: { exportId } })),
  },
  'GET /api/v1/campaign-data/download/campaignData/:campaignId': {
    requests: (a) => [
      ...eachCampaign(a, (campaignId) => ({ params: { campaignId } })),
      ...eachCampaign(a, (campaignId) => ({ params: { campaignId }, query: { language: 'sr' } })),
    ],
  },

  // a survey's responses
  [`GET ${responsesApi}/:campaignId/summary`]: {
    requests: (a) => eachCampaign(a, (campaignId) => ({ params: { campaignId } })),
  },
  [`GET ${responsesApi}/:campaignId/free-texts`]: {
    requests: (a) => eachCampaign(a, (campaignId) => ({ params: { campaignId }, query: { questionId: 'question-4' } })),
  },
  [`GET ${responsesApi}/:campaignId/export`]: {
    requests: (a) => [
      ...eachCampaign(a, (campaignId) => ({ params: { campaignId } })),
      ...eachCampaign(a, (campaignId) => ({ params: { campaignId }, query: { format: 'xlsx' } })),
    ],
  },

  // the campaign analytics page (issue 16): B reads or clears A's campaigns' analytics
  'GET /api/v1/analytics/campaigns/:campaignId': {
    requests: (a) => [
      ...eachCampaign(a, (campaignId) => ({ params: { campaignId } })),
      ...eachCampaign(a, (campaignId) => ({
        params: { campaignId },
        query: { from: '2000-01-01', to: '2000-12-31', interval: 'week', compare: 'true' },
      })),
    ],
  },
  'DELETE /api/v1/analytics/campaigns/:campaignId': {
    requests: (a) => eachCampaign(a, (campaignId) => ({ params: { campaignId } })),
  },
};
