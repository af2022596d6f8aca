import { ROLES, type Role, USER_TYPES, type UserType } from './roles.ts';

/**
 * Roles that reach beyond the company a user belongs to (spec §6): SUPER_ADMIN and SUCCESS_MANAGER act
 * on any company through companyViewId (and the super admin reads the platform outbox), SALES_MANAGER
 * and SALES_OFFER_SENDER make and send the demo offers that open new companies. Only the operator's
 * super admins hand them out, in the operator's own company (see docs/security.md).
 */
export const PLATFORM_ROLES = [
  'SUPER_ADMIN',
  'SUCCESS_MANAGER',
  'SALES_MANAGER',
  'SALES_OFFER_SENDER',
] as const satisfies readonly Role[];

const isPlatformRole = (role: string) => (PLATFORM_ROLES as readonly string[]).includes(role);

/** The roles that act inside one company only. */
export const COMPANY_ROLES: readonly Role[] = ROLES.filter((role) => !isPlatformRole(role));

/** Who is granting, and where: their own (home) company, or another one through companyViewId. */
export type GrantScope = { actorRoles: readonly string[]; isHomeCompany: boolean };

/**
 * The roles an actor may give, take away, or find on a user they edit or deactivate:
 * - a SUPER_ADMIN in their home company: every role; in another company: the company roles only;
 * - a SUPER_USER_ADMIN in their home company: the company roles;
 * - a USER_ADMIN in their home company: the company roles except SUPER_USER_ADMIN (the role above theirs);
 * - company roles give nothing in another company, whatever else the actor holds.
 */
export function grantableRoles({ actorRoles, isHomeCompany }: GrantScope): Role[] {
  if (actorRoles.includes('SUPER_ADMIN')) return isHomeCompany ? [...ROLES] : [...COMPANY_ROLES];
  if (!isHomeCompany) return [];
  if (actorRoles.includes('SUPER_USER_ADMIN')) return [...COMPANY_ROLES];
  if (actorRoles.includes('USER_ADMIN')) return COMPANY_ROLES.filter((role) => role !== 'SUPER_USER_ADMIN');
  return [];
}

/** The user types an actor may give: ADMIN (sees deleted campaigns, §4) is a platform grant like the roles. */
export function grantableTypes(scope: GrantScope): UserType[] {
  if (grantableRoles(scope).length === 0) return [];
  const isPlatformGrantor = scope.isHomeCompany && scope.actorRoles.includes('SUPER_ADMIN');
  return USER_TYPES.filter((type) => type !== 'ADMIN' || isPlatformGrantor);
}

/** Whether the actor may edit or (de)activate a user: only when they could have given everything that user holds. */
export function mayManageUser(scope: GrantScope, user: { roles: readonly string[]; type: string }): boolean {
  const roles: readonly string[] = grantableRoles(scope);
  const types: readonly string[] = grantableTypes(scope);
  return user.roles.every((role) => roles.includes(role)) && types.includes(user.type);
}
