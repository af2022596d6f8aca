import { FEATURE_FLAGS, type FlagMap } from '@gc/contracts/flags';
import { useQuery } from '@tanstack/react-query';
import { useCompanyViewId } from '../../app/use-company-view.ts';
import { useSession } from '../../lib/use-session.ts';
import { fetchFlags } from './api.ts';

const ALL_OFF = Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, false])) as FlagMap;

/**
 * Remote feature flags (spec §6), fetched once signed in. Null while loading; when they cannot be
 * read every flag counts as off, so a flag-gated route sends the user to the dashboard instead of waiting.
 */
export function useFlags(): FlagMap | null {
  const session = useSession();
  const [companyViewId] = useCompanyViewId();
  const query = useQuery({
    queryKey: ['flags', session?.claims.sub, companyViewId],
    queryFn: fetchFlags,
    enabled: Boolean(session),
    staleTime: 5 * 60_000,
  });
  if (query.isError) return ALL_OFF;
  return query.data ? { ...ALL_OFF, ...query.data } : null;
}
