import type { Campaign } from '@gc/contracts/campaigns';
import { Anchor, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCompanyDates } from '../../app/use-company-dates.ts';
import { withCompanyView } from '../../lib/company-view.ts';
import { CampaignButtons } from '../campaigns/CampaignButtons.tsx';
import { CampaignNameCell } from '../campaigns/CampaignNameCell.tsx';
import { CampaignStatusBadge } from '../campaigns/CampaignStatusBadge.tsx';
import { CampaignTypeIcon } from '../campaigns/CampaignTypeIcon.tsx';
import { campaignsPath } from '../campaigns/campaign-links.ts';

type Props = {
  campaigns: Campaign[] | undefined;
  roles: readonly string[];
  companyViewId: string | null;
};

/** The company's newest campaigns with their type, status and date, and the way into each. */
export function LatestCampaigns({ campaigns, roles, companyViewId }: Props) {
  const { t } = useTranslation();
  const dates = useCompanyDates();
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h4">
          {t('campaigns.dashboard.latest')}
        </Title>
        <Anchor component={Link} to={withCompanyView(campaignsPath(), companyViewId)} size="sm">
          {t('campaigns.dashboard.viewAll')}
        </Anchor>
      </Group>
      {!campaigns ? (
        <Stack gap="xs">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} h={36} />
          ))}
        </Stack>
      ) : campaigns.length === 0 ? (
        <Text c="dimmed" py="md">
          {t('campaigns.dashboard.noCampaigns')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="xs" aria-label={t('campaigns.dashboard.latest')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('campaigns.columns.campaign')}</Table.Th>
                <Table.Th>{t('campaigns.columns.type')}</Table.Th>
                <Table.Th>{t('campaigns.columns.status')}</Table.Th>
                <Table.Th>{t('campaigns.columns.createdDate')}</Table.Th>
                <Table.Th>{t('campaigns.columns.buttons')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {campaigns.map((campaign) => (
                <Table.Tr key={campaign.id}>
                  <Table.Td>
                    <CampaignNameCell campaign={campaign} />
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <CampaignTypeIcon campaign={campaign} />
                      <Text size="sm">{t(`campaign.types.${campaign.campaignType}.name`)}</Text>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <CampaignStatusBadge status={campaign.status} />
                  </Table.Td>
                  <Table.Td>{dates.date(campaign.createdDate)}</Table.Td>
                  <Table.Td>
                    <CampaignButtons campaign={campaign} roles={roles} companyViewId={companyViewId} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
