import { randomUUID } from 'node:crypto';
import { ASSET_CATEGORIES } from '@gc/contracts/assets';
import { WHEEL_DEFAULTS } from '@gc/games/spin-the-wheel/definition';
import {
  build,
  campaign,
  campaignData,
  each,
  eachCampaign,
  type RouteFixture,
  type TenantA,
} from './tenant-walk-types.ts';

const drafts = '/api/v1/campaign-data/campaigns';
const assetsApi = '/api/v1/campaign-data/assets';
const companyImages = '/api/v1/assets/company-images';
const gameSettings = '/api/v1/games/:type/game-settings/:campaignId';
const newCampaign = (a: TenantA) => ({
  name: `Walk campaign ${randomUUID()}`,
  campaignType: 'spin-the-wheel',
  templateId: a.campaignIds[0],
  languages: ['en'],
  registrationType: '',
});

/** Campaigns, the advanced builder, assets, the image library, game settings, ads and publishing. */
export const CAMPAIGN_ROUTE_FIXTURES: Record<string, RouteFixture> = {
  // campaigns
  [`GET ${campaign}/search`]: {
    requests: (a) => [
      {},
      { query: { status: 'ALL', size: '100' } },
      { query: { status: 'DELETED', size: '100' } },
      { query: { status: 'ACTIVE' } },
      ...each(a.markers, (search) => ({ query: { search } })),
    ],
  },
  [`GET ${campaign}/overview`]: { requests: () => [{}] },
  [`GET ${campaign}/languages/`]: { requests: () => [{}] },
  [`GET ${campaign}/exists/:name`]: { requests: () => [{ params: { name: 'Alphamarker Summer' } }] },
  [`GET ${campaign}/:id`]: { requests: (a) => eachCampaign(a, (id) => ({ params: { id } })) },
  [`DELETE ${campaign}/:id`]: { requests: (a) => eachCampaign(a, (id) => ({ params: { id } })) },
  [`PUT ${campaign}/`]: {
    requests: (a) => [
      ...eachCampaign(a, (id) => ({ body: { id, status: 'INACTIVE' } })),
      ...eachCampaign(a, (id) => ({ body: { id, status: 'DELETED' } })),
      ...eachCampaign(a, (id) => ({ body: { id, name: 'Hijacked by B', logoUrl: 'https://evil.test/x.png' } })),
    ],
  },
  [`POST ${campaign}/:id/copy`]: { requests: (a) => eachCampaign(a, (id) => ({ params: { id } })) },
  [`GET ${campaign}/:id/integrations/effective-custom-attributes-schema`]: {
    requests: (a) => eachCampaign(a, (id) => ({ params: { id } })),
  },
  [`POST ${drafts}`]: { requests: (a) => [{ body: newCampaign(a) }] },
  [`GET ${drafts}/:id`]: { requests: (a) => eachCampaign(a, (id) => ({ params: { id } })) },
  [`PUT ${drafts}/:id`]: {
    requests: (a) =>
      eachCampaign(a, (id) => ({
        params: { id },
        body: { changes: { texts: { en: { 'introduction.title': 'Hijacked by B' } } } },
      })),
  },
  // issue 17, the advanced builder: A's pages and style sheet, read and overwritten by B
  [`GET ${campaignData}/html/:campaignId/:pageId`]: {
    requests: (a) => eachCampaign(a, (campaignId) => ({ params: { campaignId, pageId: 'introduction' } })),
  },
  [`PUT ${campaignData}/html/`]: {
    requests: (a) =>
      eachCampaign(a, (campaignId) => ({
        body: { campaignId, pageId: 'introduction', rawHtml: '<p>Hijacked by B</p>' },
      })),
  },
  [`GET ${campaignData}/css/index/:id`]: { requests: (a) => eachCampaign(a, (id) => ({ params: { id } })) },
  [`PUT ${campaignData}/css/index/:id`]: {
    requests: (a) => eachCampaign(a, (id) => ({ params: { id }, body: { css: 'body { display: none }' } })),
  },
  'GET /api/v1/resources/campaign-types': { requests: () => [{}] },
  'GET /api/v1/resources/company-templates/:type': {
    requests: () => [{ params: { type: 'spin-the-wheel' } }, { params: { type: 'advanced-spin-the-wheel' } }],
  },

  // assets: the upload goes as JSON, because the campaign is checked before the body is read
  [`POST ${assetsApi}/:category/:campaignId/`]: {
    requests: (a) =>
      eachCampaign(a, (campaignId) => ({ params: { category: 'image', campaignId }, body: { scope: 'company' } })),
  },
  [`GET ${assetsApi}/:category/all/:campaignId`]: {
    requests: (a) =>
      ASSET_CATEGORIES.flatMap((category) => eachCampaign(a, (campaignId) => ({ params: { category, campaignId } }))),
  },
  [`DELETE ${assetsApi}/:category/:campaignId/:assetId`]: {
    requests: (a) =>
      a.campaignIds.flatMap((campaignId) =>
        ASSET_CATEGORIES.flatMap((category) =>
          each(a.assetIds, (assetId) => ({ params: { category, campaignId, assetId } })),
        ),
      ),
  },
  // the company image library (prize images): acts on the caller's own company only. The upload goes
  // as JSON: refused (415) before anything is stored; with companyViewId=A it is refused before that.
  [`GET ${companyImages}`]: { requests: () => [{}] },
  [`POST ${companyImages}`]: { requests: () => [{ body: { scope: 'company' } }] },
  [`DELETE ${companyImages}/:assetId`]: { requests: (a) => each(a.assetIds, (assetId) => ({ params: { assetId } })) },

  // game settings: defaults (which would save if the campaign check failed) and a body giving away A's pool
  [`GET ${gameSettings}`]: {
    requests: (a) =>
      ['spin-the-wheel', 'advanced-spin-the-wheel'].flatMap((type) =>
        eachCampaign(a, (campaignId) => ({ params: { type, campaignId } })),
      ),
  },
  [`PUT ${gameSettings}`]: {
    requests: (a) =>
      a.campaignIds.flatMap((campaignId) => [
        { params: { type: 'spin-the-wheel', campaignId }, body: { ...WHEEL_DEFAULTS, wheelSpeed: 4 } },
        {
          params: { type: 'spin-the-wheel', campaignId },
          body: {
            ...WHEEL_DEFAULTS,
            sectors: WHEEL_DEFAULTS.sectors.map((sector, index) =>
              index === 0 ? { ...sector, poolId: a.poolIds[0], oddsBp: 5_000 } : sector,
            ),
            poolIds: [a.poolIds[0]],
          },
        },
      ]),
  },

  [`PATCH ${gameSettings}`]: {
    requests: (a) =>
      a.campaignIds.flatMap((campaignId) => [
        { params: { type: 'spin-the-wheel', campaignId }, body: { wheelSpeed: 4 } },
        {
          params: { type: 'spin-the-wheel', campaignId },
          body: {
            sectors: WHEEL_DEFAULTS.sectors.map((sector, index) =>
              index === 0 ? { ...sector, poolId: a.poolIds[0], oddsBp: 5_000 } : sector,
            ),
            poolIds: [a.poolIds[0]],
          },
        },
      ]),
  },

  // ads (§7 GET/PUT /campaigns/{id}/ads)
  'GET /api/v1/games/campaigns/:campaignId/ads': {
    requests: (a) => eachCampaign(a, (campaignId) => ({ params: { campaignId } })),
  },
  'PUT /api/v1/games/campaigns/:campaignId/ads': {
    requests: (a) =>
      eachCampaign(a, (campaignId) => ({
        params: { campaignId },
        body: { imageUrl: 'https://bravo.test/hijack.png', linkUrl: 'https://bravo.test', altTexts: {} },
      })),
  },

  // publishing
  [`POST ${build}/publish`]: {
    requests: (a) =>
      eachCampaign(a, (campaignId) => ({
        body: { campaignId, campaignType: 'spin-the-wheel', publishOptions: { mode: 1, debugModeEnabled: true } },
      })),
  },
  [`POST ${build}/retailer/publish`]: {
    requests: (a) =>
      eachCampaign(a, (campaignId) => ({
        body: { campaignId, campaignType: 'retailer-wheel', publishOptions: { mode: 1, debugModeEnabled: true } },
      })),
  },
  [`POST ${build}/retailer2/publish`]: {
    requests: (a) =>
      eachCampaign(a, (campaignId) => ({
        body: { campaignId, campaignType: 'retailer2-wheel', publishOptions: { mode: 1, debugModeEnabled: true } },
      })),
  },
  [`PUT ${build}/deactivate`]: {
    requests: (a) => eachCampaign(a, (campaignId) => ({ body: { campaignId, publishOptions: { mode: 1 } } })),
  },
  [`GET ${build}/releases/:campaignId`]: {
    requests: (a) => eachCampaign(a, (campaignId) => ({ params: { campaignId } })),
  },
  [`GET ${build}/checklist/:campaignId`]: {
    requests: (a) =>
      eachCampaign(a, (campaignId) => ({
        params: { campaignId },
        query: { expectedPlays: '1000', playsPerDay: '100' },
      })),
  },
  [`GET ${build}/prize-simulation/:campaignId`]: {
    requests: (a) => eachCampaign(a, (campaignId) => ({ params: { campaignId }, query: { playsPerDay: '100' } })),
  },
};
