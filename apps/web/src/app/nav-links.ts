import {
  ADMIN_ROLES,
  DASHBOARD_ROLES,
  EDITING_ROLES,
  hasAnyRole,
  SALES_ROLES,
  USER_MANAGEMENT_ROLES,
} from '@gc/contracts/roles';

export type NavLinkKey =
  | 'adminDashboard'
  | 'dashboard'
  | 'salesDashboard'
  | 'users'
  | 'campaigns'
  | 'integrations'
  | 'prizeManagement'
  | 'account';

export type NavLink = { key: NavLinkKey; path: string };

export type NavContext = {
  /** The acting company (own, or the one chosen through companyViewId). */
  companyId: string | null;
  /** Penny stage build: the prize management link shows for every permitted role. */
  isPennyStage: boolean;
  /** Companies that have prize management (spec §2: a fixed allow-list). */
  prizeManagementCompanies: readonly string[];
};

/** The navigation links a user sees (spec §2 "Navigation bar", §6); support and logout are always there. */
export function navLinksFor(roles: readonly string[], context: NavContext): NavLink[] {
  const isSuperAdmin = roles.includes('SUPER_ADMIN');
  const canSeeCompanyPages = hasAnyRole(roles, DASHBOARD_ROLES) && !isSuperAdmin;
  const hasPrizeManagement =
    hasAnyRole(roles, EDITING_ROLES) &&
    (context.isPennyStage ||
      (context.companyId !== null && context.prizeManagementCompanies.includes(context.companyId)));

  const links: (NavLink | false)[] = [
    hasAnyRole(roles, ADMIN_ROLES) && { key: 'adminDashboard', path: '/admin-dashboard' },
    canSeeCompanyPages && { key: 'dashboard', path: '/dashboard' },
    hasAnyRole(roles, SALES_ROLES) && { key: 'salesDashboard', path: '/sales-dashboard' },
    hasAnyRole(roles, USER_MANAGEMENT_ROLES) && { key: 'users', path: '/users' },
    canSeeCompanyPages && { key: 'campaigns', path: '/campaigns' },
    canSeeCompanyPages && { key: 'integrations', path: '/integrations' },
    hasPrizeManagement && { key: 'prizeManagement', path: '/prize-management' },
    { key: 'account', path: '/account' },
  ];
  return links.filter((link): link is NavLink => link !== false);
}
