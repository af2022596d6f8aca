import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../lib/use-session.ts';
import { fetchLoggedInUser } from './api.ts';

export const loggedInUserKey = (userId: string | undefined) => ['logged-in-user', userId] as const;

/** The signed-in user with their company (name, tags, time zone). */
export function useLoggedInUser() {
  const session = useSession();
  return useQuery({
    queryKey: loggedInUserKey(session?.claims.sub),
    queryFn: fetchLoggedInUser,
    enabled: Boolean(session),
    staleTime: 60_000,
  });
}
