import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useActingCompany } from '../../app/use-acting-company.ts';
import { PageTitle } from '../../components/PageTitle.tsx';
import { useLoggedInUser } from '../account/use-logged-in-user.ts';
import { fetchCampaignOverview } from '../campaigns/campaign-api.ts';
import { campaignOverviewKey } from '../campaigns/campaign-query-keys.ts';
import { NewCampaignButton } from '../campaigns/NewCampaignButton.tsx';
import { useCampaignErrorMessage } from '../campaigns/use-campaign-error-message.ts';
import { useCampaignViewer } from '../campaigns/use-campaign-viewer.ts';
import { DestinationAlerts } from '../integrations/DestinationAlerts.tsx';
import { LatestCampaigns } from './LatestCampaigns.tsx';
import { StatusCountCards } from './StatusCountCards.tsx';

/** The company dashboard: a welcome, the campaigns by status, the latest campaigns and New campaign. */
export function DashboardPage() {
  const { t } = useTranslation();
  const me = useLoggedInUser();
  const viewer = useCampaignViewer();
  const { company, companyViewId } = useActingCompany();
  const errorMessage = useCampaignErrorMessage();
  const overview = useQuery({
    queryKey: campaignOverviewKey(companyViewId),
    queryFn: fetchCampaignOverview,
  });

  return (
    <Stack>
      <PageTitle>{t('pages.dashboard')}</PageTitle>
      <DestinationAlerts />
      <Paper withBorder radius="md" p="xl">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Text size="lg" fw={600}>
              {me.data ? t('dashboard.welcome', { name: me.data.firstName }) : <Skeleton h={24} w={220} />}
            </Text>
            <Text c="dimmed" data-testid="company-name">
              {company ? t('dashboard.company', { company: company.name }) : <Skeleton h={18} w={180} mt={4} />}
            </Text>
          </Stack>
          <NewCampaignButton />
        </Group>
      </Paper>
      {overview.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} title={t('campaigns.dashboard.loadFailed')}>
          <Group justify="space-between">
            {errorMessage(overview.error)}
            <Button size="xs" variant="light" color="red" onClick={() => void overview.refetch()}>
              {t('campaigns.retry')}
            </Button>
          </Group>
        </Alert>
      ) : (
        <>
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('campaigns.dashboard.byStatus')}
            </Title>
            <StatusCountCards counts={overview.data?.counts} viewer={viewer} companyViewId={companyViewId} />
          </Stack>
          <Paper withBorder radius="md" p="md">
            <LatestCampaigns campaigns={overview.data?.latest} roles={viewer.roles} companyViewId={companyViewId} />
          </Paper>
        </>
      )}
    </Stack>
  );
}
