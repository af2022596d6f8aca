import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChangePasswordCard } from './ChangePasswordCard.tsx';
import { CompanyTimeZoneCard } from './CompanyTimeZoneCard.tsx';
import { ProfileCard } from './ProfileCard.tsx';
import { TwoFactorCard } from './TwoFactorCard.tsx';

export function AccountPage() {
  const { t } = useTranslation();
  return (
    <Stack maw={720}>
      <Title order={2}>{t('pages.account')}</Title>
      <ProfileCard />
      <CompanyTimeZoneCard />
      <ChangePasswordCard />
      <TwoFactorCard />
    </Stack>
  );
}
