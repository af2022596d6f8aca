/**
 * The tenant walk's rules beside its fixtures (tenant-fixtures.ts): who may read what a lead route
 * answers, and the routes the walk does not send, each with its reason.
 */
const um = '/api/v1/user-management';
const leadsApi = '/api/v1/leads/campaigns';

/**
 * Who may read what a lead route answers, checked by the walk's role matrix within company A: a
 * 'personal-data' route (names, e-mails, phones, the CSV) answers only §6's view roles
 * (LEAD_DATA_ROLES) and refuses every other role; a 'counts' route answers every dashboard role with
 * no personal data in it. Every registered route under LEAD_ROUTES_PREFIX needs a rule here, so a new
 * lead route cannot be added without deciding who may read it.
 */
export const LEAD_ROUTES_PREFIXES = ['/api/v1/leads/', '/api/v1/integrations/destinations/:destinationId/deliveries'];
/**
 * 'editor-personal-data': a destination's delivery log (issue 15) shows the leads it carried, to the
 * company's editors and admins only (EDITING_ROLES, a subset of the view roles); every other role is refused.
 */
/**
 * 'view-roles': what is about the leads without naming them (a background export's filters and
 * progress) answers the view roles only, like their personal data, and shows none of it.
 */
export const LEAD_ROUTE_RULES: Record<string, 'personal-data' | 'editor-personal-data' | 'counts' | 'view-roles'> = {
  'GET /api/v1/integrations/destinations/:destinationId/deliveries': 'editor-personal-data',
  'GET /api/v1/integrations/destinations/:destinationId/deliveries/:deliveryId': 'editor-personal-data',
  'POST /api/v1/integrations/destinations/:destinationId/deliveries/:deliveryId/replay': 'editor-personal-data',
  [`GET ${leadsApi}/:campaignId/stats`]: 'counts',
  [`GET ${leadsApi}/:campaignId`]: 'personal-data',
  [`GET ${leadsApi}/:campaignId/export.csv`]: 'personal-data',
  'GET /api/v1/leads/export.csv': 'personal-data',
  'POST /api/v1/leads/exports': 'view-roles',
  'GET /api/v1/leads/exports': 'view-roles',
  'GET /api/v1/leads/exports/:exportId': 'view-roles',
  'GET /api/v1/leads/exports/:exportId/file': 'personal-data',
  'POST /api/v1/leads/exports/:exportId/retry': 'view-roles',
  'DELETE /api/v1/leads/exports/:exportId': 'view-roles',
};

