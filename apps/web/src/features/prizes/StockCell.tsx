import type { PrizePool } from '@gc/contracts/prizes';
import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STOCK_LEVEL_COLORS, stockLabel, stockView } from './stock.ts';

/** "issued / total" with the remaining count coloured by how much is left, and a progress bar. */
export function StockCell({ pool }: { pool: PrizePool }) {
  const { t } = useTranslation();
  const view = stockView(pool);
  if (view.kind === 'unlimited') {
    return (
      <Group gap="xs" wrap="nowrap">
        <Badge variant="light" color="grape">
          {t('prizes.stock.unlimited')}
        </Badge>
        <Text size="xs" c="dimmed">
          {t('prizes.stock.issued', { n: view.issued })}
        </Text>
      </Group>
    );
  }
  const color = STOCK_LEVEL_COLORS[view.level];
  return (
    <Stack gap={4} miw={140}>
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <Text size="sm" data-testid="stock-label">
          {stockLabel(view)}
        </Text>
        <Text size="xs" fw={700} c={color}>
          {t('prizes.stock.remaining', { n: view.remaining })}
        </Text>
      </Group>
      <Progress
        value={view.percentIssued}
        color={color}
        size="sm"
        aria-label={t('prizes.stock.progress', { percent: view.percentIssued })}
      />
    </Stack>
  );
}
