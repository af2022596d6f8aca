import { useSearchParams } from 'react-router';
import { COMPANY_VIEW_PARAM, companyViewIdFrom } from '../lib/company-view.ts';
import { useSession } from '../lib/use-session.ts';

/** The company a super admin or success manager is looking at (`?companyViewId=`), null for own company. */
export function useCompanyViewId(): [string | null, (companyId: string | null) => void] {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const companyViewId = companyViewIdFrom(params.toString(), session?.roles ?? []);
  const setCompanyViewId = (companyId: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (companyId) next.set(COMPANY_VIEW_PARAM, companyId);
      else next.delete(COMPANY_VIEW_PARAM);
      return next;
    });
  return [companyViewId, setCompanyViewId];
}
