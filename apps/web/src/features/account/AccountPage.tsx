import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/PageTitle.tsx';
import { ChangePasswordCard } from './ChangePasswordCard.tsx';
import { CompanyTimeZoneCard } from './CompanyTimeZoneCard.tsx';
import { ProfileCard } from './ProfileCard.tsx';
import { TwoFactorCard } from './TwoFactorCard.tsx';

export function AccountPage() {
  const { t } = useTranslation();
  return (
    <Stack maw={720}>
      <PageTitle>{t('pages.account')}</PageTitle>
      <ProfileCard />
      <CompanyTimeZoneCard />
      <ChangePasswordCard />
      <TwoFactorCard />
    </Stack>
  );
}
