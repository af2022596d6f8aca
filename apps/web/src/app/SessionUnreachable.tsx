import { Alert, Box, Button, Center, Group, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshTokens } from '../lib/token-refresh.ts';
import { Brand } from './Brand.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';

/** Seconds between the automatic tries while the server does not answer. */
const RETRY_SECONDS = 5;

/**
 * Shown instead of a guarded page when this browser holds a session the server could not refresh
 * (offline, its database unreachable for a moment): the user is not logged out, so the log-in form
 * would be wrong. Tries again by itself every few seconds and on Try again; a refused refresh ends the
 * session as usual and the guard then shows the log-in page.
 */
export function SessionUnreachable() {
  const { t } = useTranslation();
  const [trying, setTrying] = useState(false);

  const tryAgain = async () => {
    setTrying(true);
    try {
      await refreshTokens();
    } finally {
      setTrying(false);
    }
  };

  useEffect(() => {
    const timer = window.setInterval(() => void refreshTokens(), RETRY_SECONDS * 1000);
    return () => window.clearInterval(timer);
  }, []);

  return (
    <Box mih="100vh" bg="gray.0">
      <Group justify="space-between" px="lg" py="md">
        <Brand />
        <LanguageSwitch />
      </Group>
      <Center component="main" px="md" py="xl">
        <Stack maw={440} w="100%">
          <Alert color="red" role="alert" title={t('session.unreachableTitle')}>
            {t('errors.unavailable')}
          </Alert>
          <Button onClick={() => void tryAgain()} loading={trying} w="fit-content">
            {t('session.tryAgain')}
          </Button>
        </Stack>
      </Center>
    </Box>
  );
}
