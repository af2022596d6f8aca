import { randomUUID } from 'node:crypto';
import { ASSET_CATEGORIES } from '@gc/contracts/assets';
import { WHEEL_DEFAULTS } from '@gc/games/spin-the-wheel/definition';

/**
 * What the tenant-isolation walk knows about company A, the victim: every id and e-mail of its data
 * and the marker strings its names were given. None of these may appear in an answer to company B.
 */
export type TenantA = {
  companyId: string;
  childCompanyId: string;
  userIds: string[];
  emails: string[];
  /** A's campaigns: a draft, an active one and a deleted one. */
  campaignIds: string[];
  /** A's uploaded assets (campaign and company library). */
  assetIds: string[];
  /** A's prize pools: one with voucher codes, one unlimited. */
  poolIds: string[];
  /** A's leads and plays (on the active campaign's release). */
  leadIds: string[];
  /** What identifies A's leads as people (e-mail, name, phone): only view roles may read it. */
  leadPersonalData: string[];
  playIds: string[];
  /** The outbox mails to A's users (an invitation among them) and A's campaign e-mail deliveries. */
  mailIds: string[];
  /** A's campaign e-mails and company e-mail templates (issue 14). */
  campaignEmailIds: string[];
  templateKeys: string[];
  /** A's loyalty program and outcome setting (issue 15); its client user id and app secret are markers. */
  loyaltyIntegrationIds: string[];
  loyaltySettingIds: string[];
  /** A's program's award whose delivery failed (numeric ids: walked, not searched for in answers). */
  loyaltyAwardIds: string[];
  /** A's lead destinations (a webhook) and a delivery of its lead to it (issue 15). */
  destinationIds: string[];
  deliveryIds: string[];
  /** A's background leads export, finished (its file holds A's leads) (issue 16). */
  leadExportIds: string[];
  /** Names given to A's company, child company and users that occur nowhere else. */
  markers: string[];
};

/** One request of the walk; `:name` segments of the route's URL are filled from `params`. */
export type WalkRequest = { params?: Record<string, string>; query?: Record<string, string>; body?: unknown };

export type RouteFixture = {
  /** The requests a user of company B sends, each aimed at company A's data where the route takes an id. */
  requests(a: TenantA): WalkRequest[];
  /** The route ends the caller's own session (log-out): the walk sends it last. */
  endsOwnSession?: boolean;
};

const each = <T>(values: T[], toRequest: (value: T) => WalkRequest) => values.map(toRequest);
const aCompanies = (a: TenantA) => [a.companyId, a.childCompanyId];
const hijackUser = { firstName: 'Hijacked', lastName: 'By B', roles: ['VIEWER'] };
const newUser = (a: TenantA) => ({
  email: `walk-${randomUUID()}@bravo.test`,
  firstName: 'Walk',
  lastName: 'Invitee',
  roles: ['USER'],
  companyId: a.companyId,
});

const um = '/api/v1/user-management';
const campaign = '/api/v1/campaign';
const drafts = '/api/v1/campaign-data/campaigns';
const campaignData = '/api/v1/campaign-data';
const assetsApi = '/api/v1/campaign-data/assets';
const companyImages = '/api/v1/assets/company-images';
const gameSettings = '/api/v1/games/:type/game-settings/:campaignId';
const build = '/api/v1/build';
const prizes = '/api/v1/prizes';
const leadsApi = '/api/v1/leads/campaigns';
const responsesApi = '/api/v1/responses/campaigns';
const integrations = '/api/v1/integrations';
const eachDestination = (a: TenantA, body?: unknown) =>
  a.destinationIds.map((destinationId) => ({ params: { destinationId }, ...(body === undefined ? {} : { body }) }));
const eachDelivery = (a: TenantA) =>
  a.destinationIds.flatMap((destinationId) =>
    a.deliveryIds.map((deliveryId) => ({ params: { destinationId, deliveryId } })),
  );
