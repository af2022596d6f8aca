import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { queryClient } from './query-client.ts';
import { routes } from './routes.tsx';
import { cssVariablesResolver, themeFor } from './theme.ts';

const router = createBrowserRouter(routes);

export function App() {
  const { t, i18n } = useTranslation();
  const closeDialogLabel = t('common.closeDialog');
  const theme = useMemo(() => themeFor(closeDialogLabel), [closeDialogLabel]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: 1 }}>
        <QueryClientProvider client={queryClient}>
          <ModalsProvider>
            <Notifications position="top-right" />
            <RouterProvider router={router} />
          </ModalsProvider>
        </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