/** Routes the walk does not send, each with the reason. Public ones are checked to be public. */
export const EXEMPT_ROUTES: Record<string, { reason: string; isPublic: boolean }> = {
  'GET /api/health': { isPublic: true, reason: 'public; answers only its status and the database kind' },
  [`POST ${um}/users/log-in`]: {
    isPublic: true,
    reason: 'public; acts on the credentials sent, no tenant (auth and security suites)',
  },
  [`GET ${um}/users/log-in/challenge`]: {
    isPublic: true,
    reason: 'public; answers a proof-of-work challenge for the log-in, no tenant data (auth-lockout suite)',
  },
  [`POST ${um}/users/refresh-token`]: {
    isPublic: true,
    reason: 'public; acts on the refresh token sent, no tenant (auth and security suites)',
  },
  [`POST ${um}/users/forgot-password`]: {
    isPublic: true,
    reason: 'public; mails the address owner only and answers the same for every address (auth suite)',
  },
  [`POST ${um}/users/reset-password`]: {
    isPublic: true,
    reason: 'public; acts on the single-use link token sent (auth suite)',
  },
  [`GET ${um}/registration`]: {
    isPublic: true,
    reason: 'public; answers whether sign-up is open (one global flag), no tenant data (registration suite)',
  },
  [`POST ${um}/registration`]: {
    isPublic: true,
    reason: 'public; opens a new company of its own, answers only the e-mail sent (registration suite)',
  },
  [`POST ${um}/registration/confirm`]: {
    isPublic: true,
    reason: "public; acts on the single-use link token sent, logs in only that link's account (registration suite)",
  },
  [`GET ${um}/offer/demo/:uuid`]: {
    isPublic: true,
    reason:
      "public; reads the demo offer of the link's uuid (the platform's, no tenant data) for its form (offers suite)",
  },
  [`POST ${um}/user-details/demo`]: {
    isPublic: true,
    reason: "public; opens a new demo company from the link's offer, answers only its own log-in (offers suite)",
  },
  [`POST ${um}/registration/confirmation-email`]: {
    isPublic: true,
    reason: 'public; mails the address owner only and answers the same for every address (registration suite)',
  },
  'GET /api/play/campaigns/:slug': {
    isPublic: true,
    reason: 'public player API; reads only a published release by its unguessable slug (play-campaign suite)',
  },
  'GET /api/play/campaigns/:slug/challenge': {
    isPublic: true,
    reason: 'public; answers a proof-of-work challenge, no tenant data (play-campaign suite)',
  },
  'POST /api/play/campaigns/:slug/registrations': {
    isPublic: true,
    reason:
      "public; registers in the campaign of the slug, answers only the caller's own registration (play-registration, play-identity suites)",
  },
  'POST /api/play/campaigns/:slug/used-play-keys': {
    isPublic: true,
    reason:
      'public (player API); answers only the caller’s own play keys: its token’s lead, or its own address (play-calendar tests)',
  },
  'POST /api/play/campaigns/:slug/plays': {
    isPublic: true,
    reason: "public; plays as the caller's own player token, which is bound to its campaign (play-plays suite)",
  },
  'POST /api/play/campaigns/:slug/events': {
    isPublic: true,
    reason:
      'public (player API); writes the published page’s own analytics counts, answers 204 and nothing else (analytics-collect suite)',
  },
  'POST /api/play/campaigns/:slug/email-verifications': {
    isPublic: true,
    reason:
      "public; checks a one-time code of the caller's own registration (its player token, bound to its campaign) (play-email-verification suite)",
  },
  'POST /api/play/campaigns/:slug/email-verification-codes': {
    isPublic: true,
    reason:
      "public; sends a new code to the e-mail of the caller's own registration only, answers no data (play-email-verification suite)",
  },
  'POST /api/play/wallet': {
    isPublic: true,
    reason:
      'public (player API); answers only the prizes of the lead its signed wallet link names (its own e-mail within its own company), 401 for any other token (play-wallet suite)',
  },
  'POST /api/play/plays/:playId/finish': {
    isPublic: true,
    reason: "public; marks a play finished only with its own player's token, otherwise 404 (play-plays suite)",
  },
  'POST /api/play/plays/:playId/steps': {
    isPublic: true,
    reason:
      "public; takes a step of an open multi-step play only with its own player's token, otherwise 404; answers only the game's feedback (play-steps suite)",
  },
  'POST /api/play/plays/:playId/outcome': {
    isPublic: true,
    reason:
      "public; decides an open multi-step play only with its own player's token, otherwise 404; answers only that play's outcome (play-steps suite)",
  },
  'GET /api/play/unsubscribe/:token': {
    isPublic: true,
    reason:
      'public; checks the signed token of an unsubscribe link and answers a fixed confirmation page, no data (mail-delivery suite)',
  },
  'POST /api/play/unsubscribe/:token': {
    isPublic: true,
    reason:
      'public; unsubscribes only the company and address its signed token names, answers a fixed page, no data (mail-delivery suite)',
  },
  'GET /files/:key': {
    isPublic: true,
    reason: 'public; serves one uploaded file by its random 128-bit key, lists nothing (assets suites)',
  },
  'GET /p/*': {
    isPublic: true,
    reason:
      "public; the player app's static files and index.html, whose head carries a published release's title and description by its unguessable slug (player-page-head suite)",
  },
  'GET /robots.txt': { isPublic: true, reason: 'public; the fixed robots rules, no data (robots suite)' },
  'OPTIONS /p/assets/*': { isPublic: true, reason: "public; CORS preflight of the player bundle's files, no data" },
  'GET /*': { isPublic: true, reason: "public; the builder SPA's static files, no data" },
  'GET /api/docs': { isPublic: false, reason: 'OpenAPI UI (the auth hook lets /api/docs through): static, no data' },
  'HEAD /api/docs/': { isPublic: false, reason: 'OpenAPI UI redirect, no data' },
  'GET /api/docs/json': { isPublic: false, reason: 'the OpenAPI document: route shapes, no data' },
  'GET /api/docs/yaml': { isPublic: false, reason: 'the OpenAPI document: route shapes, no data' },
  'GET /api/docs/static/*': { isPublic: false, reason: 'OpenAPI UI assets, no data' },
  'GET /api/docs/static/index.html': { isPublic: false, reason: 'OpenAPI UI assets, no data' },
  'GET /api/docs/static/swagger-initializer.js': { isPublic: false, reason: 'OpenAPI UI assets, no data' },
};