const mail = '/api/v1/mail';
const loyalty = '/api/v1/loyalty';
const walkBlocks = [{ type: 'text', text: 'Hijacked by B {{firstName}}' }];
const eachEmail = (a: TenantA, toRequest: (campaignId: string, emailId: string) => WalkRequest) =>
  a.campaignIds.flatMap((campaignId) => a.campaignEmailIds.map((emailId) => toRequest(campaignId, emailId)));
const A_VOUCHER_CODES = ['ALPHAMARKER-1', 'ALPHAMARKER-2', 'ALPHAMARKER-3', 'alphamarker-1'];
const eachPool = (a: TenantA, toRequest: (id: string) => WalkRequest) => each(a.poolIds, toRequest);
const eachCampaign = (a: TenantA, toRequest: (id: string) => WalkRequest) => each(a.campaignIds, toRequest);
const newCampaign = (a: TenantA) => ({
  name: `Walk campaign ${randomUUID()}`,
  campaignType: 'spin-the-wheel',
  templateId: a.campaignIds[0],
  languages: ['en'],
  registrationType: '',
});

/**
 * Every registered route, keyed "METHOD url" exactly as registered. A route missing here and from
 * EXEMPT_ROUTES fails the walk: whoever adds a route adds its fixture (or its written exemption).
 * A HEAD route that Fastify derives from a GET runs the GET's handler and is covered by it.
 */
