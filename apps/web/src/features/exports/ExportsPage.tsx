import { hasAnyRole, LEAD_DATA_ROLES } from '@gc/contracts/roles';
import { Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageTitle } from '../../components/PageTitle.tsx';
import { intlLocale } from '../../lib/intl-locale.ts';
import { useSession } from '../../lib/use-session.ts';
import { ExportForm } from './ExportForm.tsx';
import { ExportsList } from './ExportsList.tsx';

/**
 * /exports (issue 16): the general leads export across campaigns, with filters, run in the background.
 * The list shows every export of the company with its progress, so a user who left comes back to it.
 * A dashboard role outside §6's view roles is told why it may not export (the server refuses it).
 */
export function ExportsPage() {
  const { t, i18n } = useTranslation();
  const canExport = hasAnyRole(useSession()?.roles ?? [], LEAD_DATA_ROLES);
  const roles = new Intl.ListFormat(intlLocale(i18n.language), { type: 'conjunction' }).format(
    LEAD_DATA_ROLES.map((role) => t(`roles.${role}`)),
  );
  return (
    <Stack>
      <PageTitle>{t('exports.title')}</PageTitle>
      <Text c="dimmed">{t('exports.intro')}</Text>
      {canExport ? (
        <>
          <ExportForm />
          <ExportsList />
        </>
      ) : (
        <EmptyState
          testId="exports-hidden"
          icon={<IconLock size={32} stroke={1.5} />}
          title={t('exports.hidden.title')}
          message={t('exports.hidden.message', { roles })}
        />
      )}
    </Stack>
  );
}
