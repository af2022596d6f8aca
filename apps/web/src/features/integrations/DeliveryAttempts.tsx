import { Badge, Code, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchDelivery, integrationsKey } from './integrations-api.ts';

/** One delivery's attempts as the log recorded them: the request (secrets masked), the answer, the time taken. */
export function DeliveryAttempts({ destinationId, deliveryId }: { destinationId: string; deliveryId: string }) {
  const { t } = useTranslation();
  const detail = useQuery({
    queryKey: [...integrationsKey, 'delivery', deliveryId],
    queryFn: () => fetchDelivery(destinationId, deliveryId),
  });
  if (!detail.data) return <Text size="sm">{t('integrations.log.loading')}</Text>;
  return (
    <Stack gap="sm" data-testid="delivery-attempts">
      {detail.data.attemptsLog.length === 0 && <Text size="sm">{t('integrations.log.noAttempts')}</Text>}
      {detail.data.attemptsLog.map((attempt, index) => (
        <Stack key={attempt.id} gap={4}>
          <Text size="sm" fw={600}>
            {t('integrations.log.attempt', { n: index + 1 })}{' '}
            <Badge color={attempt.ok ? 'teal' : 'red'} variant="light">
              {attempt.status ?? t('integrations.log.noAnswer')}
            </Badge>{' '}
            {t('integrations.log.took', { ms: attempt.durationMs })} · {new Date(attempt.createdAt).toLocaleString()}
          </Text>
          {attempt.error && <Text size="sm">{attempt.error}</Text>}
          <Table withTableBorder>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th scope="row">{t('integrations.log.request')}</Table.Th>
                <Table.Td>
                  <Code block>
                    {`${attempt.request.method} ${attempt.request.url}\n${Object.entries(attempt.request.headers)
                      .map(([k, v]) => `${k}: ${v}`)
                      .join('\n')}\n\n${attempt.request.body}`}
                  </Code>
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">{t('integrations.log.response')}</Table.Th>
                <Table.Td>
                  <Code block data-testid="response-excerpt">
                    {attempt.responseExcerpt || '—'}
                  </Code>
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Stack>
      ))}
    </Stack>
  );
}