export const ROUTE_FIXTURES: Record<string, RouteFixture> = {
  // authentication (private parts): they act on the caller only, so they are walked with what a caller could try
  [`POST ${um}/users/log-out`]: { requests: () => [{ body: {} }], endsOwnSession: true },
  [`POST ${um}/users/change-password`]: {
    // A wrong current password: a right one would end the walker's sessions halfway through the walk.
    requests: () => [{ body: { currentPassword: 'Not-The-Password-1!', newPassword: 'Taken-Over-2026!' } }],
  },
  [`POST ${um}/users/otp/setup`]: { requests: () => [{}] },
  [`GET ${um}/users/check-otp/:code`]: { requests: () => [{ params: { code: '123456' } }] },
  [`GET ${um}/users/is-otp-set/:userId`]: { requests: (a) => each(a.userIds, (userId) => ({ params: { userId } })) },
  [`DELETE ${um}/users/otp`]: { requests: () => [{ body: { code: '123456' } }] },

  // the logged-in account
  [`GET ${um}/users/logged-in/type`]: { requests: () => [{}] },
  [`GET ${um}/users/logged-in/roles`]: { requests: () => [{}] },
  [`GET ${um}/user-details/logged-in`]: { requests: () => [{}] },
  [`PUT ${um}/user-details/logged-in`]: {
    requests: (a) => [
      {
        body: { firstName: 'Walker', lastName: 'Bravo', id: a.userIds[0], companyId: a.companyId, email: a.emails[0] },
      },
    ],
  },

  // user management
  [`GET ${um}/user-details/exists/:email`]: { requests: (a) => each(a.emails, (email) => ({ params: { email } })) },
  [`GET ${um}/users`]: {
    requests: (a) => [
      {},
      { query: { size: '100', status: 'INVITED' } },
      ...each(a.markers, (search) => ({ query: { search } })),
    ],
  },
  [`POST ${um}/users`]: {
    requests: (a) => [
      { body: { ...newUser(a), email: a.emails[0] } },
      { body: newUser(a) },
      { body: { ...newUser(a), roles: ['SUPER_ADMIN'] } },
    ],
  },
  [`PUT ${um}/users/:id`]: { requests: (a) => each(a.userIds, (id) => ({ params: { id }, body: hijackUser })) },
  [`POST ${um}/users/:id/deactivate`]: { requests: (a) => each(a.userIds, (id) => ({ params: { id } })) },
  [`POST ${um}/users/:id/activate`]: { requests: (a) => each(a.userIds, (id) => ({ params: { id } })) },

  // companies
  'GET /api/v1/companies': { requests: () => [{}] },
  'GET /api/v1/companies/:id': { requests: (a) => each(aCompanies(a), (id) => ({ params: { id } })) },
  'POST /api/v1/companies': { requests: (a) => [{ body: { name: 'Walk Company', parentId: a.companyId } }] },
  'PUT /api/v1/companies/:id': {
    requests: (a) =>
      each(aCompanies(a), (id) => ({
        params: { id },
        body: { name: 'Hijacked Company', tags: ['builder2access'], timeZone: 'UTC', parentId: null },
      })),
  },
  // Issue 17: deactivating or reactivating A's companies is a super admin's (B's users get 403)
  'POST /api/v1/companies/:id/deactivate': { requests: (a) => each(aCompanies(a), (id) => ({ params: { id } })) },
  'POST /api/v1/companies/:id/activate': { requests: (a) => each(aCompanies(a), (id) => ({ params: { id } })) },
  // The caller's own company's zone: aimed at A through companyViewId, which only platform roles may use.
  'PUT /api/v1/companies/current/time-zone': {
    requests: (a) => [
      { body: { timeZone: 'UTC' } },
      { query: { companyViewId: a.companyId }, body: { timeZone: 'Asia/Tokyo' } },
    ],
  },

  // time zones: the IANA data, the same for every company
  'GET /api/v1/time-zones/distinct': { requests: () => [{}] },
  'POST /api/v1/time-zones/offset': { requests: () => [{ body: { timeZoneName: 'Europe/Belgrade' } }] },
  'POST /api/v1/time-zones/changes': {
    requests: () => {
      const from = Math.floor(Date.now() / 1000);
      return [{ body: { timeZoneName: 'Europe/Belgrade', from, to: from + 365 * 24 * 3600 } }];
    },
  },
  [`GET ${um}/company-details/expirationDate/:id`]: {
    requests: (a) => each(aCompanies(a), (id) => ({ params: { id } })),
  },

  // demo offers and the sales area (issue 17): the platform's sales staff only (tenant roles get 403);
  // accepting the EULA for A's companies is "not found" and leaves A's rows as they are
  [`GET ${um}/offer/demo`]: { requests: () => [{}] },
  [`POST ${um}/offer/demo`]: {
    requests: () => [
      {
        body: {
          companyName: 'Walk Prospect',
          firstName: 'Walk',
          lastName: 'Prospect',
          email: 'walk-prospect@bravo.test',
        },
      },
    ],
  },
  [`POST ${um}/offer/demo/send-offer/:uuid`]: { requests: () => [{ params: { uuid: randomUUID() } }] },
  [`GET ${um}/offer/:id`]: { requests: () => [{ params: { id: randomUUID() } }] },
  [`POST ${um}/offer/accept-EULA/:id`]: {
    requests: (a) => each(aCompanies(a), (id) => ({ params: { id }, body: { isAccepted: true } })),
  },
  'POST /api/v1/sales/registrations': {
    requests: (a) => [
      { body: { companyName: 'Walk Customer', firstName: 'Walk', lastName: 'Customer', email: a.emails[0] } },
    ],
  },

  // feature flags
  'GET /api/v1/flags': { requests: () => [{}] },
  'PUT /api/v1/flags/:key': {
    requests: (a) => [
      { params: { key: 'ANALYTICS' }, body: { enabled: false, companyId: a.companyId } },
      { params: { key: 'CHAT_WIDGET' }, body: { enabled: true, companyId: null } },
    ],
  },

  // internal analytics: a usage event about A's campaign is refused (B's flag, or 404); the counts are super admins'
  'POST /api/v1/internal-analytics/events': {
    requests: (a) =>
      eachCampaign(a, (campaignId) => ({ body: { eventName: 'campaign-opened', campaignId, appVersion: 'walk' } })),
  },
  // The chat widget's message goes to support as the caller; no id of A's to aim at.
  'POST /api/v1/support/messages': { requests: () => [{ body: { message: 'Walk message', page: '/dashboard' } }] },
  'GET /api/v1/internal-analytics/counts': {
    requests: () => [{}, { query: { from: '2026-01-01', to: '2026-12-31' } }],
  },

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
  [`GET /api/v1/games/campaigns/:campaignId/ads`]: {
    requests: (a) => eachCampaign(a, (campaignId) => ({ params: { campaignId } })),
  },
  [`PUT /api/v1/games/campaigns/:campaignId/ads`]: {
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
  // campaign e-mails (§7 Mail, issue 14)
  [`GET ${mail}/mailType/:campaignId`]: {
    requests: (a) => eachCampaign(a, (campaignId) => ({ params: { campaignId } })),
  },
  [`PUT ${mail}/mailType/:campaignId`]: {
    requests: (a) => eachCampaign(a, (campaignId) => ({ params: { campaignId }, body: { emailType: 'NOEMAIL' } })),
  },
  [`DELETE ${mail}/mailType/:campaignId`]: {
    requests: (a) => eachCampaign(a, (campaignId) => ({ params: { campaignId } })),
  },
  [`GET ${mail}/sender/:campaignId`]: {
    requests: (a) => eachCampaign(a, (campaignId) => ({ params: { campaignId } })),
  },
  [`PUT ${mail}/sender/:campaignId`]: {
    requests: (a) =>
      eachCampaign(a, (campaignId) => ({
        params: { campaignId },
        body: { displayName: 'Hijacked by B', replyTo: 'b@bravo.test' },
      })),
  },
  [`DELETE ${mail}/sender/:campaignId`]: {
    requests: (a) => eachCampaign(a, (campaignId) => ({ params: { campaignId } })),
  },
  [`POST ${mail}/mailsls/`]: {
    requests: (a) =>
      eachCampaign(a, (campaignId) => ({
        body: { campaignId, outcome: 'lose', language: 'en', subject: 'Hijack', blocks: walkBlocks },
      })),
  },
  [`PUT ${mail}/mailsls/`]: {
    requests: (a) =>
      eachEmail(a, (campaignId, id) => ({
        body: { id, campaignId, outcome: 'win', language: 'en', subject: 'Hijack', blocks: walkBlocks },
      })),
  },
  [`GET ${mail}/getAll/:campaignId`]: {
    requests: (a) => eachCampaign(a, (campaignId) => ({ params: { campaignId } })),
  },
  [`DELETE ${mail}/deleteAll/:campaignId`]: {
    requests: (a) => eachCampaign(a, (campaignId) => ({ params: { campaignId } })),
  },
  // No body: a foreign campaign or e-mail answers 404 before the upload is read.
  [`POST ${mail}/mailsls/:campaignId/:emailId/attachment`]: {
    requests: (a) => eachEmail(a, (campaignId, emailId) => ({ params: { campaignId, emailId } })),
  },
  [`DELETE ${mail}/mailsls/:campaignId/:emailId/attachment`]: {
    requests: (a) => eachEmail(a, (campaignId, emailId) => ({ params: { campaignId, emailId } })),
  },
  [`POST ${mail}/mailsls/:campaignId/:emailId/test`]: {
    requests: (a) => eachEmail(a, (campaignId, emailId) => ({ params: { campaignId, emailId } })),
  },
  [`POST ${mail}/preview/:campaignId`]: {
    requests: (a) =>
      eachCampaign(a, (campaignId) => ({
        params: { campaignId },
        body: { outcome: 'win', language: 'en', subject: 'Peek', blocks: walkBlocks },
      })),
  },
  [`GET ${mail}/deliveries/:campaignId`]: {
    requests: (a) => eachCampaign(a, (campaignId) => ({ params: { campaignId }, query: { size: '100' } })),
  },
  [`POST ${mail}/deliveries/:campaignId/:mailId/retry`]: {
    requests: (a) =>
      a.campaignIds.flatMap((campaignId) => each(a.mailIds, (mailId) => ({ params: { campaignId, mailId } }))),
  },
  [`GET ${mail}/templates`]: { requests: () => [{}] },
  [`POST ${mail}/templates`]: {
    requests: () => [{ body: { name: 'Walk template', language: null, subject: 'Walk', blocks: walkBlocks } }],
  },
  [`DELETE ${mail}/templates/:key`]: { requests: (a) => each(a.templateKeys, (key) => ({ params: { key } })) },
  [`POST ${build}/generate-emails`]: {
    requests: (a) => [
      ...eachCampaign(a, (campaignId) => ({ body: { campaignId, emailTemplateId: 'default-email' } })),
      ...a.templateKeys.map((emailTemplateId) => ({ body: { campaignId: a.campaignIds[1], emailTemplateId } })),
    ],
  },

  // loyalty (§7 Loyalty, issue 15)
  [`GET ${loyalty}/integrations`]: { requests: () => [{}] },
  [`POST ${loyalty}/integrations`]: {
    requests: () => [{ body: { key: 'bravo-club', name: 'Bravo club' } }],
  },
  [`PUT ${loyalty}/integrations/:integrationId`]: {
    requests: (a) =>
      each(a.loyaltyIntegrationIds, (integrationId) => ({
        params: { integrationId },
        body: { key: 'hijacked', name: 'Hijacked' },
      })),
  },
  [`DELETE ${loyalty}/integrations/:integrationId`]: {
    requests: (a) => each(a.loyaltyIntegrationIds, (integrationId) => ({ params: { integrationId } })),
  },
  [`GET ${loyalty}/integrations/:integrationId/balances/:clientUserId`]: {
    requests: (a) =>
      each(a.loyaltyIntegrationIds, (integrationId) => ({
        params: { integrationId, clientUserId: 'alphamarker-client-user' },
      })),
  },
  [`POST ${loyalty}/integrations/:integrationId/credits`]: {
    requests: (a) =>
      each(a.loyaltyIntegrationIds, (integrationId) => ({
        params: { integrationId },
        body: { clientUserId: 'alphamarker-client-user', points: 1000 },
      })),
  },
  [`GET ${loyalty}/integrations/:integrationId/awards`]: {
    requests: (a) => each(a.loyaltyIntegrationIds, (integrationId) => ({ params: { integrationId } })),
  },
  [`GET ${loyalty}/integrations/:integrationId/awards/:awardId`]: {
    requests: (a) =>
      a.loyaltyIntegrationIds.flatMap((integrationId) =>
        a.loyaltyAwardIds.map((awardId) => ({ params: { integrationId, awardId } })),
      ),
  },
  [`POST ${loyalty}/integrations/:integrationId/awards/:awardId/retry`]: {
    requests: (a) =>
      a.loyaltyIntegrationIds.flatMap((integrationId) =>
        a.loyaltyAwardIds.map((awardId) => ({ params: { integrationId, awardId } })),
      ),
  },
  [`GET ${loyalty}/app-secret`]: { requests: () => [{}] },
  [`POST ${loyalty}/app-secret`]: { requests: () => [{}] },
  [`GET ${loyalty}/outcome-settings/campaign/:campaignId`]: {
    requests: (a) => eachCampaign(a, (campaignId) => ({ params: { campaignId } })),
  },
  [`GET ${loyalty}/outcome-settings/:settingId`]: {
    requests: (a) => each(a.loyaltySettingIds, (settingId) => ({ params: { settingId } })),
  },
  [`DELETE ${loyalty}/outcome-settings/:settingId`]: {
    requests: (a) => each(a.loyaltySettingIds, (settingId) => ({ params: { settingId } })),
  },
  [`PUT ${loyalty}/campaigns/:campaignId/outcomes/:outcomeId`]: {
    requests: (a) => [
      ...eachCampaign(a, (campaignId) => ({
        params: { campaignId, outcomeId: 'win' },
        body: { companyIntegrationId: '' },
      })),
      ...a.campaignIds.flatMap((campaignId) =>
        each(a.loyaltyIntegrationIds, (companyIntegrationId) => ({
          params: { campaignId, outcomeId: 'win' },
          body: { companyIntegrationId, identifier: 'HIJACK', points: 1 },
        })),
      ),
    ],
  },
  [`GET ${loyalty}/spending-points/:campaignId`]: {
    requests: (a) => eachCampaign(a, (campaignId) => ({ params: { campaignId } })),
  },
  [`PUT ${loyalty}/spending-points/:campaignId`]: {
    requests: (a) =>
      a.campaignIds.flatMap((campaignId) =>
        each(a.loyaltyIntegrationIds, (companyIntegrationId) => ({
          params: { campaignId },
          body: { companyIntegrationId, pointsPerPlay: 1 },
        })),
      ),
  },
  [`DELETE ${loyalty}/spending-points/:campaignId`]: {
    requests: (a) => eachCampaign(a, (campaignId) => ({ params: { campaignId } })),
  },

  // the company's custom outcome attribute schema (issue 3's admin screen)
  'GET /api/v1/companies/current/custom-attribute-schema': { requests: () => [{}] },
  'PUT /api/v1/companies/current/custom-attribute-schema': { requests: () => [{ body: { schema: null } }] },
  // the lead flow (issue 15)
  [`GET ${integrations}/destinations`]: { requests: () => [{}] },
  [`POST ${integrations}/destinations`]: {
    requests: () => [{ body: { kind: 'webhook', name: 'Walk hook', settings: { url: 'http://127.0.0.1:9/walk' } } }],
  },
  [`GET ${integrations}/destinations/:destinationId`]: { requests: (a) => eachDestination(a) },
  [`PUT ${integrations}/destinations/:destinationId`]: {
    requests: (a) => eachDestination(a, { name: 'Hijacked by B', settings: { url: 'http://127.0.0.1:9/b' } }),
  },
  [`DELETE ${integrations}/destinations/:destinationId`]: { requests: (a) => eachDestination(a) },
  [`PUT ${integrations}/destinations/:destinationId/paused`]: {
    requests: (a) => eachDestination(a, { isPaused: true }),
  },
  [`GET ${integrations}/destinations/:destinationId/deliveries`]: { requests: (a) => eachDestination(a) },
  [`GET ${integrations}/destinations/:destinationId/deliveries/:deliveryId`]: { requests: (a) => eachDelivery(a) },
  [`POST ${integrations}/destinations/:destinationId/deliveries/:deliveryId/replay`]: {
    requests: (a) => eachDelivery(a),
  },
  [`POST ${integrations}/destinations/:destinationId/replay-dead`]: { requests: (a) => eachDestination(a) },
  [`GET ${integrations}/campaigns/:campaignId/destinations`]: {
    requests: (a) => eachCampaign(a, (campaignId) => ({ params: { campaignId } })),
  },
  [`PUT ${integrations}/campaigns/:campaignId/destinations`]: {
    requests: (a) => [
      ...eachCampaign(a, (campaignId) => ({ params: { campaignId }, body: { destinationIds: [] } })),
      // B's own campaign must not choose A's destination either (no campaign of B exists: a random id).
      { params: { campaignId: randomUUID() }, body: { destinationIds: a.destinationIds } },
    ],
  },
  [`GET ${integrations}/alerts`]: { requests: () => [{}] },
  [`GET ${integrations}/custom-attributes`]: { requests: () => [{}] },

  // admin
  'GET /api/v1/admin/outbox': { requests: () => [{}, { query: { size: '100' } }] },
  'POST /api/v1/admin/outbox/:id/reveal': { requests: (a) => each(a.mailIds, (id) => ({ params: { id } })) },
  'GET /api/v1/admin/outbox/:id/reveals': { requests: (a) => each(a.mailIds, (id) => ({ params: { id } })) },
};
