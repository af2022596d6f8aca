import type { Attempt } from '@gc/contracts/integrations';
import { Badge, Code, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A delivery's attempts as its log recorded them, oldest first: the request (secrets masked), the
 * answer, the time taken. Shared by the lead deliveries' log and the loyalty awards' one.
 */
export function AttemptsLog({ attempts }: { attempts: readonly Attempt[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" data-testid="delivery-attempts">
      {attempts.length === 0 && <Text size="sm">{t('integrations.log.noAttempts')}</Text>}
      {attempts.map((attempt, index) => (
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
