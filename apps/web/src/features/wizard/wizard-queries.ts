import type { CampaignType } from '@gc/contracts/campaign-types';
import { useQuery } from '@tanstack/react-query';
import { useCompanyViewId } from '../../app/use-company-view.ts';
import { fetchCampaignLanguages, fetchCampaignTypes, fetchCompanyTemplates } from '../campaigns/campaign-api.ts';

/*
 * The wizard's reads. Keys carry the company view: an admin switching companies must not see the
 * other company's templates. Types and languages change rarely and are kept for a minute; templates
 * are read afresh, since the campaign made a moment ago should be offered as one.
 */
const FRESH_MS = 60_000;

export function useCampaignTypes() {
  const [companyViewId] = useCompanyViewId();
  return useQuery({
    queryKey: ['campaign-types', companyViewId],
    queryFn: fetchCampaignTypes,
    staleTime: FRESH_MS,
  });
}

export function useCompanyTemplates(type: CampaignType | null) {
  const [companyViewId] = useCompanyViewId();
  return useQuery({
    queryKey: ['company-templates', companyViewId, type],
    queryFn: () => fetchCompanyTemplates(type as CampaignType),
    enabled: type !== null,
  });
}

export function useCampaignLanguages() {
  return useQuery({ queryKey: ['campaign-languages'], queryFn: fetchCampaignLanguages, staleTime: FRESH_MS });
}
