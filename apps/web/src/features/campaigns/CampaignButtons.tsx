import type { Campaign } from '@gc/contracts/campaigns';
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconChartLine, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { withCompanyView } from '../../lib/company-view.ts';
import { useFlags } from '../flags/use-flags.ts';
import { CampaignLiveButton } from './CampaignLiveButton.tsx';
import { analyticsPath, builderPath } from './campaign-links.ts';
import { canEditInBuilder } from './campaign-permissions.ts';

type Props = { campaign: Campaign; roles: readonly string[]; companyViewId: string | null };

/**
 * Live, Edit and Analytics of one row. Edit and Analytics are icons with tooltips so that the list
 * fits a 1366 px screen; links inside the builder keep the company view. Analytics only while the
 * company has the ANALYTICS flag on (the details page goes to /dashboard otherwise).
 */
export function CampaignButtons({ campaign, roles, companyViewId }: Props) {
  const { t } = useTranslation();
  const hasAnalytics = useFlags()?.ANALYTICS === true;
  return (
    <Group gap={6} wrap="nowrap">
      <CampaignLiveButton campaign={campaign} />
      {canEditInBuilder(roles, campaign) && (
        <Tooltip label={t('campaigns.edit')} withArrow>
          <ActionIcon
            component={Link}
            to={withCompanyView(builderPath(campaign.id), companyViewId)}
            variant="default"
            aria-label={t('campaigns.editLabel', { name: campaign.name })}
          >
            <IconPencil size={16} />
          </ActionIcon>
        </Tooltip>
      )}
      {hasAnalytics && (
        <Tooltip label={t('campaigns.analytics')} withArrow>
          <ActionIcon
            component={Link}
            to={withCompanyView(analyticsPath(campaign.id), companyViewId)}
            variant="default"
            aria-label={t('campaigns.analyticsLabel', { name: campaign.name })}
          >
            <IconChartLine size={16} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
