import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingScreen } from '../components/LoadingScreen.tsx';
import { useFlags } from '../features/flags/use-flags.ts';
import { COMPANY_VIEW_PARAM, withCompanyView } from '../lib/company-view.ts';
import { useSession, useSessionUnreachable } from '../lib/use-session.ts';
import { type AccessRule, decideAccess } from './access.ts';
import { SessionUnreachable } from './SessionUnreachable.tsx';
import { useActingCompany } from './use-acting-company.ts';

/** Renders its children when the route's rule allows, otherwise redirects (keeping the company view). */
export function Guard({ rule, children }: { rule: AccessRule; children: ReactNode }) {
  const session = useSession();
  const unreachable = useSessionUnreachable();
  const location = useLocation();
  const flags = useFlags();
  const { company } = useActingCompany();
  const decision = decideAccess(rule, {
    isLoggedIn: session !== null,
    roles: session?.roles ?? [],
    flags,
    companyTags: company === undefined ? null : (company?.tags ?? []),
  });

  // A stored session the server could not refresh is not a logged-out user: say so, try again.
  if (unreachable && rule.auth) return <SessionUnreachable />;
  if (decision.kind === 'wait') return <LoadingScreen />;
  if (decision.kind === 'redirect') {
    const companyViewId = new URLSearchParams(location.search).get(COMPANY_VIEW_PARAM);
    const to = decision.to === '/login' ? decision.to : withCompanyView(decision.to, companyViewId);
    return <Navigate to={to} replace />;
  }
  return children;
}
