import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AttemptsLog } from '../../components/AttemptsLog.tsx';
import { fetchDelivery, integrationsKey } from './integrations-api.ts';

/** One lead delivery's attempts as the log recorded them. */
export function DeliveryAttempts({ destinationId, deliveryId }: { destinationId: string; deliveryId: string }) {
  const { t } = useTranslation();
  const detail = useQuery({
    queryKey: [...integrationsKey, 'delivery', deliveryId],
    queryFn: () => fetchDelivery(destinationId, deliveryId),
  });
  if (!detail.data) return <Text size="sm">{t('integrations.log.loading')}</Text>;
  return <AttemptsLog attempts={detail.data.attemptsLog} />;
}
