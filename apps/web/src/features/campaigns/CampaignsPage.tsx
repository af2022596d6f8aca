import type { Campaign } from '@gc/contracts/campaigns';
import { Alert, Button, Group, Paper, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCompanyViewId } from '../../app/use-company-view.ts';
import { DataTable } from '../../components/data-table/DataTable.tsx';
import { setFilter, type TableState } from '../../components/data-table/table-state.ts';
import { useTableState } from '../../components/data-table/use-table-state.ts';
import { PageTitle } from '../../components/PageTitle.tsx';
import { LeadsExportLink } from '../exports/LeadsExportLink.tsx';
import { CampaignActionDialogs } from './CampaignActionDialogs.tsx';
import { CampaignsEmptyState } from './CampaignsEmptyState.tsx';
import { searchCampaigns } from './campaign-api.ts';
import { isInDebugMode } from './campaign-debug.ts';
import { STATUS_PARAM, statusFromParam } from './campaign-links.ts';
import { campaignListKey } from './campaign-query-keys.ts';
import { NewCampaignButton } from './NewCampaignButton.tsx';
import { useCampaignAction } from './use-campaign-action.ts';
import { useCampaignColumns } from './use-campaign-columns.tsx';
import { useCampaignErrorMessage } from './use-campaign-error-message.ts';
import { useCampaignViewer } from './use-campaign-viewer.ts';

const debugRowStyle = { backgroundColor: 'var(--mantine-color-orange-0)' };

/** The campaign list of spec §2: server-side search, sort, status filter and paging, row actions. */
export function CampaignsPage() {
  const { t } = useTranslation();
  const viewer = useCampaignViewer();
  const [companyViewId] = useCompanyViewId();
  const [searchParams, setSearchParams] = useSearchParams();
  // The status filter lives in the URL too, so that the dashboard can link to one status and reload keeps it.
  const [state, setState] = useTableState({
    sort: 'createdDate',
    filters: { status: statusFromParam(searchParams.get(STATUS_PARAM)) },
  });
  const changeState = (next: TableState) => {
    setState(next);
    const status = next.filters.status ?? null;
    if (status === (state.filters.status ?? null)) return;
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (status) params.set(STATUS_PARAM, status);
        else params.delete(STATUS_PARAM);
        return params;
      },
      { replace: true },
    );
  };
  // A link to the list while it is open (the navigation, a dashboard card) changes only the URL.
  const urlStatus = statusFromParam(searchParams.get(STATUS_PARAM));
  useEffect(() => {
    setState((current) => setFilter(current, 'status', urlStatus));
  }, [urlStatus, setState]);
  const campaigns = useQuery({
    queryKey: campaignListKey(companyViewId, state),
    queryFn: () => searchCampaigns(state),
    placeholderData: keepPreviousData,
  });
  const errorMessage = useCampaignErrorMessage();
  const action = useCampaignAction();
  const columns = useCampaignColumns({ viewer, companyViewId, isBusy: action.isRunning, onAction: action.request });

  const isUnfiltered = !state.filters.search && (state.filters.status ?? 'ALL') === 'ALL';
  const hasNoCampaigns = campaigns.data?.total === 0 && isUnfiltered && !campaigns.isPlaceholderData;

  return (
    <Stack>
      <Group justify="space-between">
        <PageTitle>{t('pages.campaigns')}</PageTitle>
        <Group gap="sm">
          <LeadsExportLink />
          {!hasNoCampaigns && <NewCampaignButton />}
        </Group>
      </Group>
      {campaigns.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} title={t('campaigns.loadFailed')}>
          <Group justify="space-between">
            {errorMessage(campaigns.error)}
            <Button size="xs" variant="light" color="red" onClick={() => void campaigns.refetch()}>
              {t('campaigns.retry')}
            </Button>
          </Group>
        </Alert>
      )}
      <Paper withBorder radius="md" p="md">
        {hasNoCampaigns ? (
          <CampaignsEmptyState />
        ) : (
          <DataTable<Campaign>
            label={t('pages.campaigns')}
            columns={columns}
            rows={campaigns.data?.items ?? []}
            total={campaigns.data?.total ?? 0}
            state={state}
            onStateChange={changeState}
            rowKey={(campaign) => campaign.id}
            rowStyle={(campaign) => (isInDebugMode(campaign) ? debugRowStyle : undefined)}
            loading={campaigns.isFetching}
          />
        )}
      </Paper>
      <CampaignActionDialogs
        pending={action.pending}
        isRunning={action.isRunning}
        onConfirm={action.confirm}
        onCancel={action.cancel}
      />
    </Stack>
  );
}
