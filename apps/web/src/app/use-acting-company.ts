import type { CompanySummary } from '@gc/contracts/users';
import { useLoggedInUser } from '../features/account/use-logged-in-user.ts';
import { useCompanies } from '../features/admin/use-companies.ts';
import { useCompanyViewId } from './use-company-view.ts';

/**
 * The company the user acts for: the one chosen through companyViewId (admins), otherwise their own.
 * `company` is undefined while loading and null when it cannot be found. Once a load has failed (the
 * server briefly unavailable), its retries count as failed, not as loading: a page mounting a second
 * reader of the query retries it, and the route guard would otherwise go back to waiting, unmount the
 * page, and start over, showing "Loading…" for as long as the outage lasts.
 */
export function useActingCompany(): { company: CompanySummary | null | undefined; companyViewId: string | null } {
  const [companyViewId] = useCompanyViewId();
  const me = useLoggedInUser();
  const companies = useCompanies();
  if (companyViewId) {
    if (companies.isPending && companies.errorUpdateCount === 0) return { company: undefined, companyViewId };
    return { company: companies.data?.find((company) => company.id === companyViewId) ?? null, companyViewId };
  }
  if (me.isError || (me.data === undefined && me.errorUpdateCount > 0)) return { company: null, companyViewId };
  return { company: me.data?.company, companyViewId };
}
