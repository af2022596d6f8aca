import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The loading overlay of spec §2, reading "Loading...". */
export function LoadingScreen({ minHeight = 320 }: { minHeight?: number | string }) {
  const { t } = useTranslation();
  return (
    <Center mih={minHeight} role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader />
        <Text c="dimmed" size="sm">
          {t('common.loading')}
        </Text>
      </Stack>
    </Center>
  );
}
