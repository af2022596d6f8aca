import type { Campaign } from '@gc/contracts/campaigns';
import { DELIVERY_STATES, type DeliveryState } from '@gc/contracts/mail';
import { Badge, Button, Group, Paper, Select, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../components/toast.ts';
import { fetchDeliveries, mailKey, retryDelivery } from './mail-api.ts';
import { mailErrorText } from './mail-errors.ts';

const STATE_COLOURS: Record<DeliveryState, string> = { queued: 'blue', sent: 'teal', failed: 'red' };
const PAGE_SIZE = 20;

/** Every e-mail of the campaign as sent or not yet: recipient, outcome, state with the SMTP answer, retry. */
export function DeliveryLog({
  campaign,
  outcomes,
  canRetry,
}: {
  campaign: Campaign;
  outcomes: string[];
  canRetry: boolean;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [state, setState] = useState<DeliveryState | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const [page, setPage] = useState(0);
  const key = [...mailKey(campaign.id), 'log', state, outcome, page] as const;
  const log = useQuery({
    queryKey: key,
    queryFn: () => fetchDeliveries(campaign.id, { page, state: state ?? undefined, outcome: outcome ?? undefined }),
    refetchInterval: 10_000,
  });
  const retry = useMutation({
    mutationFn: (mailId: string) => retryDelivery(campaign.id, mailId),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [...mailKey(campaign.id), 'log'] });
      showToast({ kind: 'success', message: t('mail.log.retryDone') });
    },
    onError: (error) => showToast({ kind: 'error', message: mailErrorText(error, t) }),
  });
  const pages = Math.max(1, Math.ceil((log.data?.total ?? 0) / PAGE_SIZE));
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language === 'sr' ? 'sr-Latn' : i18n.language, {
      dateStyle: 'short',
      timeStyle: 'short',
    }).format(new Date(iso));

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="mail-log-title">
      <Stack gap="sm">
        <Title order={2} size="h5" id="mail-log-title">
          {t('mail.log.title')}
        </Title>
        <Group align="flex-end">
          <Select
            label={t('mail.log.state')}
            placeholder={t('mail.log.allStates')}
            data={DELIVERY_STATES.map((value) => ({ value, label: t(`mail.log.states.${value}`) }))}
            value={state}
            onChange={(value) => {
              setState(value as DeliveryState | null);
              setPage(0);
            }}
            clearable
          />
          <Select
            label={t('mail.log.outcome')}
            placeholder={t('mail.log.allOutcomes')}
            data={outcomes}
            value={outcome}
            onChange={(value) => {
              setOutcome(value);
              setPage(0);
            }}
            clearable
          />
        </Group>
        {log.data && (
          <Text size="sm" data-testid="mail-log-counts">
            {t('mail.log.counts', log.data.counts)}
          </Text>
        )}
        {log.data?.items.length === 0 ? (
          <Text size="sm">{t('mail.log.empty')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={720}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('mail.log.recipient')}</Table.Th>
                  <Table.Th>{t('mail.log.outcome')}</Table.Th>
                  <Table.Th>{t('mail.log.subject')}</Table.Th>
                  <Table.Th>{t('mail.log.state')}</Table.Th>
                  <Table.Th>{t('mail.log.answer')}</Table.Th>
                  <Table.Th>{t('mail.log.when')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('mail.log.retry')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {log.data?.items.map((item) => (
                  <Table.Tr key={item.id}>
                    <Table.Td>{item.to}</Table.Td>
                    <Table.Td>{item.outcome ?? ''}</Table.Td>
                    <Table.Td>{item.subject}</Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        <Badge color={STATE_COLOURS[item.state]} variant="light">
                          {t(`mail.log.states.${item.state}`)}
                        </Badge>
                        {item.isRetried && <Badge variant="outline">{t('mail.log.retried')}</Badge>}
                        {item.isTest && <Badge variant="outline">{t('mail.log.test')}</Badge>}
                      </Group>
                    </Table.Td>
                    <Table.Td>{item.lastError ?? ''}</Table.Td>
                    <Table.Td>{when(item.createdAt)}</Table.Td>
                    <Table.Td>
                      {item.state === 'failed' && canRetry && (
                        <Button
                          size="xs"
                          variant="light"
                          leftSection={<IconRefresh size={14} />}
                          onClick={() => retry.mutate(item.id)}
                          loading={retry.isPending && retry.variables === item.id}
                          aria-label={`${t('mail.log.retry')}: ${item.to}`}
                        >
                          {t('mail.log.retry')}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {pages > 1 && (
          <Group>
            <Button variant="default" size="xs" disabled={page === 0} onClick={() => setPage(page - 1)}>
              {t('mail.log.previous')}
            </Button>
            <Text size="sm">{t('mail.log.page', { page: page + 1, pages })}</Text>
            <Button variant="default" size="xs" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
              {t('mail.log.next')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
