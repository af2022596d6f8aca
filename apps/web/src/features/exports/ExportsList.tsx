import type { LeadExport } from '@gc/contracts/lead-exports';
import { Alert, Badge, Button, Group, Paper, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { IconFileExport } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanyDates } from '../../app/use-company-dates.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadingScreen } from '../../components/LoadingScreen.tsx';
import { showToast } from '../../components/toast.ts';
import { failureTextKey } from '../../lib/api-error.ts';
import { formatDay } from '../../lib/format-date.ts';
import { DownloadButton } from '../campaign-details/DownloadButton.tsx';
import { deleteExport, EXPORTS_KEY, exportFilePath, fetchExports, retryExport } from './exports-api.ts';

const STATUS_COLORS: Record<LeadExport['status'], string> = {
  queued: 'gray',
  running: 'blue',
  done: 'green',
  failed: 'red',
};

const isUnderWay = (item: LeadExport) => item.status === 'queued' || item.status === 'running';

/**
 * The company's exports, newest first: each one's filters, its progress while it runs (polled every
 * second while any is under way), its file when done, and why it failed with a retry.
 */
export function ExportsList() {
  const { t, i18n } = useTranslation();
  const dates = useCompanyDates();
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: [...EXPORTS_KEY, 'list'],
    queryFn: fetchExports,
    refetchInterval: (query) => (query.state.data?.some(isUnderWay) ? 1_000 : false),
  });
  const onError = (error: unknown) => showToast({ kind: 'error', message: t(failureTextKey(error)) });
  const retry = useMutation({
    mutationFn: retryExport,
    onSuccess: async () => {
      showToast({ kind: 'success', message: t('exports.list.retried') });
      await queryClient.invalidateQueries({ queryKey: EXPORTS_KEY });
    },
    onError,
  });
  const remove = useMutation({
    mutationFn: deleteExport,
    onSuccess: async () => {
      showToast({ kind: 'success', message: t('exports.list.deleted') });
      await queryClient.invalidateQueries({ queryKey: EXPORTS_KEY });
    },
    onError,
  });
  const count = (value: number) => value.toLocaleString(i18n.resolvedLanguage);

  function filtersOf(item: LeadExport) {
    const campaigns = item.campaignNames.length > 0 ? item.campaignNames.join(', ') : t('exports.list.allCampaigns');
    const range =
      item.filters.from || item.filters.to
        ? t('exports.list.range', {
            from: item.filters.from ? formatDay(item.filters.from) : t('exports.list.rangeOpen'),
            to: item.filters.to ? formatDay(item.filters.to) : t('exports.list.rangeOpen'),
          })
        : null;
    return [campaigns, range, t(`exports.form.outcomes.${item.filters.outcome}`)].filter(Boolean).join(' · ');
  }

  function progressOf(item: LeadExport) {
    const percent = item.total ? Math.round((item.processed / item.total) * 100) : item.status === 'done' ? 100 : 0;
    return (
      <Stack gap={4}>
        <Group gap="xs">
          <Badge color={STATUS_COLORS[item.status]} variant="light">
            {t(`exports.list.status.${item.status}`)}
          </Badge>
          {item.status === 'done' && (
            <Text size="sm" c="dimmed">
              {t('exports.list.rows', { rows: count(item.rows) })}
            </Text>
          )}
        </Group>
        {isUnderWay(item) && (
          <>
            <Progress value={percent} animated aria-label={t('exports.list.progressLabel')} />
            <Text size="sm" c="dimmed" aria-live="polite">
              {item.total === null
                ? t('exports.list.counting')
                : t('exports.list.progress', { processed: count(item.processed), total: count(item.total) })}
            </Text>
          </>
        )}
        {item.status === 'failed' && item.error && (
          <Text size="sm" c="red.8">
            {item.error}
          </Text>
        )}
      </Stack>
    );
  }

  let content: ReactNode;
  if (list.isPending) content = <LoadingScreen minHeight={160} />;
  else if (list.isError)
    content = (
      <Alert color="red" variant="light" title={t('exports.list.loadFailed')}>
        <Button size="xs" variant="light" color="red" onClick={() => void list.refetch()}>
          {t('exports.list.retryLoad')}
        </Button>
      </Alert>
    );
  else if (list.data.length === 0)
    content = (
      <EmptyState
        icon={<IconFileExport size={32} />}
        title={t('exports.list.empty.title')}
        message={t('exports.list.empty.message')}
        testId="exports-empty"
      />
    );
  else
    content = (
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{dates.titleInZone(t('exports.list.columns.startedAt'))}</Table.Th>
              <Table.Th>{t('exports.list.columns.filters')}</Table.Th>
              <Table.Th>{t('exports.list.columns.progress')}</Table.Th>
              <Table.Th>{t('exports.list.columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.map((item) => (
              <Table.Tr key={item.id} data-testid="export-row">
                <Table.Td>{dates.dateTime(item.createdAt)}</Table.Td>
                <Table.Td>{filtersOf(item)}</Table.Td>
                <Table.Td miw={220}>{progressOf(item)}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    {item.status === 'done' && (
                      <DownloadButton
                        path={exportFilePath(item.id)}
                        fallbackName="leads.csv"
                        label={t('exports.list.download')}
                      />
                    )}
                    {item.status === 'failed' && (
                      <Button variant="light" onClick={() => retry.mutate(item.id)} loading={retry.isPending}>
                        {t('exports.list.retry')}
                      </Button>
                    )}
                    {!isUnderWay(item) && (
                      <Button
                        variant="subtle"
                        color="red"
                        onClick={() => remove.mutate(item.id)}
                        aria-label={t('exports.list.deleteLabel', { date: dates.dateTime(item.createdAt) })}
                      >
                        {t('exports.list.delete')}
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  return (
    <Paper withBorder p="md">
      <Stack>
        <Title order={2} size="h4">
          {t('exports.list.title')}
        </Title>
        {content}
      </Stack>
    </Paper>
  );
}
