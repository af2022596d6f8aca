import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconGift, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** What a company without prizes sees instead of an empty table. */
export function PoolsEmptyState({ onCreate }: { onCreate: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="sm" py={48} data-testid="prizes-empty">
      <ThemeIcon size={64} radius="xl" variant="light">
        <IconGift size={32} stroke={1.5} />
      </ThemeIcon>
      <Title order={3}>{t('prizes.empty.title')}</Title>
      <Text c="dimmed" ta="center" maw={420}>
        {t('prizes.empty.message')}
      </Text>
      <Button leftSection={<IconPlus size={16} />} onClick={onCreate}>
        {t('prizes.create')}
      </Button>
    </Stack>
  );
}
