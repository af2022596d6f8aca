import type { CampaignStats } from '@gc/contracts/leads';
import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const CARDS = ['playsStarted', 'playsFinished', 'leads', 'winners'] as const;

/** The four counts of the campaign; skeletons while they load. */
export function StatCards({ stats }: { stats: CampaignStats | undefined }) {
  const { t, i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.language);
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }}>
      {CARDS.map((card) => (
        <Paper key={card} withBorder radius="md" p="md" data-testid={`stat-${card}`}>
          <Text size="sm" c="dimmed">
            {t(`details.stats.${card}`)}
          </Text>
          {stats ? (
            <Text fz={28} fw={700} data-testid={`stat-${card}-value`}>
              {format.format(stats[card])}
            </Text>
          ) : (
            <Skeleton height={34} mt={4} width="50%" />
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
