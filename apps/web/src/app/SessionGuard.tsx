import type { ReactNode } from 'react';
import { useSession } from '../lib/use-session.ts';
import type { AccessRule } from './access.ts';
import { FollowAccess } from './FollowAccess.tsx';

/** The rules that read the session alone: the public pages' and the signed-in frame's. */
export type SessionRule = Pick<AccessRule, 'auth' | 'guestOnly' | 'enabled'>;

/**
 * Guard of the public pages and the signed-in frame: it reads only the session, so the log-in page
 * does not load TanStack Query, the flags or the company for it (issue 18). Pages inside the frame use
 * Guard, which reads those too.
 */
export function SessionGuard({ rule, children }: { rule: SessionRule; children: ReactNode }) {
  const session = useSession();
  const input = { isLoggedIn: session !== null, roles: session?.roles ?? [], flags: null, companyTags: null };
  return (
    <FollowAccess rule={rule} input={input}>
      {children}
    </FollowAccess>
  );
}
