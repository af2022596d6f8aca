import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** What a campaign nobody registered for shows instead of an empty table. */
export function LeadsEmptyState() {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="sm" py={48} data-testid="leads-empty">
      <ThemeIcon size={64} radius="xl" variant="light">
        <IconUsers size={32} stroke={1.5} />
      </ThemeIcon>
      <Title order={3}>{t('details.empty.title')}</Title>
      <Text c="dimmed" ta="center" maw={420}>
        {t('details.empty.message')}
      </Text>
    </Stack>
  );
}
