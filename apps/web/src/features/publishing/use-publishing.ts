import type { Campaign, CampaignDraft } from '@gc/contracts/campaigns';
import type { PublishRequest } from '@gc/contracts/publishing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCompanyViewId } from '../../app/use-company-view.ts';
import { draftQueryKey } from '../builder/builder-queries.ts';
import { CAMPAIGNS_KEY } from '../campaigns/campaign-query-keys.ts';
import { deactivateCampaign, publishCampaign } from './publishing-api.ts';

/**
 * After a publish or deactivate the builder's header shows the new status at once (the draft query
 * keeps its document and revision, so the working copy is untouched) and every campaign list and the
 * dashboard refresh.
 */
function useCampaignChanged() {
  const queryClient = useQueryClient();
  const [companyViewId] = useCompanyViewId();
  return (campaign: Campaign) => {
    queryClient.setQueryData<CampaignDraft>(draftQueryKey(campaign.id, companyViewId), (draft) =>
      draft ? { ...draft, campaign } : draft,
    );
    return queryClient.invalidateQueries({ queryKey: [CAMPAIGNS_KEY] });
  };
}

export function usePublish() {
  const changed = useCampaignChanged();
  return useMutation({
    mutationFn: (request: PublishRequest) => publishCampaign(request),
    onSuccess: (result) => changed(result.campaign),
  });
}

export function useDeactivate() {
  const changed = useCampaignChanged();
  return useMutation({
    mutationFn: (campaignId: string) => deactivateCampaign(campaignId),
    onSuccess: (campaign) => changed(campaign),
  });
}
