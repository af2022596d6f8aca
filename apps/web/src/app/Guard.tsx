import type { ReactNode } from 'react';
import { useFlags } from '../features/flags/use-flags.ts';
import { useSession } from '../lib/use-session.ts';
import type { AccessRule } from './access.ts';
import { FollowAccess } from './FollowAccess.tsx';
import { useActingCompany } from './use-acting-company.ts';

/**
 * The signed-in pages' guard: the rule may read the roles, the remote flags and the acting company's
 * tags (the last two through TanStack Query, so it renders inside the signed-in frame's provider and
 * loads with the frame; routes.tsx).
 */
export function Guard({ rule, children }: { rule: AccessRule; children: ReactNode }) {
  const session = useSession();
  const flags = useFlags();
  const { company } = useActingCompany();
  const input = {
    isLoggedIn: session !== null,
    roles: session?.roles ?? [],
    flags,
    companyTags: company === undefined ? null : (company?.tags ?? []),
  };
  return (
    <FollowAccess rule={rule} input={input}>
      {children}
    </FollowAccess>
  );
}
