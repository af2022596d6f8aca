import { COMPANY_VIEW_ROLES, hasAnyRole } from '@gc/contracts/roles';

/** Super admins and success managers act on another company through `?companyViewId=` (spec §2, §6). */
export const COMPANY_VIEW_PARAM = 'companyViewId';

export function companyViewIdFrom(search: string, roles: readonly string[]): string | null {
  if (!hasAnyRole(roles, COMPANY_VIEW_ROLES)) return null;
  return new URLSearchParams(search).get(COMPANY_VIEW_PARAM) || null;
}

/** Keeps the company view when linking to another page of the builder. */
export function withCompanyView(path: string, companyViewId: string | null): string {
  if (!companyViewId) return path;
  const [pathname, query = ''] = path.split('?');
  const params = new URLSearchParams(query);
  params.set(COMPANY_VIEW_PARAM, companyViewId);
  return `${pathname}?${params.toString()}`;
}
