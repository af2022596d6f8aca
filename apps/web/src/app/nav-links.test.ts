import { ROLES, type Role } from '@gc/contracts/roles';
import { describe, expect, it } from 'vitest';
import { decideAccess } from './access.ts';
import { type NavLinkKey, navLinksFor } from './nav-links.ts';
import { prizes, vouchers } from './route-rules.ts';

const keys = (roles: string[]) => navLinksFor(roles).map((link) => link.key);

/** What each role alone sees (spec §2, §6; issue 9: prize management for every role that may manage prizes). */
const EXPECTED: Record<Role, NavLinkKey[]> = {
  USER: ['dashboard', 'campaigns', 'integrations', 'account'],
  SALES_MANAGER: ['salesDashboard', 'account'],
  USER_ADMIN: ['dashboard', 'users', 'campaigns', 'integrations', 'account'],
  SUPER_ADMIN: ['adminDashboard', 'salesDashboard', 'prizeManagement', 'voucherRedemption', 'account'],
  SUPER_USER_ADMIN: ['dashboard', 'users', 'campaigns', 'integrations', 'account'],
  SUCCESS_MANAGER: ['adminDashboard', 'dashboard', 'campaigns', 'integrations', 'account'],
  EDITOR: ['dashboard', 'campaigns', 'integrations', 'prizeManagement', 'voucherRedemption', 'account'],
  VIEWER: ['dashboard', 'campaigns', 'integrations', 'account'],
  CREATOR: ['dashboard', 'campaigns', 'integrations', 'account'],
  SALES_OFFER_SENDER: ['dashboard', 'salesDashboard', 'campaigns', 'integrations', 'account'],
};

/** The route guard's decision for /prize-management (its rule in the route table). */
const routeAllows = (rule: typeof prizes) => (role: Role) =>
  decideAccess(rule, { isLoggedIn: true, roles: [role], flags: null, companyTags: null }).kind === 'allow';
const prizeRouteAllows = routeAllows(prizes);
const voucherRouteAllows = routeAllows(vouchers);

describe('navLinksFor', () => {
  it.each(ROLES)('%s sees its links', (role) => {
    expect(keys([role])).toEqual(EXPECTED[role]);
  });

  it.each(ROLES)('%s: the prize management link and the route guard agree', (role) => {
    expect(keys([role]).includes('prizeManagement')).toBe(prizeRouteAllows(role));
  });

  it.each(ROLES)('%s: the voucher redemption link and the route guard agree', (role) => {
    expect(keys([role]).includes('voucherRedemption')).toBe(voucherRouteAllows(role));
  });

  it('shows prize management to an editor of any company, with other roles beside it', () => {
    expect(keys(['VIEWER', 'EDITOR'])).toContain('prizeManagement');
    expect(keys(['CREATOR', 'USER_ADMIN'])).not.toContain('prizeManagement');
  });
});
