import {
  ADMIN_ROLES,
  DASHBOARD_ROLES,
  hasAnyRole,
  OFFER_SENDING_ROLES,
  PRIZE_ROLES,
  USER_MANAGEMENT_ROLES,
  VOUCHER_REDEEM_ROLES,
} from '@gc/contracts/roles';

export type NavLinkKey =
  | 'adminDashboard'
  | 'dashboard'
  | 'salesDashboard'
  | 'users'
  | 'campaigns'
  | 'integrations'
  | 'prizeManagement'
  | 'voucherRedemption'
  | 'account';

export type NavLink = { key: NavLinkKey; path: string };

/**
 * The navigation links a user sees (spec §2 "Navigation bar", §6); support and logout are always there.
 * Prize management shows for every role the prizes API and the route guard let in (PRIZE_ROLES), in
 * every company: issue 9 drops spec §2's company allow-list, which hid prizes from editors.
 */
export function navLinksFor(roles: readonly string[]): NavLink[] {
  const isSuperAdmin = roles.includes('SUPER_ADMIN');
  const canSeeCompanyPages = hasAnyRole(roles, DASHBOARD_ROLES) && !isSuperAdmin;
  const hasPrizeManagement = hasAnyRole(roles, PRIZE_ROLES);

  const links: (NavLink | false)[] = [
    hasAnyRole(roles, ADMIN_ROLES) && { key: 'adminDashboard', path: '/admin-dashboard' },
    canSeeCompanyPages && { key: 'dashboard', path: '/dashboard' },
    hasAnyRole(roles, OFFER_SENDING_ROLES) && { key: 'salesDashboard', path: '/sales-dashboard' },
    hasAnyRole(roles, USER_MANAGEMENT_ROLES) && { key: 'users', path: '/users' },
    canSeeCompanyPages && { key: 'campaigns', path: '/campaigns' },
    canSeeCompanyPages && { key: 'integrations', path: '/integrations' },
    hasPrizeManagement && { key: 'prizeManagement', path: '/prize-management' },
    hasAnyRole(roles, VOUCHER_REDEEM_ROLES) && { key: 'voucherRedemption', path: '/prizes/redeem' },
    { key: 'account', path: '/account' },
  ];
  return links.filter((link): link is NavLink => link !== false);
}
