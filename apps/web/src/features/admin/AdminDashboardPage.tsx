import { Paper, Stack, Tabs } from '@mantine/core';
import { IconBuilding, IconChartBar, IconFlag, IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/PageTitle.tsx';
import { useSession } from '../../lib/use-session.ts';
import { useFlags } from '../flags/use-flags.ts';
import { CompaniesTable } from './CompaniesTable.tsx';
import { FlagsPanel } from './FlagsPanel.tsx';
import { OutboxTable } from './OutboxTable.tsx';
import { UsagePanel } from './UsagePanel.tsx';

/** Admin area: companies for admins and success managers; outbox, flags and usage counts for super admins. */
export function AdminDashboardPage() {
  const { t } = useTranslation();
  const isSuperAdmin = useSession()?.roles.includes('SUPER_ADMIN') ?? false;
  // The usage counts while INTERNAL_ANALYTICS is on (issue 17): with it off no events are sent.
  const flags = useFlags();
  const showsUsage = isSuperAdmin && flags?.INTERNAL_ANALYTICS === true;
  return (
    <Stack>
      <PageTitle>{t('pages.adminDashboard')}</PageTitle>
      <Tabs defaultValue="companies" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="companies" leftSection={<IconBuilding size={16} />}>
            {t('admin.companies')}
          </Tabs.Tab>
          {isSuperAdmin && (
            <Tabs.Tab value="outbox" leftSection={<IconMail size={16} />}>
              {t('admin.outbox')}
            </Tabs.Tab>
          )}
          {isSuperAdmin && (
            <Tabs.Tab value="flags" leftSection={<IconFlag size={16} />}>
              {t('admin.flags')}
            </Tabs.Tab>
          )}
          {showsUsage && (
            <Tabs.Tab value="usage" leftSection={<IconChartBar size={16} />}>
              {t('adminArea.usage')}
            </Tabs.Tab>
          )}
        </Tabs.List>
        <Paper withBorder radius="md" p="md" mt="md">
          <Tabs.Panel value="companies">
            <CompaniesTable />
          </Tabs.Panel>
          {isSuperAdmin && (
            <Tabs.Panel value="outbox">
              <OutboxTable />
            </Tabs.Panel>
          )}
          {isSuperAdmin && (
            <Tabs.Panel value="flags">
              <FlagsPanel />
            </Tabs.Panel>
          )}
          {showsUsage && (
            <Tabs.Panel value="usage">
              <UsagePanel />
            </Tabs.Panel>
          )}
        </Paper>
      </Tabs>
    </Stack>
  );
}
