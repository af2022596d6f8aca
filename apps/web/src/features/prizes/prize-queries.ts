import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCompanyViewId } from '../../app/use-company-view.ts';
import { type AuditQuery, type CodesQuery, fetchAudit, fetchCodes, fetchPools } from './prizes-api.ts';

/** Everything of prize management sits under one key, so that one change refreshes pools, codes and audit. */
export const PRIZES_KEY = 'prizes';

export function usePools() {
  const [companyViewId] = useCompanyViewId();
  return useQuery({ queryKey: [PRIZES_KEY, companyViewId, 'pools'], queryFn: fetchPools });
}

export function useCodes(poolId: string, query: CodesQuery) {
  const [companyViewId] = useCompanyViewId();
  return useQuery({
    queryKey: [PRIZES_KEY, companyViewId, 'codes', poolId, query],
    queryFn: () => fetchCodes(poolId, query),
    placeholderData: keepPreviousData,
  });
}

export function useAudit(query: AuditQuery) {
  const [companyViewId] = useCompanyViewId();
  return useQuery({
    queryKey: [PRIZES_KEY, companyViewId, 'audit', query],
    queryFn: () => fetchAudit(query),
    placeholderData: keepPreviousData,
  });
}
