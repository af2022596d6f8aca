import type { Campaign } from '@gc/contracts/campaigns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../components/toast.ts';
import { changeCampaignStatus, copyCampaign, deleteCampaign } from './campaign-api.ts';
import type { CampaignRowAction } from './campaign-permissions.ts';
import { CAMPAIGNS_KEY } from './campaign-query-keys.ts';
import { useCampaignErrorMessage } from './use-campaign-error-message.ts';

export type PendingAction = { action: CampaignRowAction; campaign: Campaign };

function perform({ action, campaign }: PendingAction): Promise<Campaign> {
  switch (action) {
    case 'copy':
      return copyCampaign(campaign.id);
    case 'delete':
      return deleteCampaign(campaign.id);
    // §4: unschedule is carried out as a deactivate, a status update to INACTIVE.
    case 'deactivate':
    case 'unschedule':
      return changeCampaignStatus(campaign.id, 'INACTIVE');
  }
}

/**
 * The row actions of the campaign list: copy runs at once, the others wait for their confirmation
 * dialog (`pending`). Every outcome ends in a toast and a refreshed list, also after a failure, since a
 * refused change usually means the row was out of date.
 */
export function useCampaignAction() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const errorMessage = useCampaignErrorMessage();
  const [pending, setPending] = useState<PendingAction | null>(null);
  const run = useMutation({
    mutationFn: perform,
    onSuccess: (result, { action, campaign }) => {
      showToast({
        kind: 'success',
        message: t(`campaigns.done.${action}`, { name: campaign.name, copy: result.name }),
      });
    },
    onError: (error) => showToast({ kind: 'error', message: errorMessage(error) }),
    onSettled: () => {
      setPending(null);
      return queryClient.invalidateQueries({ queryKey: [CAMPAIGNS_KEY] });
    },
  });

  return {
    pending,
    isRunning: run.isPending,
    request: (action: CampaignRowAction, campaign: Campaign) =>
      action === 'copy' ? run.mutate({ action, campaign }) : setPending({ action, campaign }),
    confirm: () => pending && run.mutate(pending),
    cancel: () => setPending(null),
  };
}
