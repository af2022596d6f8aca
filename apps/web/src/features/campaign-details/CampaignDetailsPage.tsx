import { EDITING_ROLES, hasAnyRole, LEAD_DATA_ROLES } from '@gc/contracts/roles';
import { Alert, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCompanyViewId } from '../../app/use-company-view.ts';
import { LoadingScreen } from '../../components/LoadingScreen.tsx';
import { PageTitle } from '../../components/PageTitle.tsx';
import { failureTextKey, isApiError } from '../../lib/api-error.ts';
import { useSession } from '../../lib/use-session.ts';
import { CampaignNotFound } from '../builder/CampaignNotFound.tsx';
import { CampaignStatusBadge } from '../campaigns/CampaignStatusBadge.tsx';
import { CampaignTypeIcon } from '../campaigns/CampaignTypeIcon.tsx';
import { fetchCampaign } from '../campaigns/campaign-api.ts';
import { useFlags } from '../flags/use-flags.ts';
import { useInternalEvent } from '../internal-analytics/internal-events.ts';
import { DownloadDataButton } from './DownloadDataButton.tsx';
import { DETAILS_KEY, fetchCampaignStats } from './details-api.ts';
import { ExportCsvButton } from './ExportCsvButton.tsx';
import { LeadsHiddenNotice } from './LeadsHiddenNotice.tsx';
import { LeadsTable } from './LeadsTable.tsx';
import { fetchResponsesSummary } from './responses-api.ts';
import { StatCards } from './StatCards.tsx';

/** A survey's results with the chart library: loaded only for a campaign that keeps responses. */
const SurveyResults = lazy(() => import('./SurveyResults.tsx'));
/** The analytics charts (issue 16), with the chart library: their own chunk, loaded with the page. */
const CampaignAnalytics = lazy(() => import('./analytics/CampaignAnalytics.tsx'));
/** The live operations view (issue 16) with socket.io's client: its own chunk, only where analytics are on. */
const LiveOps = lazy(() => import('./live-ops/LiveOps.tsx'));

/** 404 (unknown or another company's campaign) or 400 (not an id at all). */
const isMissingCampaign = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 400);

/**
 * /campaign/details/{id}: the campaign's counts, its leads and their CSV export. The leads and the
 * export only for the view roles (the server refuses the others); the other roles see the counts.
 * The downloads (the leads CSV, the campaign's data zip, the survey answers) also need the company's
 * EXPORTS flag (spec §6); while it is off they are not offered, and the server refuses them.
 */
export function CampaignDetailsPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  useInternalEvent('analytics-opened', id);
  const [companyViewId] = useCompanyViewId();
  const roles = useSession()?.roles ?? [];
  const canSeeLeads = hasAnyRole(roles, LEAD_DATA_ROLES);
  const canClearAnalytics = hasAnyRole(roles, EDITING_ROLES);
  const flags = useFlags();
  const canExport = canSeeLeads && flags?.EXPORTS === true;
  const campaign = useQuery({
    queryKey: [DETAILS_KEY, 'campaign', companyViewId, id],
    queryFn: () => fetchCampaign(id),
  });
  const stats = useQuery({
    queryKey: [DETAILS_KEY, 'stats', companyViewId, id],
    queryFn: () => fetchCampaignStats(id),
    enabled: campaign.isSuccess,
  });
  const language = i18n.resolvedLanguage ?? i18n.language;
  const responses = useQuery({
    queryKey: [DETAILS_KEY, 'responses', companyViewId, id, language],
    queryFn: () => fetchResponsesSummary(id, language),
    enabled: campaign.isSuccess,
  });

  if (campaign.isPending) return <LoadingScreen />;
  if (isMissingCampaign(campaign.error)) return <CampaignNotFound />;
  if (!campaign.data) {
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
        {t(failureTextKey(campaign.error))}
      </Alert>
    );
  }

  const { name, status, slug } = campaign.data;
  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Group gap="sm">
          <CampaignTypeIcon campaign={campaign.data} />
          <div>
            <PageTitle>{name}</PageTitle>
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {t(`campaign.types.${campaign.data.campaignType}.name`)}
              </Text>
              <CampaignStatusBadge status={status} />
            </Group>
          </div>
        </Group>
        {canExport && (
          <Group gap="xs">
            <ExportCsvButton campaignId={id} fallbackName={slug} />
            <DownloadDataButton campaignId={id} />
          </Group>
        )}
      </Group>
      {stats.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {t('details.statsFailed')}
        </Alert>
      ) : (
        <StatCards stats={stats.data} />
      )}
      {flags?.ANALYTICS === true && status !== 'DRAFT' && (
        <Paper withBorder radius="md" p="md">
          <Suspense fallback={<Loader size="sm" role="progressbar" aria-label={t('common.loading')} />}>
            <LiveOps campaignId={id} />
          </Suspense>
        </Paper>
      )}
      <Paper withBorder radius="md" p="md">
        <Suspense fallback={<Loader size="sm" role="progressbar" aria-label={t('common.loading')} />}>
          <CampaignAnalytics campaignId={id} canClear={canClearAnalytics} />
        </Suspense>
      </Paper>
      {responses.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {t('details.survey.failed')}
        </Alert>
      )}
      {responses.data?.keepsResponses && (
        <Suspense fallback={<Loader size="sm" role="progressbar" aria-label={t('common.loading')} />}>
          <SurveyResults
            campaignId={id}
            fallbackName={slug}
            summary={responses.data}
            canSeeTexts={canSeeLeads}
            canExport={canExport}
          />
        </Suspense>
      )}
      <Paper withBorder radius="md" p="md">
        <Title order={2} size="h4" mb="sm">
          {t('details.leads')}
        </Title>
        {canSeeLeads ? <LeadsTable campaignId={id} /> : <LeadsHiddenNotice />}
      </Paper>
    </Stack>
  );
}
