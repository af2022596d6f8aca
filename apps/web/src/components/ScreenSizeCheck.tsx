import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useViewportSize } from '@mantine/hooks';
import { IconDeviceDesktop } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isPhonePage, isPortrait, isScreenSupported, MIN_SCREEN_HEIGHT, MIN_SCREEN_WIDTH } from './screen-size.ts';

/** Shows a "screen not supported" notice instead of the builder on screens under 992×540, phone pages aside. */
export function ScreenSizeCheck({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { width, height } = useViewportSize();
  const { pathname } = useLocation();
  // useViewportSize reports 0×0 before its first measurement.
  if (width === 0 || isScreenSupported(width, height) || isPhonePage(pathname)) return children;
  return (
    <Center mih="100vh" p="md">
      <Paper withBorder p="xl" radius="md" maw={420}>
        <Stack align="center" gap="sm" ta="center">
          <IconDeviceDesktop size={40} stroke={1.5} />
          <Title order={3}>{t('screen.notSupportedTitle')}</Title>
          <Text size="sm" c="dimmed">
            {t('screen.notSupportedMessage', { width: MIN_SCREEN_WIDTH, height: MIN_SCREEN_HEIGHT })}
          </Text>
          {isPortrait(width, height) && <Text size="sm">{t('screen.rotateHint')}</Text>}
        </Stack>
      </Paper>
    </Center>
  );
}
