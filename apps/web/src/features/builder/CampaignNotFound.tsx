import { Button, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCompanyViewId } from '../../app/use-company-view.ts';
import { PageTitle } from '../../components/PageTitle.tsx';
import { withCompanyView } from '../../lib/company-view.ts';

/** §8 "Campaign not found": the id is unknown, or the campaign belongs to another company. */
export function CampaignNotFound() {
  const { t } = useTranslation();
  const [companyViewId] = useCompanyViewId();
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="sm">
        <PageTitle>{t('builder.notFound.title')}</PageTitle>
        <Text c="dimmed" ta="center">
          {t('builder.notFound.message')}
        </Text>
        <Button component={Link} to={withCompanyView('/campaigns', companyViewId)} mt="sm">
          {t('builder.notFound.back')}
        </Button>
      </Stack>
    </Paper>
  );
}
