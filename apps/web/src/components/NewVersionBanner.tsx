import { Button, Group, Paper, Text } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchBuildHash, isNewVersion, VERSION_POLL_MS } from './build-version.ts';

/** Polls the build hash every 30 minutes and offers a reload once a newer build is deployed. */
export function NewVersionBanner() {
  const { t } = useTranslation();
  const [hasUpdate, setHasUpdate] = useState(false);
  const check = async () => {
    if (isNewVersion(__BUILD_HASH__, await fetchBuildHash())) setHasUpdate(true);
  };
  const interval = useInterval(() => void check(), VERSION_POLL_MS);
  // biome-ignore lint/correctness/useExhaustiveDependencies: start polling once, in production builds only.
  useEffect(() => {
    if (import.meta.env.DEV) return;
    interval.start();
    return interval.stop;
  }, []);

  if (!hasUpdate) return null;
  return (
    <Paper bg="blue.0" px="md" py="xs" radius={0} role="status">
      <Group justify="center" gap="md">
        <Text size="sm">{t('version.banner')}</Text>
        <Button size="compact-sm" leftSection={<IconRefresh size={14} />} onClick={() => window.location.reload()}>
          {t('version.reload')}
        </Button>
      </Group>
    </Paper>
  );
}
