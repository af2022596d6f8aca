import { MantineProvider } from '@mantine/core';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { routes } from './routes.tsx';
import { cssVariablesResolver, themeFor } from './theme.ts';

const router = createBrowserRouter(routes);

/**
 * The toasts' outlet loads after the first paint: the notifications store (components/toast.ts) keeps
 * what is shown before it arrives. Its transitions and portal would otherwise weigh on the log-in page.
 */
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

export function App() {
  const { t } = useTranslation();
  const closeDialogLabel = t('common.closeDialog');
  const theme = useMemo(() => themeFor(closeDialogLabel), [closeDialogLabel]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Suspense fallback={null}>
        <Notifications position="top-right" />
      </Suspense>
      <RouterProvider router={router} />
    </MantineProvider>
  );
}
