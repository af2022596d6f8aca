import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/PageTitle.tsx';
import { ExportForm } from './ExportForm.tsx';
import { ExportsList } from './ExportsList.tsx';

/**
 * /exports (issue 16): the general leads export across campaigns, with filters, run in the background.
 * The list shows every export of the company with its progress, so a user who left comes back to it.
 */
export function ExportsPage() {
  const { t } = useTranslation();
  return (
    <Stack>
      <PageTitle>{t('exports.title')}</PageTitle>
      <Text c="dimmed">{t('exports.intro')}</Text>
      <ExportForm />
      <ExportsList />
    </Stack>
  );
}
