import type { CampaignOverview } from '@gc/contracts/campaigns';
import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { withCompanyView } from '../../lib/company-view.ts';
import { campaignsPath } from '../campaigns/campaign-links.ts';
import type { CampaignViewer } from '../campaigns/campaign-permissions.ts';
import { CAMPAIGN_STATUS_COLORS } from '../campaigns/campaign-status-colors.ts';
import { countOf, dashboardStatuses } from './dashboard-statuses.ts';

type Props = { counts: CampaignOverview['counts'] | undefined; viewer: CampaignViewer; companyViewId: string | null };

/** One card per status with its count; a card opens the campaign list filtered to that status. */
export function StatusCountCards({ counts, viewer, companyViewId }: Props) {
  const { t } = useTranslation();
  const statuses = dashboardStatuses(viewer);
  return (
    <SimpleGrid cols={{ base: 2, md: statuses.length }} spacing="md">
      {statuses.map((status) => {
        const label = t(`campaign.statuses.${status}`);
        return (
          <Paper
            key={status}
            component={Link}
            to={withCompanyView(campaignsPath(status), companyViewId)}
            data-testid={`status-count-${status}`}
            withBorder
            radius="md"
            p="md"
            style={{
              borderTop: `4px solid var(--mantine-color-${CAMPAIGN_STATUS_COLORS[status]}-5)`,
              color: 'inherit',
              textDecoration: 'none',
            }}
          >
            <Text size="sm" c="dimmed">
              {label}
            </Text>
            {counts ? (
              <Text fz={28} fw={700} data-testid="count">
                {countOf(counts, status)}
              </Text>
            ) : (
              <Skeleton h={34} w={48} mt={4} />
            )}
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
