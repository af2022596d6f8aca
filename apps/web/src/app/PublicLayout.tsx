import { Box, Center, Group } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingScreen } from '../components/LoadingScreen.tsx';
import { Brand } from './Brand.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';

/** Frame of the public pages (login, password reset, 404): brand and language switch as the banner, the page as main. */
export function PublicLayout() {
  return (
    <Box mih="100vh" bg="gray.0">
      <Group component="header" justify="space-between" px="lg" py="md">
        <Brand />
        <LanguageSwitch />
      </Group>
      <Center component="main" px="md" pb="xl" pt="xl">
        <Box w="100%" maw={440}>
          {/* Pages load lazily (routes.tsx); the loader holds the card's place meanwhile. */}
          <Suspense fallback={<LoadingScreen />}>
            <Outlet />
          </Suspense>
        </Box>
      </Center>
    </Box>
  );
}
