import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingScreen } from '../components/LoadingScreen.tsx';
import { COMPANY_VIEW_PARAM, withCompanyView } from '../lib/company-view.ts';
import { useSessionUnreachable } from '../lib/use-session.ts';
import { type AccessInput, type AccessRule, decideAccess } from './access.ts';
import { SessionUnreachable } from './SessionUnreachable.tsx';

/** Renders its children when the rule allows for these inputs, otherwise redirects (keeping the company view). */
export function FollowAccess({ rule, input, children }: { rule: AccessRule; input: AccessInput; children: ReactNode }) {
  const unreachable = useSessionUnreachable();
  const location = useLocation();
  const decision = decideAccess(rule, input);

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
