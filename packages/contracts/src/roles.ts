/** Roles of spec §6 and the groups that the route guards, the navigation and the API check. */
export const ROLES = [
  'USER',
  'SALES_MANAGER',
  'USER_ADMIN',
  'SUPER_ADMIN',
  'SUPER_USER_ADMIN',
  'SUCCESS_MANAGER',
  'EDITOR',
  'VIEWER',
  'CREATOR',
  'SALES_OFFER_SENDER',
] as const;
export type Role = (typeof ROLES)[number];

export const USER_TYPES = ['USER', 'ADMIN', 'COMPANY', 'AGENCY'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** Campaign editing (spec §6). */
export const EDITING_ROLES: readonly Role[] = ['EDITOR', 'SUPER_ADMIN'];
/**
 * Prize management: the /prize-management page, its navigation link and the prizes API (issue 9: every
 * role that may edit campaigns, in every company; spec §2's company allow-list is dropped).
 */
export const PRIZE_ROLES: readonly Role[] = EDITING_ROLES;
/**
 * Looking voucher codes up and redeeming them at a point of sale (issue 13): the prize roles only. A
 * VIEWER is read-only and redeeming changes a voucher for good; a lookup alone would also let anyone
 * holding the role test guessed codes, so it is not offered either (docs/decisions.md).
 */
export const VOUCHER_REDEEM_ROLES: readonly Role[] = PRIZE_ROLES;
/** May look at campaigns and their analytics. */
export const VIEW_ROLES: readonly Role[] = ['VIEWER', 'EDITOR', 'SUPER_ADMIN', 'SUCCESS_MANAGER'];
/**
 * Leads' personal data (names, e-mails, phones, the CSV export): the view roles of §6 only. Every other
 * dashboard role sees a campaign's counts, never who played.
 */
export const LEAD_DATA_ROLES: readonly Role[] = VIEW_ROLES;
/** The /users page and the user-management API. */
export const USER_MANAGEMENT_ROLES: readonly Role[] = ['USER_ADMIN', 'SUPER_USER_ADMIN'];
/** The admin area; also the roles that may act on another company through companyViewId. */
export const ADMIN_ROLES: readonly Role[] = ['SUPER_ADMIN', 'SUCCESS_MANAGER'];
/** The sales area: making demo offers and registering customer companies (issue 17). */
export const SALES_ROLES: readonly Role[] = ['SALES_MANAGER', 'SUPER_ADMIN'];
/**
 * Who may list demo offers and send (or resend) one: the sales area and SALES_OFFER_SENDER, whose
 * rights §6 leaves open (docs/decisions.md, issue 17): it sends what sales prepared, never makes
 * offers or companies.
 */
export const OFFER_SENDING_ROLES: readonly Role[] = [...SALES_ROLES, 'SALES_OFFER_SENDER'];
/** The wizard and the builder. */
export const BUILDER_ROLES: readonly Role[] = ['EDITOR', 'SUPER_ADMIN', 'CREATOR'];
/** The company dashboard and the campaign list; a sales manager alone is sent to the sales dashboard. */
export const DASHBOARD_ROLES: readonly Role[] = [
  'USER',
  'USER_ADMIN',
  'SUPER_USER_ADMIN',
  'SUCCESS_MANAGER',
  'EDITOR',
  'VIEWER',
  'CREATOR',
  'SALES_OFFER_SENDER',
  'SUPER_ADMIN',
];
/** Super admins and success managers see every company and pass companyViewId. */
export const COMPANY_VIEW_ROLES: readonly Role[] = ADMIN_ROLES;

export function hasAnyRole(roles: readonly string[], allowed: readonly Role[]): boolean {
  return roles.some((role) => (allowed as readonly string[]).includes(role));
}

/** Where a user lands after log-in (spec §2). */
export function landingPathFor(roles: readonly string[]): string {
  if (roles.includes('SUPER_ADMIN')) return '/admin-dashboard';
  if (roles.includes('SALES_MANAGER')) return '/sales-dashboard';
  return '/dashboard';
}

/** The demo seed's e-mail for a role: lower case, '_' as '-' (super-admin@demo.test). */
export function demoEmailFor(role: Role): string {
  return `${role.toLowerCase().replaceAll('_', '-')}@demo.test`;
}

/** Admins must use the stronger password variant of §5. */
export const STRONG_PASSWORD_ROLES: readonly Role[] = [
  'SUPER_ADMIN',
  'SUPER_USER_ADMIN',
  'USER_ADMIN',
  'SUCCESS_MANAGER',
];
export function requiresStrongPassword(roles: readonly string[], type: UserType): boolean {
  return type === 'ADMIN' || hasAnyRole(roles, STRONG_PASSWORD_ROLES);
}
