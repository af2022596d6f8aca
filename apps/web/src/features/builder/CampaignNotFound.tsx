import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCompanyViewId } from '../../app/use-company-view.ts';
import { withCompanyView } from '../../lib/company-view.ts';

/** §8 "Campaign not found": the id is unknown, or the campaign belongs to another company. */
export function CampaignNotFound() {
  const { t } = useTranslation();
  const [companyViewId] = useCompanyViewId();
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="sm">
        <Title order={2}>{t('builder.notFound.title')}</Title>
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
