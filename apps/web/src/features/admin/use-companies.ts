import { ADMIN_ROLES, hasAnyRole } from '@gc/contracts/roles';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../lib/use-session.ts';
import { fetchCompanies } from './api.ts';

/** All companies, for super admins and success managers (admin dashboard, company selector). */
export function useCompanies() {
  const session = useSession();
  return useQuery({
    queryKey: ['companies'],
    queryFn: fetchCompanies,
    enabled: hasAnyRole(session?.roles ?? [], ADMIN_ROLES),
    staleTime: 60_000,
  });
}
