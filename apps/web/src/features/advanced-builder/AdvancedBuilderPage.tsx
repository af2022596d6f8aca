import { ADVANCED_BUILDER_TAG } from '@gc/contracts/advanced-builder';
import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useActingCompany } from '../../app/use-acting-company.ts';
import { LoadingScreen } from '../../components/LoadingScreen.tsx';
import { PageTitle } from '../../components/PageTitle.tsx';
import { AdvancedBuilderEditor } from './AdvancedBuilderEditor.tsx';

/**
 * /advanced-builder (spec §2, issue 17): where /campaigns forwards a company with the builder2access
 * tag. Its campaigns, each page's own HTML and the campaign's CSS, a preview that runs no script, and
 * publishing. A company without the tag is told so (the API refuses it with 403 anyway).
 */
export function AdvancedBuilderPage() {
  const { t } = useTranslation();
  const { company } = useActingCompany();
  if (company === undefined) return <LoadingScreen />;
  const isEnabled = company?.tags.includes(ADVANCED_BUILDER_TAG) ?? false;
  return (
    <Stack>
      <PageTitle>{t('pages.advancedBuilder')}</PageTitle>
      {isEnabled ? (
        <>
          <Text c="dimmed">{t('advancedBuilder.intro')}</Text>
          <AdvancedBuilderEditor />
        </>
      ) : (
        <Paper withBorder radius="md" p="lg">
          <Stack align="flex-start">
            <Alert color="yellow" data-testid="advanced-builder-not-enabled">
              {t('advancedBuilder.notEnabled')}
            </Alert>
            <Button component={Link} to="/campaigns" variant="default">
              {t('advancedBuilder.toCampaigns')}
            </Button>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
