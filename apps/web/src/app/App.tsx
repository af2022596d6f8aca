import { MantineProvider } from '@mantine/core';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoutes } from 'react-router';
import { useHasPainted } from '../lib/use-has-painted.ts';
import { AppRouter } from './AppRouter.tsx';
import { routes } from './routes.tsx';
import { cssVariablesResolver, themeFor } from './theme.ts';

/** The route table of routes.tsx, for the app's router. */
function Routes() {
  return useRoutes(routes);
}

/**
 * The toasts' outlet loads after the first paint (useHasPainted): the notifications store
 * (components/toast.ts) keeps what is shown before it arrives. Its transitions and portal would
 * otherwise weigh on the log-in page: loaded in the first render, its five chunks were part of the
 * log-in page's largest contentful paint in Lighthouse.
 */
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

export function App() {
  const { t } = useTranslation();
  const closeDialogLabel = t('common.closeDialog');
  const theme = useMemo(() => themeFor(closeDialogLabel), [closeDialogLabel]);
  const hasPainted = useHasPainted();
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      {hasPainted && (
        <Suspense fallback={null}>
          <Notifications position="top-right" />
        </Suspense>
      )}
      <AppRouter>
        <Routes />
      </AppRouter>
    </MantineProvider>
  );
}
