import { type GrantScope, grantableRoles, grantableTypes, mayManageUser } from '@gc/contracts/role-grants';
import type { User } from '@gc/contracts/users';
import { useCompanyViewId } from '../../app/use-company-view.ts';
import { useSession } from '../../lib/use-session.ts';

/**
 * What the signed-in user may give on this page: the server's own rule (@gc/contracts/role-grants) for
 * their roles and the company shown (their own, or another one through companyViewId). The server
 * still decides; the page only stops offering what it would refuse.
 */
export function useGrantRules() {
  const session = useSession();
  const [companyViewId] = useCompanyViewId();
  const scope: GrantScope = {
    actorRoles: session?.roles ?? [],
    isHomeCompany: companyViewId === null || companyViewId === session?.claims.cid,
  };
  return {
    roles: grantableRoles(scope),
    types: grantableTypes(scope),
    mayManage: (user: User) => mayManageUser(scope, user),
  };
}
