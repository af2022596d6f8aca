import type { CompanySummary } from '@gc/contracts/users';
import { useLoggedInUser } from '../features/account/use-logged-in-user.ts';
import { useCompanies } from '../features/admin/use-companies.ts';
import { useCompanyViewId } from './use-company-view.ts';

/**
 * The company the user acts for: the one chosen through companyViewId (admins), otherwise their own.
 * `company` is undefined while loading and null when it cannot be found.
 */
export function useActingCompany(): { company: CompanySummary | null | undefined; companyViewId: string | null } {
  const [companyViewId] = useCompanyViewId();
  const me = useLoggedInUser();
  const companies = useCompanies();
  if (companyViewId) {
    if (companies.isPending && !companies.isError) return { company: undefined, companyViewId };
    return { company: companies.data?.find((company) => company.id === companyViewId) ?? null, companyViewId };
  }
  if (me.isError) return { company: null, companyViewId };
  return { company: me.data?.company, companyViewId };
}
