import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconConfetti } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function Brand() {
  const { t } = useTranslation();
  return (
    <Group gap="xs">
      <ThemeIcon size="md" radius="md" variant="gradient" gradient={{ from: 'blue', to: 'cyan' }}>
        <IconConfetti size={18} />
      </ThemeIcon>
      <Text fw={700}>{t('app.name')}</Text>
    </Group>
  );
}
