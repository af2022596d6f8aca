import { Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/PageTitle.tsx';
import { ChangePasswordCard } from './ChangePasswordCard.tsx';
import { CompanyTimeZoneCard } from './CompanyTimeZoneCard.tsx';
import { ProfileCard } from './ProfileCard.tsx';
import { TwoFactorCard } from './TwoFactorCard.tsx';

/** Loyalty programs and the outcome attribute schema (issue 15): their own chunk, for the roles that see them. */
const CompanyLoyaltySettings = lazy(() =>
  import('../loyalty/CompanyLoyaltySettings.tsx').then((module) => ({ default: module.CompanyLoyaltySettings })),
);

export function AccountPage() {
  const { t } = useTranslation();
  return (
    <Stack maw={720}>
      <PageTitle>{t('pages.account')}</PageTitle>
      <ProfileCard />
      <CompanyTimeZoneCard />
      <ChangePasswordCard />
      <TwoFactorCard />
      <Suspense fallback={null}>
        <CompanyLoyaltySettings />
      </Suspense>
    </Stack>
  );
}
