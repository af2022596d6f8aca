import { BUILDER_ROLES, hasAnyRole } from '@gc/contracts/roles';
import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useActingCompany } from '../../app/use-acting-company.ts';
import { withCompanyView } from '../../lib/company-view.ts';
import { useSession } from '../../lib/use-session.ts';
import { useLoggedInUser } from '../account/use-logged-in-user.ts';

/** The company dashboard: a welcome for now; the campaigns issue adds the campaign list. */
export function DashboardPage() {
  const { t } = useTranslation();
  const session = useSession();
  const me = useLoggedInUser();
  const { company, companyViewId } = useActingCompany();
  const canBuild = hasAnyRole(session?.roles ?? [], BUILDER_ROLES);

  return (
    <Stack>
      <Title order={2}>{t('pages.dashboard')}</Title>
      <Paper withBorder radius="md" p="xl">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Text size="lg" fw={600}>
              {me.data ? t('dashboard.welcome', { name: me.data.firstName }) : <Skeleton h={24} w={220} />}
            </Text>
            <Text c="dimmed" data-testid="company-name">
              {company ? t('dashboard.company', { company: company.name }) : <Skeleton h={18} w={180} mt={4} />}
            </Text>
          </Stack>
          {canBuild && (
            <Button
              component={Link}
              to={withCompanyView('/wizard', companyViewId)}
              leftSection={<IconPlus size={16} />}
            >
              {t('dashboard.newCampaign')}
            </Button>
          )}
        </Group>
      </Paper>
    </Stack>
  );
}
