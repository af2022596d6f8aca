import type { Campaign } from '@gc/contracts/campaigns';
import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCompanyViewId } from '../../../app/use-company-view.ts';
import { initialTableState } from '../../../components/data-table/table-state.ts';
import { searchCampaigns } from '../../campaigns/campaign-api.ts';
import { CAMPAIGNS_KEY } from '../../campaigns/campaign-query-keys.ts';

type Props = {
  label: string;
  description?: string;
  campaignType: Campaign['campaignType'];
  /** The campaign being edited: never offered as its own choice. */
  campaignId: string;
  value: string | null;
  disabled: boolean;
  onChange: (campaignId: string | null) => void;
};

/** The company's latest campaigns of the type (one page of the list, newest first): the candidates. */
const LATEST = initialTableState({ size: 100, sort: 'createdDate', direction: 'DESC' });

/**
 * One of the company's campaigns of a type (a survey offered after plays), cleared for none: the 100
 * newest of that type (the list API's type filter); the select searches them by name.
 */
export function CampaignSelect({ label, description, campaignType, campaignId, value, disabled, onChange }: Props) {
  const { t } = useTranslation();
  const [companyViewId] = useCompanyViewId();
  const query = useQuery({
    queryKey: [CAMPAIGNS_KEY, 'list', companyViewId, 'of-type', campaignType],
    queryFn: () => searchCampaigns(LATEST, campaignType),
    staleTime: 30_000,
    retry: false,
  });
  const choices = (query.data?.items ?? []).filter(
    (campaign) => campaign.campaignType === campaignType && campaign.id !== campaignId && campaign.status !== 'DELETED',
  );
  // A chosen campaign that is not in the list (older, or deleted since) stays visible as chosen.
  const data = choices.map((campaign) => ({ value: campaign.id, label: campaign.name }));
  if (value && !data.some((item) => item.value === value)) {
    data.push({ value, label: t('game.settings.surveyCampaignId.notListed') });
  }
  return (
    <Select
      label={label}
      description={description}
      data={data}
      value={value}
      placeholder={
        query.isError ? t('game.settings.surveyCampaignId.unavailable') : t('game.settings.surveyCampaignId.none')
      }
      clearable
      searchable
      disabled={disabled}
      onChange={(next) => onChange(next)}
    />
  );
}
