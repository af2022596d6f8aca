import { ADMIN_ROLES, hasAnyRole } from '@gc/contracts/roles';
import { AppShell, Group, Text } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import '@mantine/dates/styles.css';
import 'dayjs/locale/sr';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '../components/LoadingScreen.tsx';
import { ScreenSizeCheck } from '../components/ScreenSizeCheck.tsx';
import { isPhonePage } from '../components/screen-size.ts';
import { InternalAppInit } from '../features/internal-analytics/internal-events.ts';
import { HelpWidget } from '../features/support/HelpWidget.tsx';
import { TutorialsDialog } from '../features/tutorials/TutorialsDialog.tsx';
import { useSession } from '../lib/use-session.ts';
import { Brand } from './Brand.tsx';
import { CompanySelector } from './CompanySelector.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { NavBar } from './NavBar.tsx';
import { queryClient } from './query-client.ts';
import { SessionWatcher } from './SessionWatcher.tsx';

/**
 * The signed-in frame: header (company selector for admins, language), navigation, page, first-log-in
 * tutorials. The server-state cache (TanStack Query) and the date pickers' settings (with dayjs and its
 * Serbian locale and stylesheet) live here, not in App: only signed-in pages use them, and the log-in page does not
 * load them (issue 18).
 */
export function AppLayout() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const canSwitchCompany = hasAnyRole(session?.roles ?? [], ADMIN_ROLES);
  // On a phone page the navigation folds away below 768 px, leaving the width to the page.
  const onPhonePage = isPhonePage(useLocation().pathname);
  return (
    <QueryClientProvider client={queryClient}>
      <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: 1 }}>
        <ScreenSizeCheck>
          <SessionWatcher />
          <InternalAppInit />
          <TutorialsDialog />
          <AppShell
            header={{ height: 56 }}
            navbar={{ width: 240, breakpoint: onPhonePage ? 'sm' : 0, collapsed: { mobile: onPhonePage } }}
            padding="lg"
          >
            <AppShell.Header>
              <Group h="100%" px="md" justify="space-between">
                <Brand />
                <Group gap="md">
                  {canSwitchCompany && <CompanySelector />}
                  <Text size="sm" c="dimmed" visibleFrom="md">
                    {session?.claims.email}
                  </Text>
                  <HelpWidget />
                  <LanguageSwitch />
                </Group>
              </Group>
            </AppShell.Header>
            <AppShell.Navbar p="xs">
              <NavBar />
            </AppShell.Navbar>
            {/* Named: the builder's preview frame holds the player's own <main>, and two unnamed mains cannot be told apart. */}
            <AppShell.Main bg="gray.0" aria-label={t('nav.main')}>
              <Suspense fallback={<LoadingScreen />}>
                <Outlet />
              </Suspense>
            </AppShell.Main>
          </AppShell>
        </ScreenSizeCheck>
      </DatesProvider>
    </QueryClientProvider>
  );
}
