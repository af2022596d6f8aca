import type { PrizePool } from '@gc/contracts/prizes';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A pool's vouchers through their life (issue 13): won, redeemed at a till, and expired unused. */
export function VoucherCounts({ pool }: { pool: PrizePool }) {
  const { t } = useTranslation();
  return (
    <Stack gap={0}>
      <Text size="sm">{t('prizes.vouchers.issued', { n: pool.issued })}</Text>
      <Text size="xs">{t('prizes.vouchers.redeemed', { n: pool.redeemed })}</Text>
      <Text size="xs" c={pool.expired > 0 ? 'orange' : 'dimmed'}>
        {t('prizes.vouchers.expired', { n: pool.expired })}
      </Text>
    </Stack>
  );
}
