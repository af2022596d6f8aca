import type { Destination } from '@gc/contracts/integrations';
import { Alert, Badge, Button, Group, Paper, Stack, Switch, Table, Text } from '@mantine/core';
import { IconWebhook } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WarningDialog } from '../../components/dialogs/WarningDialog.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageTitle } from '../../components/PageTitle.tsx';
import { showToast } from '../../components/toast.ts';
import { AddDestinationCard } from './AddDestinationCard.tsx';
import { DestinationDeliveryLog } from './DestinationDeliveryLog.tsx';
import { EditDestinationDialog } from './EditDestinationDialog.tsx';
import { integrationErrorText } from './integration-errors.ts';
import { deleteDestination, fetchDestinations, integrationsKey, setPaused } from './integrations-api.ts';

/** What the Target column shows of a destination: a webhook's URL, a Mailchimp audience; nothing secret. */
function targetOf(destination: Destination): string {
  const { url, audienceId } = destination.settings;
  return typeof url === 'string' ? url : typeof audienceId === 'string' ? audienceId : '';
}

/**
 * /integrations (issue 15): the company's lead destinations, adding one of any kind, editing and
 * deleting them, the pause switch and each one's delivery log.
 */
export function IntegrationsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Destination | null>(null);
  const list = useQuery({
    queryKey: [...integrationsKey, 'destinations'],
    queryFn: fetchDestinations,
    refetchInterval: 5_000,
  });
  const pause = useMutation({
    mutationFn: ({ id, isPaused }: { id: string; isPaused: boolean }) => setPaused(id, isPaused),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationsKey }),
    onError: (error) => showToast({ kind: 'error', message: integrationErrorText(error, t) }),
  });
  const remove = useMutation({
    mutationFn: (destination: Destination) => deleteDestination(destination.id),
    onSuccess: async (_, destination) => {
      setDeleting(null);
      showToast({ kind: 'success', message: t('integrations.delete.done', { name: destination.name }) });
      await queryClient.invalidateQueries({ queryKey: integrationsKey });
    },
    onError: (error) => {
      setDeleting(null);
      showToast({ kind: 'error', message: integrationErrorText(error, t) });
    },
  });
  const destinations = list.data ?? [];
  const shown: Destination | undefined = destinations.find((d) => d.id === chosen) ?? destinations[0];
  return (
    <Stack>
      <PageTitle>{t('pages.integrations')}</PageTitle>
      <Text c="dimmed">{t('integrations.intro')}</Text>
      {list.isError && <Alert color="red">{integrationErrorText(list.error, t)}</Alert>}
      <AddDestinationCard onAdded={setChosen} />
      {list.data && destinations.length === 0 && (
        <EmptyState
          icon={<IconWebhook size={32} />}
          title={t('integrations.empty.title')}
          message={t('integrations.empty.message')}
          testId="integrations-empty"
        />
      )}
      {destinations.length > 0 && (
        <Paper withBorder radius="md" p="md">
          <Table.ScrollContainer minWidth={720}>
            <Table data-testid="destinations">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('integrations.list.name')}</Table.Th>
                  <Table.Th>{t('integrations.list.kind')}</Table.Th>
                  <Table.Th>{t('integrations.list.target')}</Table.Th>
                  <Table.Th>{t('integrations.list.deliveries')}</Table.Th>
                  <Table.Th>{t('integrations.list.paused')}</Table.Th>
                  <Table.Th>{t('integrations.list.log')}</Table.Th>
                  <Table.Th>{t('integrations.list.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {destinations.map((destination) => (
                  <Table.Tr key={destination.id}>
                    <Table.Td>
                      <Group gap={6}>
                        {destination.name}
                        {destination.health.isFailing && (
                          <Badge color="red" variant="filled">
                            {t('integrations.list.failing')}
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      {t(`integrations.kinds.${destination.kind}`, { defaultValue: destination.kind })}
                    </Table.Td>
                    <Table.Td>{targetOf(destination)}</Table.Td>
                    <Table.Td>{t('integrations.list.counts', destination.health)}</Table.Td>
                    <Table.Td>
                      <Switch
                        checked={destination.isPaused}
                        aria-label={`${t('integrations.list.paused')}: ${destination.name}`}
                        onChange={(event) =>
                          pause.mutate({ id: destination.id, isPaused: event.currentTarget.checked })
                        }
                      />
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant={shown?.id === destination.id ? 'filled' : 'default'}
                        aria-pressed={shown?.id === destination.id}
                        onClick={() => setChosen(destination.id)}
                      >
                        {t('integrations.list.showLog')}
                      </Button>
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          size="xs"
                          variant="default"
                          aria-label={`${t('integrations.list.edit')}: ${destination.name}`}
                          onClick={() => setEditing(destination.id)}
                        >
                          {t('integrations.list.edit')}
                        </Button>
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          aria-label={`${t('integrations.list.delete')}: ${destination.name}`}
                          onClick={() => setDeleting(destination)}
                        >
                          {t('integrations.list.delete')}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      {shown && <DestinationDeliveryLog key={shown.id} destination={shown} />}
      <EditDestinationDialog
        destination={destinations.find((d) => d.id === editing) ?? null}
        onClose={() => setEditing(null)}
      />
      <WarningDialog
        opened={deleting !== null}
        variant="remove"
        confirmLabel={t('integrations.delete.confirm')}
        message={deleting ? t('integrations.delete.message', { name: deleting.name }) : ''}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </Stack>
  );
}
