import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../components/PageTitle.tsx';
import { AppSecretCard } from './AppSecretCard.tsx';
import { LoyaltyIntegrationsCard } from './LoyaltyIntegrationsCard.tsx';

/**
 * /integrations/loyalty (issue 15): the company's loyalty programs and the secret its app signs
 * players' ids with. Its own route beside /integrations (the lead flow's destinations).
 */
export function LoyaltyPage() {
  const { t } = useTranslation();
  return (
    <Stack maw={880}>
      <PageTitle>{t('loyalty.pageTitle')}</PageTitle>
      <Text c="dimmed" size="sm">
        {t('loyalty.intro')}{' '}
        <Anchor component={Link} to="/integrations/outcome-attributes">
          {t('loyalty.attributesLink')}
        </Anchor>
      </Text>
      <LoyaltyIntegrationsCard />
      <AppSecretCard />
    </Stack>
  );
}
