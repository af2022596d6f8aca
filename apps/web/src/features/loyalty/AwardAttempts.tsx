import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AttemptsLog } from '../../components/AttemptsLog.tsx';
import { fetchLoyaltyAward } from './loyalty-api.ts';

/** Every attempt to deliver one award to its program, as the lead deliveries' log shows theirs. */
export function AwardAttempts({ integrationId, awardId }: { integrationId: string; awardId: string }) {
  const { t } = useTranslation();
  const detail = useQuery({
    queryKey: ['loyalty-awards', integrationId, 'award', awardId],
    queryFn: () => fetchLoyaltyAward(integrationId, awardId),
  });
  if (detail.isError) return <Text size="sm">{t('loyalty.awardsLoadFailed')}</Text>;
  if (!detail.data) return <Text size="sm">{t('loyalty.attemptsLoading')}</Text>;
  return <AttemptsLog attempts={detail.data.attemptsLog} />;
}
