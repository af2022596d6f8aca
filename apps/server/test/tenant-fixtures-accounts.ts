import { randomUUID } from 'node:crypto';
import { each, eachCampaign, type RouteFixture, type TenantA } from './tenant-walk-types.ts';

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

/** Authentication, the account, users, companies, time zones, sales, flags, internal analytics and the chat. */
export const ACCOUNT_ROUTE_FIXTURES: Record<string, RouteFixture> = {
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
};
