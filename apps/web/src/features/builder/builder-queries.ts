import { useQuery } from '@tanstack/react-query';
import { useCompanyViewId } from '../../app/use-company-view.ts';
import { fetchCampaignDraft, fetchCampaignLanguages, fetchCampaignTypes } from '../campaigns/campaign-api.ts';

export const draftQueryKey = (campaignId: string, companyViewId: string | null) =>
  ['campaign-draft', companyViewId, campaignId] as const;

/**
 * The draft being edited. Never served from an old cache entry: the working copy starts from it,
 * and starting from a stale revision would only end in a conflict on the first save.
 */
export function useCampaignDraft(campaignId: string) {
  const [companyViewId] = useCompanyViewId();
  return useQuery({
    queryKey: draftQueryKey(campaignId, companyViewId),
    queryFn: () => fetchCampaignDraft(campaignId),
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Names and flags of every language (GET /campaign/languages/); a reference list that rarely changes. */
export function useCampaignLanguages() {
  return useQuery({ queryKey: ['campaign-languages'], queryFn: fetchCampaignLanguages, staleTime: 60_000 });
}

/** The campaign types and their registration types (GET /resources/campaign-types). */
export function useCampaignTypes() {
  const [companyViewId] = useCompanyViewId();
  return useQuery({ queryKey: ['campaign-types', companyViewId], queryFn: fetchCampaignTypes, staleTime: 60_000 });
}
