import type { Campaign } from '@gc/contracts/campaigns';
import { useTranslation } from 'react-i18next';
import { useCompanyDates } from '../../app/use-company-dates.ts';
import type { DataTableColumn } from '../../components/data-table/types.ts';
import { CampaignButtons } from './CampaignButtons.tsx';
import { CampaignLanguageFlags } from './CampaignLanguageFlags.tsx';
import { CampaignNameCell } from './CampaignNameCell.tsx';
import { CampaignRowMenu } from './CampaignRowMenu.tsx';
import { CampaignStatusCell } from './CampaignStatusCell.tsx';
import { CampaignTypeIcon } from './CampaignTypeIcon.tsx';
import { startedDateText } from './campaign-dates.ts';
import {
  type CampaignRowAction,
  type CampaignViewer,
  rowActionsFor,
  statusFilterOptions,
} from './campaign-permissions.ts';

type Options = {
  viewer: CampaignViewer;
  companyViewId: string | null;
  isBusy: boolean;
  onAction: (action: CampaignRowAction, campaign: Campaign) => void;
};

/** Columns of the campaign list (spec §2); the sortable keys are CAMPAIGN_SORT_FIELDS of the contracts. */
export function useCampaignColumns({ viewer, companyViewId, isBusy, onAction }: Options): DataTableColumn<Campaign>[] {
  const { t } = useTranslation();
  const dates = useCompanyDates();
  const hasRowActions = rowActionsFor(viewer.roles, { status: 'DRAFT' }).length > 0;
  const columns: DataTableColumn<Campaign>[] = [
    {
      key: 'name',
      title: t('campaigns.columns.campaign'),
      sortable: true,
      width: 280,
      filter: { type: 'search', param: 'search' },
      render: (campaign) => <CampaignNameCell campaign={campaign} />,
    },
    {
      key: 'type',
      title: t('campaigns.columns.type'),
      width: 90,
      render: (campaign) => <CampaignTypeIcon campaign={campaign} />,
    },
    {
      key: 'status',
      title: t('campaigns.columns.status'),
      width: 170,
      filter: {
        type: 'select',
        param: 'status',
        options: statusFilterOptions(viewer).map((status) => ({
          value: status,
          label: t(`campaign.statuses.${status}`),
        })),
      },
      render: (campaign) => <CampaignStatusCell campaign={campaign} />,
    },
    {
      key: 'createdDate',
      title: t('campaigns.columns.createdDate'),
      sortable: true,
      width: 130,
      render: (campaign) => dates.date(campaign.createdDate),
    },
    {
      key: 'startDate',
      title: t('campaigns.columns.startDate'),
      sortable: true,
      width: 130,
      render: (campaign) => startedDateText(campaign, dates.timeZone),
    },
    {
      key: 'buttons',
      title: t('campaigns.columns.buttons'),
      render: (campaign) => <CampaignButtons campaign={campaign} roles={viewer.roles} companyViewId={companyViewId} />,
    },
    {
      key: 'languages',
      title: t('campaigns.columns.languages'),
      render: (campaign) => <CampaignLanguageFlags campaign={campaign} />,
    },
  ];
  if (!hasRowActions) return columns;
  return [
    ...columns,
    {
      key: 'actions',
      title: t('campaigns.columns.actions'),
      width: 64,
      render: (campaign) => (
        <CampaignRowMenu
          campaign={campaign}
          actions={rowActionsFor(viewer.roles, campaign)}
          disabled={isBusy}
          onAction={onAction}
        />
      ),
    },
  ];
}
