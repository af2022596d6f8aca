import {
  ADMIN_ROLES,
  BUILDER_ROLES,
  DASHBOARD_ROLES,
  OFFER_SENDING_ROLES,
  PRIZE_ROLES,
  SALES_ROLES,
  USER_MANAGEMENT_ROLES,
  VOUCHER_REDEEM_ROLES,
} from '@gc/contracts/roles';
import type { AccessRule } from './access.ts';

/**
 * The access rules of the route table (routes.tsx), read by decideAccess() (access.ts); denied users
 * go where §6 says. Apart from the table so that tests read them without rendering pages.
 */
export const signedIn: AccessRule = {};
export const admin: AccessRule = { roles: ADMIN_ROLES, deniedTo: '/dashboard' };
export const dashboard: AccessRule = {
  roles: DASHBOARD_ROLES,
  deniedTo: 'by-role',
  roleRedirects: [{ role: 'SUPER_ADMIN', to: '/admin-dashboard' }],
};
export const campaigns: AccessRule = { roles: DASHBOARD_ROLES, deniedTo: 'by-role' };
/** A campaign's details (its analytics): while the company has the ANALYTICS flag on (spec §6). */
export const campaignDetails: AccessRule = { ...campaigns, flag: 'ANALYTICS' };
export const builder: AccessRule = { roles: BUILDER_ROLES, deniedTo: '/' };
export const sales: AccessRule = { roles: SALES_ROLES, deniedTo: '/dashboard' };
/**
 * /sales-dashboard, the offers list: the sales area and SALES_OFFER_SENDER, which only sends offers
 * there (§6 leaves its rights open; docs/decisions.md, issue 17). Making offers and registering
 * companies (/sales-dashboard/register) stay the sales area's.
 */
export const salesOffers: AccessRule = { roles: OFFER_SENDING_ROLES, deniedTo: '/dashboard' };
export const users: AccessRule = { roles: USER_MANAGEMENT_ROLES, deniedTo: '/' };
/** The same roles as the navigation link and the prizes API. */
export const prizes: AccessRule = { roles: PRIZE_ROLES, deniedTo: '/dashboard' };
/** /prizes/redeem, a till's page (issue 13). */
export const vouchers: AccessRule = { roles: VOUCHER_REDEEM_ROLES, deniedTo: '/dashboard' };
/**
 * /exports, the general leads export (issue 16): while the company has EXPORTS on (spec §6), for the
 * dashboard roles as the campaigns list; the page tells the roles that may not read leads why it offers
 * nothing (the server refuses them), which keeps the view roles' list out of the log-in page's entry.
 */
export const leadExports: AccessRule = { ...campaigns, flag: 'EXPORTS' };
