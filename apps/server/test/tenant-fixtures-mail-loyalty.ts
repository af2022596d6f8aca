import { build, each, eachCampaign, type RouteFixture, type TenantA, type WalkRequest } from './tenant-walk-types.ts';

const mail = '/api/v1/mail';
const loyalty = '/api/v1/loyalty';
const walkBlocks = [{ type: 'text', text: 'Hijacked by B {{firstName}}' }];
const eachEmail = (a: TenantA, toRequest: (campaignId: string, emailId: string) => WalkRequest) =>
  a.campaignIds.flatMap((campaignId) => a.campaignEmailIds.map((emailId) => toRequest(campaignId, emailId)));

/** Campaign e-mails and templates, loyalty programs, and the custom outcome attribute schema. */
export const MAIL_AND_LOYALTY_ROUTE_FIXTURES: Record<string, RouteFixture> = {
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
};
