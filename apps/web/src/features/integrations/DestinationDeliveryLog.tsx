import { DELIVERY_STATUSES, type DeliveryStatus, type Destination } from '@gc/contracts/integrations';
import { Badge, Button, Group, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WarningDialog } from '../../components/dialogs/WarningDialog.tsx';
import { showToast } from '../../components/toast.ts';
import { DeliveryAttempts } from './DeliveryAttempts.tsx';
import { integrationErrorText } from './integration-errors.ts';
import { fetchDeliveries, integrationsKey, replayAllDead, replayDelivery } from './integrations-api.ts';

const STATUS_COLOURS: Record<DeliveryStatus, string> = { pending: 'blue', delivered: 'teal', dead: 'red' };
const PAGE_SIZE = 20;

type Replay = { kind: 'one'; deliveryId: string; email: string } | { kind: 'all' };

/** A destination's deliveries, newest first: status, attempts, the last answer; each one's attempts; replays. */
export function DestinationDeliveryLog({ destination }: { destination: Destination }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<DeliveryStatus | null>(null);
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<string | null>(null);
  const [replay, setReplay] = useState<Replay | null>(null);
  const log = useQuery({
    queryKey: [...integrationsKey, 'log', destination.id, status, page],
    queryFn: () => fetchDeliveries(destination.id, page, status ?? undefined),
    refetchInterval: 3_000,
  });
  const run = useMutation({
    mutationFn: async (what: Replay) =>
      what.kind === 'one'
        ? replayDelivery(destination.id, what.deliveryId).then(() => 1)
        : replayAllDead(destination.id).then((r) => r.replayed),
    onSuccess: async (count) => {
      setReplay(null);
      await queryClient.invalidateQueries({ queryKey: integrationsKey });
      showToast({ kind: 'success', message: t('integrations.log.replayed', { count }) });
    },
    onError: (error) => {
      setReplay(null);
      showToast({ kind: 'error', message: integrationErrorText(error, t) });
    },
  });
  const pages = Math.max(1, Math.ceil((log.data?.total ?? 0) / PAGE_SIZE));
  const titleId = `log-title-${destination.id}`;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h5" id={titleId}>
            {t('integrations.log.title', { name: destination.name })}
          </Title>
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconRefresh size={14} />}
            disabled={destination.health.dead === 0}
            onClick={() => setReplay({ kind: 'all' })}
          >
            {t('integrations.log.replayAll', { count: destination.health.dead })}
          </Button>
        </Group>
        <Select
          label={t('integrations.log.status')}
          placeholder={t('integrations.log.allStatuses')}
          data={DELIVERY_STATUSES.map((value) => ({ value, label: t(`integrations.status.${value}`) }))}
          value={status}
          onChange={(value) => {
            setStatus(value as DeliveryStatus | null);
            setPage(0);
          }}
          clearable
          w={220}
        />
        {log.data?.items.length === 0 ? (
          <Text size="sm">{t('integrations.log.empty')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={720}>
            <Table striped data-testid="delivery-log">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('integrations.log.lead')}</Table.Th>
                  <Table.Th>{t('integrations.log.status')}</Table.Th>
                  <Table.Th>{t('integrations.log.attempts')}</Table.Th>
                  <Table.Th>{t('integrations.log.answer')}</Table.Th>
                  <Table.Th>{t('integrations.log.when')}</Table.Th>
                  <Table.Th>{t('integrations.log.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {log.data?.items.map((item) => (
                  <Fragment key={item.id}>
                    <Table.Tr>
                      <Table.Td>{item.email}</Table.Td>
                      <Table.Td>
                        <Badge color={STATUS_COLOURS[item.status]} variant="light">
                          {t(`integrations.status.${item.status}`)}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{item.attempts}</Table.Td>
                      <Table.Td>{item.lastStatus ?? item.lastError ?? ''}</Table.Td>
                      <Table.Td>{new Date(item.createdAt).toLocaleString()}</Table.Td>
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          <Button
                            size="xs"
                            variant="default"
                            aria-expanded={open === item.id}
                            aria-label={`${t('integrations.log.details')}: ${item.email}`}
                            onClick={() => setOpen(open === item.id ? null : item.id)}
                          >
                            {t('integrations.log.details')}
                          </Button>
                          {item.status === 'dead' && (
                            <Button
                              size="xs"
                              variant="light"
                              aria-label={`${t('integrations.log.replay')}: ${item.email}`}
                              onClick={() => setReplay({ kind: 'one', deliveryId: item.id, email: item.email })}
                            >
                              {t('integrations.log.replay')}
                            </Button>
                          )}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                    {open === item.id && (
                      <Table.Tr>
                        <Table.Td colSpan={6}>
                          <DeliveryAttempts destinationId={destination.id} deliveryId={item.id} />
                        </Table.Td>
                      </Table.Tr>
                    )}
                  </Fragment>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {pages > 1 && (
          <Group>
            <Button variant="default" size="xs" disabled={page === 0} onClick={() => setPage(page - 1)}>
              {t('integrations.log.previous')}
            </Button>
            <Text size="sm">{t('integrations.log.page', { page: page + 1, pages })}</Text>
            <Button variant="default" size="xs" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
              {t('integrations.log.next')}
            </Button>
          </Group>
        )}
      </Stack>
      <WarningDialog
        opened={replay !== null}
        variant="confirm"
        confirmLabel={t('integrations.log.replay')}
        message={
          replay?.kind === 'one'
            ? t('integrations.log.confirmReplay', { email: replay.email })
            : t('integrations.log.confirmReplayAll', { count: destination.health.dead })
        }
        loading={run.isPending}
        onCancel={() => setReplay(null)}
        onConfirm={() => replay && run.mutate(replay)}
      />
    </Paper>
  );
}
