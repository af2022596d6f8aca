import type { RouteFixture } from './tenant-walk-types.ts';

export type { RouteFixture, TenantA, WalkRequest } from './tenant-walk-types.ts';

import { ACCOUNT_ROUTE_FIXTURES } from './tenant-fixtures-accounts.ts';
import { CAMPAIGN_ROUTE_FIXTURES } from './tenant-fixtures-campaigns.ts';
import { INTEGRATION_ROUTE_FIXTURES } from './tenant-fixtures-integrations.ts';
import { MAIL_AND_LOYALTY_ROUTE_FIXTURES } from './tenant-fixtures-mail-loyalty.ts';
import { PRIZE_AND_LEAD_ROUTE_FIXTURES } from './tenant-fixtures-prizes-leads.ts';

/**
 * Every registered route, keyed "METHOD url" exactly as registered. A route missing here and from
 * EXEMPT_ROUTES fails the walk: whoever adds a route adds its fixture (or its written exemption).
 * A HEAD route that Fastify derives from a GET runs the GET's handler and is covered by it.
 */
export const ROUTE_FIXTURES: Record<string, RouteFixture> = {
  ...ACCOUNT_ROUTE_FIXTURES,
  ...CAMPAIGN_ROUTE_FIXTURES,
  ...PRIZE_AND_LEAD_ROUTE_FIXTURES,
  ...MAIL_AND_LOYALTY_ROUTE_FIXTURES,
  ...INTEGRATION_ROUTE_FIXTURES,
};
